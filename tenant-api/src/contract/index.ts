/**
 * The API contract: zod schemas and their types, and the shared date formatter (dates.ts).
 * Browser-safe: imports nothing but zod and date-fns (with @date-fns/tz; the formatter alone,
 * dateFormat.ts, is Intl only and exported on its own for the embedded widgets),
 * so the front ends can import `tenant-api/contract`.
 */
export * from './common';
export * from './auth';
export * from './performers';
export * from './tiers';
export * from './fees';
export * from './tenant';
export * from './siteContent';
export * from './offers';
export * from './notifications';
export * from './performerProfile';
export * from './subscriptions';
export * from './contact';
export * from './account';
export * from './routing';
export * from './dashboard';
export * from './admin';
export * from './reviews';
export * from './dates';
export * from './availability';
export * from './media';
export * from './passwordReset';
export * from './emailVerification';
