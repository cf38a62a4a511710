import type { ErrorBody } from 'tenant-api/contract';

/**
 * A non-OK response. `message` is `${status}: ${bodyText || statusText}` (SPEC 8), so callers
 * that match on "401" or "Unauthorized" keep working; `serverMessage` is the human-readable part.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The parsed JSON body, or undefined when the body was empty or not JSON. */
  readonly body: unknown;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    this.body = parseJson(bodyText);
    const error = isErrorBody(this.body) ? this.body.error : undefined;
    this.code = error?.code;
    this.serverMessage = error?.message;
    this.fields = error?.fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** SPEC 8: an error starting with 401 and mentioning Unauthorized means the session is gone. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

/** The server's message when it sent one, otherwise the screen's own fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return (isApiError(error) && error.serverMessage) || fallback;
}

export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const { error } = body as { error: unknown };
  return typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string';
}
