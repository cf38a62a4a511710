import { z } from 'zod';
import { ErrorBody } from '../contract';

/** The building blocks every part of the OpenAPI document uses. */
export const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
export const body = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });
export const security = [{ bearerAuth: [] }];

/** Query parameters arrive as strings; the document lists each one of a query schema. */
export const queryOf = (schema: z.ZodObject) =>
  z.object(Object.fromEntries(Object.keys(schema.shape).map((key) => [key, z.string().optional()])));

/** The error answers of a signed-in endpoint; `forbidden` and `notFound` say who is refused and what is unknown. */
export function errorsOf(notFound: string, forbidden?: string) {
  return {
    '400': json(ErrorBody, 'Invalid input; `fields` names each invalid field'),
    '401': json(ErrorBody, 'Missing, invalid, expired or foreign token'),
    ...(forbidden ? { '403': json(ErrorBody, forbidden) } : {}),
    '404': json(ErrorBody, notFound),
  };
}

/**
 * The optional `Idempotency-Key` header of every state-changing offer call (http/idempotency.ts):
 * a retry with the key gets the first answer back (`Idempotent-Replayed: true`); the key on
 * another request is a 422. Keys are per user and tenant, kept 24 hours.
 */
export const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .min(8)
    .max(200)
    .regex(/^[\w.:-]+$/)
    .optional()
    .meta({
      description:
        'Makes the call safe to retry: the same key (same user) answers the first status and body again without redoing anything, for 24 hours. 8-200 of letters, digits, - _ . :',
    }),
});
export const idempotencyErrors = {
  '422': json(ErrorBody, 'The Idempotency-Key was already used for another request (another route or body)'),
};
