/**
 * Whether an error means "the database cannot be reached right now" (refused or dropped
 * connection, server shutting down or starting, no pooled connection within the timeout),
 * as opposed to a bug or a bad query. Walks the wrapped causes of ORM and driver errors.
 * Returns a short reason for the log, or null.
 */
export function databaseUnavailableReason(error: unknown): string | null {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const reason = reasonOf(current as ErrorLike);
    if (reason) return reason;
    const next = current as ErrorLike;
    current = next.cause ?? next.previous ?? (Array.isArray(next.errors) ? next.errors[0] : undefined);
  }
  return null;
}

interface ErrorLike {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  cause?: unknown;
  previous?: unknown;
  errors?: unknown[];
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** SQLSTATE class 08 (connection exception), 57P01-57P03 (admin/crash shutdown, cannot connect now), 53300 (too many connections). */
const SQLSTATE = /^(08\w{3}|57P0[123]|53300)$/;
const MESSAGES = [
  /Connection terminated/i,
  /Timeout acquiring a connection/i,
  /terminating connection due to administrator command/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /Client has encountered a connection error/i,
  /connect (ECONNREFUSED|ETIMEDOUT)/i,
];

function reasonOf(error: ErrorLike): string | null {
  const code = typeof error.code === 'string' ? error.code : '';
  if (NETWORK_CODES.has(code) || SQLSTATE.test(code)) return code;
  if (error.name === 'KnexTimeoutError' || error.name === 'ConnectionException') return String(error.name);
  const message = typeof error.message === 'string' ? error.message : '';
  const match = MESSAGES.find((pattern) => pattern.test(message));
  return match ? message.split('\n')[0]!.slice(0, 160) : null;
}
