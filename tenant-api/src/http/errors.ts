import type { ZodError } from 'zod';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'validation_error', message, fields);
export const unauthorized = (message = 'Unauthorized') => new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have access to this') => new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);

/** Turns zod issues into `{ "field.path": "first message" }`, `source` naming where they came from. */
export function zodFields(error: ZodError, source?: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : (source ?? 'body');
    if (issue.code === 'unrecognized_keys') {
      // Named where it is: 'extra', or 'overrides.colors.extra' inside a nested object.
      for (const unknownKey of issue.keys) {
        const name = [...issue.path, unknownKey].join('.');
        fields[name] ??= `Unknown field '${name}'`;
      }
      continue;
    }
    fields[key] ??= issue.message;
  }
  return fields;
}

export function validationError(error: ZodError, source?: string): AppError {
  const fields = zodFields(error, source);
  const entries = Object.entries(fields);
  const message = entries.length === 1 ? entries[0]![1] : `Invalid ${entries.map(([key]) => key).join(', ')}`;
  return badRequest(message, fields);
}
