export const HIDDEN = '[hidden until booking]';

const DOT = String.raw`(?:\.|\s*\(dot\)\s*|\s*\[dot\]\s*|\s+dot\s+)`;
const AT = String.raw`(?:@|\s*\(at\)\s*|\s*\[at\]\s*|\s+at\s+)`;
const EMAIL = new RegExp(
  String.raw`[A-Za-z0-9!#$%&'*+/=?^_${'`'}{|}~.-]+${AT}[A-Za-z0-9-]+(?:${DOT}[A-Za-z0-9-]+)*${DOT}[A-Za-z]{2,}\b`,
  'gi',
);
const URL =
  /\b(?:https?:\/\/|www\.)[^\s<>"']+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|co|me|us|biz|info|app|dev|tv|ly|gg)\b(?:\/[^\s<>"']*)?/gi;
/** 10+ digits in phone shapes: +1 (512) 555-0101, 512.555.0101, 5125550101, +44 20 7946 0958. */
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)[\s.-]?|\d{2,4}[\s.-])(?:\d{2,4}[\s.-]){1,3}\d{2,4}\b|\b\d{10,13}\b/g;

/** Replaces e-mail addresses, URLs and phone numbers in free text until contact is released. */
export function scrubContactInfo(text: string): string {
  return text
    .replace(EMAIL, HIDDEN)
    .replace(URL, HIDDEN)
    .replace(PHONE, (match) => (countDigits(match) >= 10 ? HIDDEN : match));
}

function countDigits(text: string): number {
  return text.replace(/\D/g, '').length;
}
