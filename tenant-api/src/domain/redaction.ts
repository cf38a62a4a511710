/**
 * Free text (special requests, notes) must not leak contact details before they are released.
 * Detected and replaced: e-mail addresses, also spelled out ('jo at mail dot com', 'jo [at]
 * mail [dot] com'); URLs with a scheme, starting with www., or bare domains on common
 * top-level domains; phone numbers of 10 to 15 digits (US, with or without +1, national
 * numbers starting with 0) or 8 to 15 digits after an international prefix (+ or 00), with
 * spaces, dots, dashes or parentheses. Social handles ('@name') are left alone, and so are
 * dates, times, prices and counts, which never have the shape of a phone number.
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

const EMAIL_PATTERNS = [
  // jo@mail.com
  `${LOCAL_PART}@(?:${LABEL}\\.)+[a-z]{2,}${END_OF_NAME}`,
  // jo @ mail.com, jo@mail dot com, jo(at)mail.com, jo [at] mail [dot] com
  `${LOCAL_PART}(?:@|\\s+@\\s+|${SPELLED_AT})${LABEL}(?:${ANY_DOT}${LABEL})*${ANY_DOT}(?:${TLDS})${END_OF_NAME}`,
  // jo at mail dot com: a plain " at " only counts when the last dot is spelled out too
  `${LOCAL_PART}\\s+at\\s+${LABEL}(?:${ANY_DOT}${LABEL})*${SPELLED_DOT}(?:${TLDS})${END_OF_NAME}`,
];

const URL_CHAR = '[^\\s<>"\\[\\]]';
const URL_LAST_CHAR = '[^\\s<>"\'\\[\\].,;:!?)]';
const LINK_PATTERNS = [
  `\\bhttps?:\\/\\/${URL_CHAR}*${URL_LAST_CHAR}`,
  `(?<![\\w.@-])www\\.${URL_CHAR}*${URL_LAST_CHAR}`,
];
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
const BARE_DOMAIN_RE = new RegExp(BARE_DOMAIN, 'gi');

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
    ...phoneSpans(text).map(([start, end]) => text.slice(start, end)),
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
  return hidePhones(withoutLinksOrEmails.replace(BARE_DOMAIN_RE, HIDDEN_CONTACT));
}

function hidePhones(text: string): string {
  return phoneSpans(text).reduceRight(
    (scrubbed, [start, end]) => scrubbed.slice(0, start) + HIDDEN_CONTACT + scrubbed.slice(end),
    text,
  );
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
