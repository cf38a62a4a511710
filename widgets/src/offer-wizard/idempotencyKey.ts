/**
 * A random Idempotency-Key. crypto.getRandomValues works on plain-http pages too (an agency's
 * staging site), where crypto.randomUUID does not exist.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `offer-${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
