import type { Plugin } from 'vite';

/** react-dom's client build, as the embed builds bundle it. */
export const REACT_DOM_CLIENT = /\/react-dom\/cjs\/react-dom-client\.production\.js$/;

/** Module-level switches of react-dom that only hydration or a `<ViewTransition>` turns on. */
const SWITCHES_ONLY_THEY_SET = ['isHydrating', 'shouldStartViewTransition'];
/** Root state that only `hydrateRoot` sets. */
const HYDRATION_ROOT_FIELD = 'isDehydrated';
/** The fiber tag of `<ViewTransition>`. */
const VIEW_TRANSITION_TAG = 30;

const notBuiltIn = (what: string) => `throw Error("${what} is not built into the Headliner widgets")`;

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

type Rewrite = 'switch' | 'rootField' | 'tag' | 'tagCase' | 'createViewTransition' | 'hydrateRoot';

const isNode = (value: unknown): value is AstNode =>
  !!value && typeof value === 'object' && typeof (value as AstNode).type === 'string';
const isFunction = (node: AstNode) =>
  /^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression)$/.test(node.type);
const identifierName = (node: unknown) =>
  isNode(node) && node.type === 'Identifier' ? (node.name as string) : undefined;

/** `a`, `a.b`, `a.b.c`: reading it has no effect, so the read can be replaced by its known value. */
function isPlainPath(node: unknown): boolean {
  if (!isNode(node)) return false;
  if (node.type === 'Identifier') return true;
  return node.type === 'MemberExpression' && !node.computed && isPlainPath(node.object);
}

/** The names a function declares for its whole body: its parameters and its `var`s (not those of nested functions). */
function namesDeclaredIn(fn: AstNode): Set<string> {
  const names = new Set<string>();
  for (const param of fn.params as AstNode[]) {
    const name = identifierName(param);
    if (name) names.add(name);
  }
  const collect = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(collect);
    if (!isNode(node) || isFunction(node)) return;
    if (node.type === 'VariableDeclarator') {
      const name = identifierName(node.id);
      if (name) names.add(name);
    }
    for (const [field, value] of Object.entries(node)) if (field !== 'start' && field !== 'end') collect(value);
  };
  collect(fn.body);
  return names;
}

/**
 * The edits that fix the switches to off. `shadowed` holds the switch names a nearer function
 * declares itself (react-dom's `initInput(..., isHydrating)` is such a parameter).
 */
function collectEdits(node: unknown, shadowed: Set<string>, edits: Edit[], applied: Set<Rewrite>, code: string): void {
  if (Array.isArray(node)) return node.forEach((child) => collectEdits(child, shadowed, edits, applied, code));
  if (!isNode(node)) return;
  const foldedTo = (text: string, rewrite: Rewrite) => {
    edits.push({ start: node.start, end: node.end, text });
    applied.add(rewrite);
  };
  const isSwitch = (name: string | undefined) => !!name && SWITCHES_ONLY_THEY_SET.includes(name) && !shadowed.has(name);

  if (node.type === 'AssignmentExpression' && isSwitch(identifierName(node.left))) {
    const value = node.right as AstNode;
    if (value.type !== 'UnaryExpression' || !/^!\s*[01]$/.test(code.slice(value.start, value.end)))
      throw new Error(`react-dom sets ${identifierName(node.left)} to something other than true or false`);
    return foldedTo('!1', 'switch');
  }
  if (node.type === 'Identifier' && isSwitch(node.name as string)) return foldedTo('!1', 'switch');
  if (node.type === 'MemberExpression' && !node.computed && identifierName(node.property) === HYDRATION_ROOT_FIELD) {
    if (!isPlainPath(node.object))
      throw new Error(`react-dom reads ${HYDRATION_ROOT_FIELD} off an expression with effects`);
    return foldedTo('!1', 'rootField');
  }
  if (
    node.type === 'BinaryExpression' &&
    node.operator === '===' &&
    isNode(node.left) &&
    node.left.value === VIEW_TRANSITION_TAG &&
    isNode(node.right) &&
    node.right.type === 'MemberExpression' &&
    identifierName(node.right.property) === 'tag' &&
    isPlainPath(node.right)
  )
    return foldedTo('!1', 'tag');
  if (node.type === 'SwitchStatement' && isTagSwitch(node)) {
    const dropped = dropViewTransitionCase(node, edits, applied);
    if (dropped) {
      const kept = (node.cases as AstNode[]).filter((c) => c !== dropped.whole);
      return collectEdits([node.discriminant, ...kept], shadowed, edits, applied, code);
    }
  }
  if (node.type === 'SwitchCase' && identifierName(node.test) === 'REACT_VIEW_TRANSITION_TYPE') {
    const body = node.consequent as AstNode[];
    if (
      body.length &&
      code.slice(body[0]!.start, body.at(-1)!.end).includes(`createFiberImplClass(${VIEW_TRANSITION_TAG},`)
    ) {
      edits.push({ start: body[0]!.start, end: body.at(-1)!.end, text: `${notBuiltIn('<ViewTransition>')};` });
      applied.add('createViewTransition');
      return;
    }
  }
  if (
    node.type === 'AssignmentExpression' &&
    isNode(node.left) &&
    code.slice(node.left.start, node.left.end) === 'exports.hydrateRoot'
  ) {
    const fn = node.right as AstNode;
    edits.push({ start: fn.start, end: fn.end, text: `function () { ${notBuiltIn('hydrateRoot')}; }` });
    applied.add('hydrateRoot');
    return;
  }

  let inner = shadowed;
  if (isFunction(node)) {
    const declared = [...namesDeclaredIn(node)].filter((name) => SWITCHES_ONLY_THEY_SET.includes(name));
    if (declared.length) inner = new Set([...shadowed, ...declared]);
  }
  for (const [field, value] of Object.entries(node)) {
    if (field === 'start' || field === 'end' || field === 'type') continue;
    // The module-level declarations stay (unused once every use is folded; the minifier drops them).
    if (node.type === 'VariableDeclarator' && field === 'id') continue;
    // `a.isHydrating` and `{ isHydrating: ... }` name a field, not the switch.
    if (field === 'property' && node.type === 'MemberExpression' && !node.computed) continue;
    if (field === 'key' && node.type === 'Property' && !node.computed && !node.shorthand) continue;
    collectEdits(value, inner, edits, applied, code);
  }
}

/** `switch (fiber.tag)`. */
const isTagSwitch = (node: AstNode) =>
  isNode(node.discriminant) &&
  node.discriminant.type === 'MemberExpression' &&
  identifierName(node.discriminant.property) === 'tag';
const JUMPS = new Set(['ReturnStatement', 'BreakStatement', 'ThrowStatement', 'ContinueStatement']);
const endsInJump = (statements: AstNode[]) => statements.length > 0 && JUMPS.has(statements.at(-1)!.type);

/**
 * Takes `case 30:` (a `<ViewTransition>` fiber) out of a switch on the fiber's tag, so the view
 * transition code only it calls becomes unused: the whole case where nothing falls into or out of
 * it, only its label where it shares its code with the case before.
 */
function dropViewTransitionCase(
  node: AstNode,
  edits: Edit[],
  applied: Set<Rewrite>,
): { whole: AstNode | undefined } | undefined {
  const cases = node.cases as AstNode[];
  const index = cases.findIndex((c) => isNode(c.test) && c.test.value === VIEW_TRANSITION_TAG);
  if (index < 0) return undefined;
  const current = cases[index]!;
  const body = current.consequent as AstNode[];
  const before = cases[index - 1];
  const sharesCodeWithBefore = before !== undefined && (before.consequent as AstNode[]).length === 0;
  const nothingFallsIn = before === undefined || endsInJump(before.consequent as AstNode[]);
  const nothingFallsOut = index === cases.length - 1 || endsInJump(body);
  if (body.length === 0 || sharesCodeWithBefore) {
    // Only the label goes: its statements (the case before's too) are still walked.
    edits.push({ start: current.start, end: body.length ? body[0]!.start : current.end, text: '' });
    applied.add('tagCase');
    return { whole: undefined };
  }
  if (!nothingFallsIn || !nothingFallsOut) return undefined;
  edits.push({ start: current.start, end: current.end, text: '' });
  applied.add('tagCase');
  return { whole: current };
}

function applyEdits(code: string, edits: Edit[]): string {
  let output = '';
  let last = 0;
  for (const edit of edits.sort((a, b) => a.start - b.start)) {
    output += code.slice(last, edit.start) + edit.text;
    last = edit.end;
  }
  return output + code.slice(last);
}

/**
 * The widgets render with `createRoot` only and never use `<ViewTransition>`, yet react-dom's
 * client build reaches hydration (dehydrated roots and boundaries, hydration-blocked event replay)
 * and view transitions from everywhere. Here the switches only those can turn on are fixed to off,
 * so the minifier drops the code behind them (3.4 KB brotli less in the shared runtime); for any
 * tree the widgets render, react-dom does exactly what it did. Calling `hydrateRoot` or rendering a
 * `<ViewTransition>` throws. The build fails if react-dom's code no longer has the shape this
 * relies on (each rewrite must apply).
 */
export function reactDomClientOnly(): Plugin {
  return {
    name: 'headliner-react-dom-client-only',
    enforce: 'pre',
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id)) return null;
      const edits: Edit[] = [];
      const applied = new Set<Rewrite>();
      collectEdits(this.parse(code), new Set(), edits, applied, code);
      const missing = (
        ['switch', 'rootField', 'tag', 'tagCase', 'createViewTransition', 'hydrateRoot'] as const
      ).filter((rewrite) => !applied.has(rewrite));
      if (missing.length)
        throw new Error(`react-dom's client build changed shape (${missing.join(', ')}): update reactDomClientOnly`);
      return { code: applyEdits(code, edits), map: null };
    },
  };
}
