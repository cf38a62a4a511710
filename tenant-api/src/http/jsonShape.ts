/**
 * Bounds on the shape of a JSON body, checked on its text before it is parsed: a body within the
 * byte limit can still nest 30,000 levels deep, and every recursive walk of it (ours, zod's) would
 * then cost time and stack in proportion. No request of the API nests deeper than a handful of
 * levels or holds more than a few hundred values, so the bounds are far above any real request.
 */
export const MAX_JSON_DEPTH = 16;
/** Array elements and object members in the whole body. */
export const MAX_JSON_ITEMS = 10_000;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;

/**
 * What is wrong with the body's shape, or null: one pass over the text, constant memory. Only
 * structure is counted (brackets and commas outside strings); whether the text is JSON at all
 * is left to the parser.
 */
export function jsonShapeProblem(text: string): string | null {
  let depth = 0;
  let items = 0;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (inString) {
      if (code === BACKSLASH) at++;
      else if (code === QUOTE) inString = false;
      continue;
    }
    if (code === QUOTE) inString = true;
    else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > MAX_JSON_DEPTH) return `Nested too deeply: at most ${MAX_JSON_DEPTH} levels`;
      items++;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) depth--;
    else if (code === COMMA) items++;
    if (items > MAX_JSON_ITEMS) return `Too many values: at most ${MAX_JSON_ITEMS.toLocaleString('en-US')}`;
  }
  return null;
}
