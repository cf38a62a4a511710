/**
 * Free text (special requests, notes) must not leak contact details before they are released.
 * Detected and replaced: e-mail addresses, also spelled out ('jo at mail dot com', 'jo [at]
 * mail [dot] com', 'jo at gmail'); URLs with a scheme, starting with www., or bare domains on
 * common top-level domains, also with the dot spelled out ('jolaughs dot com'); phone numbers
 * of 10 to 15 digits (US, with or without +1, national numbers starting with 0) or 8 to 15
 * digits after an international prefix (+ or 00), with spaces, dots, dashes or parentheses, and
 * also spelled out in words, wholly or in part ('five five five, 123-4567', '555 one two three
 * 4567'); social handles ('@jolaughs', 'insta @jo', 'ig: jo', 'my tiktok is jo'). Dates, times,
 * prices, counts and a platform named without a handle ('loved your set on TikTok') stay.
 * Every rule is in the table tests (test/domain/redaction.table.test.ts).
 */
export const HIDDEN_CONTACT = '[hidden until booking]';

const TLDS = [
  'agency',
  'online',
  'comedy',
  'events',
  'store',
  'info',
  'live',
  'show',
  'site',
  'app',
  'biz',
  'com',
  'dev',
  'edu',
  'gov',
  'net',
  'org',
  'xyz',
  'ai',
  'au',
  'ca',
  'co',
  'de',
  'fm',
  'fr',
  'gg',
  'io',
  'ly',
  'me',
  'tv',
  'uk',
  'us',
].join('|');

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** RFC 5322 "atext" and dots. */
const LOCAL_CHAR = "[\\w.!#$%&'*+/=?^`{|}~-]";
const LOCAL_PART = `(?<!${LOCAL_CHAR})${LOCAL_CHAR}+`;
const SPELLED_AT = '\\s*[\\[({]\\s*at\\s*[\\])}]\\s*';
const SPELLED_DOT = '(?:\\s*[\\[({]\\s*dot\\s*[\\])}]\\s*|\\s+dot\\s+)';
const ANY_DOT = `(?:\\.|${SPELLED_DOT})`;
const END_OF_NAME = '(?![a-z0-9-])';

/** Mail providers whose name alone says "e-mail address": 'jo at gmail', 'jo@hotmail'. */
const MAIL_PROVIDERS = 'gmail|googlemail|yahoo|hotmail|outlook|icloud|aol|protonmail|proton|gmx|yandex';

const EMAIL_PATTERNS = [
  // jo@mail.com
  `${LOCAL_PART}@(?:${LABEL}\\.)+[a-z]{2,}${END_OF_NAME}`,
  // jo @ mail.com, jo@mail dot com, jo(at)mail.com, jo [at] mail [dot] com
  `${LOCAL_PART}(?:@|\\s+@\\s+|${SPELLED_AT})${LABEL}(?:${ANY_DOT}${LABEL})*${ANY_DOT}(?:${TLDS})${END_OF_NAME}`,
  // jo at mail dot com: a plain " at " only counts when the last dot is spelled out too
  `${LOCAL_PART}\\s+at\\s+${LABEL}(?:${ANY_DOT}${LABEL})*${SPELLED_DOT}(?:${TLDS})${END_OF_NAME}`,
  // jo at gmail, jo@hotmail, jo at gmail.com: a mail provider's name needs no ending
  `${LOCAL_PART}(?:\\s*@\\s*|\\s+at\\s+|${SPELLED_AT})(?:${MAIL_PROVIDERS})(?:${ANY_DOT}${LABEL})*${END_OF_NAME}`,
];

const URL_CHAR = '[^\\s<>"\\[\\]]';
const URL_LAST_CHAR = '[^\\s<>"\'\\[\\].,;:!?)]';
const LINK_PATTERNS = [
  `\\bhttps?:\\/\\/${URL_CHAR}*${URL_LAST_CHAR}`,
  `(?<![\\w.@-])www\\.${URL_CHAR}*${URL_LAST_CHAR}`,
];
/** The usual endings, for a domain whose dot is spelled out ('jolaughs dot com', 'jo(dot)tv'). */
const SPELLED_TLDS = 'com|net|org|io|co|me|tv|us|uk|info|biz|app|dev|xyz|ly|fm|gg';
const SPELLED_DOMAIN = `(?<![\\w.@-])(?:${LABEL}${ANY_DOT})*${LABEL}${SPELLED_DOT}(?:${SPELLED_TLDS})${END_OF_NAME}(?:\\/(?:${URL_CHAR}*${URL_LAST_CHAR})?)?`;
const BARE_DOMAIN = `(?<![\\w.@-])(?:${LABEL}\\.)+(?:${TLDS})${END_OF_NAME}(?:\\/(?:${URL_CHAR}*${URL_LAST_CHAR})?)?`;

const GROUP = '(?:\\(\\d{1,4}\\)|\\d{1,8})';
const PHONE_SHAPES = [
  // US: 512-555-0101, (512) 555 0101, +1 512.555.0101, 15125550101
  '(?:\\+?1[ .-]?)?(?:\\(\\d{3}\\)|\\d{3})[ .-]?\\d{3}[ .-]?\\d{4}',
  // international: +44 20 7946 0958, 0033 1 23 45 67 89, +49 (30) 1234567; one separator
  // between the groups, so a date or a count after the number is not taken for more of it
  `(?:\\+|00)\\d{1,3}[ .-]?${GROUP}(?<sep>[ .-]?)${GROUP}(?:\\k<sep>${GROUP}){0,4}`,
  // national with a trunk 0: 020 7946 0958, 07700 900123
  '0\\d{1,4}[ .-]?\\d{3,4}[ .-]?\\d{3,4}',
  '\\d{10,15}',
];
/** Not inside a longer number, a word, a price or a decimal. */
const PHONE = `(?<![\\w+$]|\\d[.,-])(?:${PHONE_SHAPES.join('|')})(?![\\w]|[.,-]\\d)`;

const LINK_RE = new RegExp(LINK_PATTERNS.join('|'), 'gi');
const EMAIL_RE = new RegExp(EMAIL_PATTERNS.join('|'), 'gi');
const BARE_DOMAIN_RE = new RegExp(`${BARE_DOMAIN}|${SPELLED_DOMAIN}`, 'gi');

/** Where people are found by name: 'insta', 'IG', 'snap', 'TikTok', … */
const PLATFORMS =
  'instagram|insta|ig|snapchat|snap|tik\\s?tok|twitter|facebook|fb|whatsapp|telegram|kik|discord|threads|youtube|linkedin|venmo|cash\\s?app';
/** Words that follow a platform's name in ordinary sentences and are never a handle. */
const NOT_HANDLES = (
  'a about account after an and any are as at be before but by can channel chat clip clips comedian ' +
  'comedians comedy decision did dm dms do does famous fans feed followers following for from go group ' +
  'handle has have he her his i if in is it its judgment just last live me message messages my name no ' +
  'not of on or our page photo photos pic pics post posts profile reel reels set sets she shot shots ' +
  'show so stories story than that the their them then there they this to too video videos was we were ' +
  'when where which who will with would yet you your during now again today tonight yesterday all every ' +
  'because since while though also only really very some more most lol haha stuff content here'
)
  .split(' ')
  .reduce((words, word) => words.add(word), new Set<string>());
const HANDLE = '[a-z0-9_](?:[a-z0-9_.]{0,28}[a-z0-9_])?';
/** A platform's name, what joins it to a handle, and the handle ('insta @jo', 'ig: jo', 'my snap is jo', 'tiktok - jo_1'). */
const PLATFORM_HANDLE_RE = new RegExp(
  `(?<![\\w@])(?<mine>(?:my|our)\\s+)?(?:${PLATFORMS})(?<label>\\s+(?:me|handle|name|id|username|user))?` +
    `(?<sep>\\s*[:=]\\s*|\\s+(?:is|at)\\s+|\\s*@\\s*|\\s*[-–]\\s*|\\s+)(?<handle>@?${HANDLE})(?![\\w@])`,
  'gi',
);
/** '@jolaughs', '@jo.laughs_': an @ that does not follow a word (that is an e-mail) and a name with a letter. */
const AT_HANDLE_RE = /(?<![\w@.])@(?=[\w.]*[a-z_])[a-z0-9_](?:[a-z0-9_.]{0,28}[a-z0-9_])?(?![\w@])/gi;

/** E.164 allows at most 15 digits after the international prefix. */
export function isPhoneNumber(candidate: string): boolean {
  const international = /^(?:\+|00)/.test(candidate);
  const digits = candidate.replace(/^00/, '').replace(/\D/g, '').length;
  return digits <= 15 && digits >= (international ? 8 : 10);
}

/** Every link, e-mail address, bare domain and phone number found in the text, in that order. */
export function findContactInfo(text: string): string[] {
  return [
    ...(text.match(LINK_RE) ?? []),
    ...(text.match(EMAIL_RE) ?? []),
    ...(text.match(BARE_DOMAIN_RE) ?? []),
    ...handleSpans(text).map(([start, end]) => text.slice(start, end)),
    ...phoneSpans(text).map(([start, end]) => text.slice(start, end)),
    ...spelledNumberSpans(text).map(([start, end]) => text.slice(start, end)),
  ];
}

export function scrubContactInfo(text: string): string {
  let scrubbed = text;
  // Repeat until stable, so scrubbing scrubbed text changes nothing. It ends: the placeholder
  // matches no pattern, so every pass that changes anything consumes original characters.
  for (let next = scrubOnce(scrubbed); next !== scrubbed; next = scrubOnce(scrubbed)) scrubbed = next;
  return scrubbed;
}

function scrubOnce(text: string): string {
  // Links first (they may contain an '@'), then e-mails (their domain is no bare domain).
  const withoutLinksOrEmails = text.replace(LINK_RE, HIDDEN_CONTACT).replace(EMAIL_RE, HIDDEN_CONTACT);
  const withoutHandles = hideSpans(withoutLinksOrEmails.replace(BARE_DOMAIN_RE, HIDDEN_CONTACT), handleSpans);
  return hideSpans(hideSpans(withoutHandles, phoneSpans), spelledNumberSpans);
}

function hideSpans(text: string, find: (text: string) => Array<[number, number]>): string {
  return merged(find(text)).reduceRight(
    (scrubbed, [start, end]) => scrubbed.slice(0, start) + HIDDEN_CONTACT + scrubbed.slice(end),
    text,
  );
}

/**
 * Whether the word after a platform's name is a handle: always with an '@'; after a colon, 'my
 * … is' or 'handle' unless it is an ordinary word; otherwise only when it looks like one (a
 * digit, '_' or a dot between words), so 'on Instagram tonight' and 'TikTok - great' stay.
 */
function isHandle(handle: string, parts: Record<string, string | undefined>): boolean {
  const name = handle.replace(/^@/, '');
  if (!/[a-z_]/i.test(name)) return false;
  if (handle.startsWith('@') || /@/.test(parts.sep ?? '')) return true;
  if (NOT_HANDLES.has(name.toLowerCase())) return false;
  const labelled = Boolean(parts.label && !/me$/i.test(parts.label.trim()));
  const said = /[:=]/.test(parts.sep ?? '') || labelled || Boolean(parts.mine && /\bis\b/i.test(parts.sep ?? ''));
  return said || /[\d_]|[a-z]{2}\.[a-z]{2}/i.test(name);
}

/** Overlapping spans as one, in order. */
function merged(spans: Array<[number, number]>): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const [start, end] of [...spans].sort((a, b) => a[0] - b[0])) {
    const last = out[out.length - 1];
    if (last && start < last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

/** Handles after a platform's name (only the handle is hidden: 'insta #'), then bare '@name's. */
function handleSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const match of text.matchAll(PLATFORM_HANDLE_RE)) {
    const handle = match.groups!.handle!;
    const end = match.index + match[0].length;
    if (isHandle(handle, match.groups!)) spans.push([end - handle.length, end]);
  }
  for (const match of text.matchAll(AT_HANDLE_RE)) spans.push([match.index, match.index + match[0].length]);
  return merged(spans);
}

const DIGIT_WORDS: Record<string, number> = Object.fromEntries(
  [
    ['zero oh one two three four five six seven eight nine', 1],
    ['ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen', 2],
    ['twenty thirty forty fifty sixty seventy eighty ninety', 2],
  ].flatMap(([words, digits]) =>
    String(words)
      .split(' ')
      .map((word) => [word, Number(digits)]),
  ),
);
const NUMBER_TOKEN = `(?:\\d+|${Object.keys(DIGIT_WORDS).join('|')})`;
/** Numbers in words and digits, one after another: '555 one two three 4567', 'five five five, 123-4567'. */
const NUMBER_RUN_RE = new RegExp(`(?<![\\w.$#-]|\\d,)${NUMBER_TOKEN}(?:[\\s,.()/-]+${NUMBER_TOKEN})*(?![\\w$%])`, 'gi');

/**
 * Phone numbers read out: a run of numbers with at least two in words ('five five five …') and 7
 * to 15 digits in all, or 7 to 15 single digits apart ('5 5 5 1 2 3 4'). One number word next to
 * a date or a count ('2026-03-14 two sets', 'one 45-minute set') is no phone number.
 */
function spelledNumberSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const match of text.matchAll(NUMBER_RUN_RE)) {
    const tokens = match[0].split(/[\s,.()/-]+/).filter(Boolean);
    const words = tokens.filter((token) => !/^\d+$/.test(token));
    const digits = tokens.reduce((sum, token) => sum + (DIGIT_WORDS[token.toLowerCase()] ?? token.length), 0);
    const singleDigits = /^\d(?:[ -]\d){6,14}$/.test(match[0]);
    if (digits >= 7 && digits <= 15 && (words.length >= 2 || singleDigits)) {
      spans.push([match.index, match.index + match[0].replace(/[\s,.()/-]+$/, '').length]);
    }
  }
  return spans;
}

/**
 * Where the phone numbers are. A candidate with too few or too many digits is skipped by one
 * character only, so that a real number overlapping it can still be found.
 */
function phoneSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const candidates = new RegExp(PHONE, 'g');
  for (let match = candidates.exec(text); match; match = candidates.exec(text)) {
    if (isPhoneNumber(match[0])) spans.push([match.index, candidates.lastIndex]);
    else candidates.lastIndex = match.index + 1;
  }
  return spans;
}
