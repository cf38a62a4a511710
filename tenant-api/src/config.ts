import { z } from 'zod';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** An owner connection (runs migrations). Without it an embedded PostgreSQL is started. */
  DATABASE_URL: z.string().url().optional(),
  /** Optional separate login for the app role; derived from DATABASE_URL when absent. */
  DATABASE_APP_URL: z.string().url().optional(),
  /**
   * The streaming replica read-only routes run on (docs/deploy.md "Read replica"): the app role's URL
   * there when DATABASE_APP_URL is set, else a URL whose login is replaced by the app role's, like
   * the primary's. Without it every query uses the primary, as one pool.
   */
  DATABASE_REPLICA_URL: z.string().url().optional(),
  /** How long a read carrying the client's own write position waits for the replica to replay it before it runs on the primary. */
  REPLICA_WAIT_MS: z.coerce.number().int().min(0).max(10_000).default(200),
  /**
   * The app role's DIRECT connection to the primary, for LISTEN (the change feed), which does not work
   * through PgBouncer in transaction mode. Default: DATABASE_APP_URL, or the app URL derived from DATABASE_URL.
   */
  DATABASE_DIRECT_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, '.data')),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  APP_DB_ROLE: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,40}$/)
    .default('marketplace_app'),
  APP_DB_PASSWORD: z.string().min(8).default('marketplace-app-local'),
  JWT_SECRET: z.string().min(32).optional(),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 24 * 3600),
  FLAGSHIP_SLUG: z.string().default('flagship'),
  PUBLIC_DIR: z.string().default(path.join(REPO_ROOT, 'host-app/dist')),
  /** The built widgets, served at /embed/ (web components) and /federation/ (the remote). */
  WIDGETS_DIR: z.string().default(path.join(REPO_ROOT, 'widgets/dist')),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /**
   * Sign-in defences (docs/accounts.md). Failed sign-ins on one account, from any addresses, before
   * each further attempt waits SIGNIN_DELAY_BASE_SECONDS, doubling per failure up to
   * SIGNIN_DELAY_MAX_SECONDS (429 + Retry-After; never a lock). Also the failures allowed per
   * SIGNIN_WINDOW_SECONDS on one account from an address it has signed in from.
   */
  SIGNIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  SIGNIN_DELAY_BASE_SECONDS: z.coerce.number().int().min(1).default(30),
  SIGNIN_DELAY_MAX_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  /**
   * Failed sign-ins from one address per SIGNIN_WINDOW_SECONDS before it waits; successful ones do
   * not count, and accounts that have signed in from that address before are never held back by it.
   */
  SIGNIN_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(100),
  /** How long a confirmation link (new accounts' e-mail verification) works. */
  EMAIL_VERIFICATION_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(3 * 24 * 3600),
  /** Confirmation e-mails one account may have sent per hour (the sign-up's one included). */
  EMAIL_VERIFICATION_MAX_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** New accounts from one address per SIGNUP_WINDOW_SECONDS. */
  SIGNUP_MAX_PER_IP: z.coerce.number().int().min(1).default(20),
  SIGNUP_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** The sign-in window: per-address and per-address-account counts, and the quiet time that restarts an account's count. */
  SIGNIN_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  /** How long a password reset link works (POST /api/auth/password-reset; docs/deploy.md "Password reset"). */
  PASSWORD_RESET_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 24 * 3600)
    .default(3600),
  /** Password reset requests for one e-mail address per PASSWORD_RESET_WINDOW_SECONDS (known or not). */
  PASSWORD_RESET_MAX_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  /** Password reset requests from one network address per PASSWORD_RESET_WINDOW_SECONDS. */
  PASSWORD_RESET_MAX_PER_IP: z.coerce.number().int().min(1).default(20),
  PASSWORD_RESET_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** How long each process reuses a host's or key's tenant (theme, words, origins); admin changes reach every replica at once through the change feed. */
  TENANT_CACHE_MS: z.coerce.number().int().min(0).default(5_000),
  /** How long a public browse page is reused; new or changed performers show within this time. */
  BROWSE_CACHE_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * Browse reads from an in-process index of each tenant's acts, brought up to date with every
   * committed change before each answer (queries/browseIndex); `off` reads every page from SQL.
   */
  BROWSE_INDEX: z.enum(['on', 'off']).default('on'),
  /**
   * The acts a process keeps in browse indexes, all tenants together (about 4–5 KB each): past it the
   * least recently browsed tenants' indexes are dropped (the default tenant's never), to load again
   * on their next browse, which SQL answers meanwhile.
   */
  BROWSE_INDEX_MAX_ACTS: z.coerce.number().int().min(1_000).default(250_000),
  /**
   * Public profiles a process keeps ready per tenant beside its browse index (least recently asked
   * for out first), each forgotten as soon as a change check finds its act changed; 0 reads every
   * profile from SQL.
   */
  PROFILE_CACHE_ENTRIES: z.coerce.number().int().min(0).default(1_000),
  /**
   * Image jobs (photo and logo uploads) a process runs at once; more answer 429 with Retry-After
   * (docs/media.md). Default: cores − 1, at least 1, so one core stays with the request thread.
   */
  IMAGE_JOBS_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .default(Math.max(1, os.availableParallelism() - 1)),
  /** Image jobs of one tenant a process runs at once; more answer 429 with Retry-After. */
  IMAGE_JOBS_MAX_PER_TENANT: z.coerce.number().int().min(1).default(1),
  /** The Retry-After of an upload refused for those caps, in seconds. */
  IMAGE_RETRY_SECONDS: z.coerce.number().int().min(1).default(3),
  /** libvips threads per image job (sharp.concurrency); keep IMAGE_JOBS_MAX × this at most the cores. */
  IMAGE_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  /** libvips' operation cache (sharp.cache) in MB; 0: off, as no upload is processed twice. */
  IMAGE_CACHE_MB: z.coerce.number().int().min(0).max(1_024).default(0),
  /** How long a routing opportunity answer is reused per tenant and search; tours saved here show at once. */
  ROUTING_CACHE_MS: z.coerce.number().int().min(0).default(5_000),
  /** Worker threads of the route optimiser; default: cores − 1, at least 1. */
  OPTIMIZER_POOL_SIZE: z.coerce.number().int().min(1).max(64).optional(),
  /** Budget of one route optimisation on its worker thread; over it the worker is terminated and the API answers 503. */
  OPTIMIZER_TIMEOUT_MS: z.coerce.number().int().min(1).default(5_000),
  /** How long a route optimisation may wait for a free worker thread (503 after). */
  OPTIMIZER_QUEUE_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  /** Route optimisations one tenant may have waiting or running at once; more answer 429 with Retry-After. */
  OPTIMIZER_MAX_PER_TENANT: z.coerce.number().int().min(1).default(2),
  /** iCalendar feeds a process renders at once (each holds a pooled connection a few ms); more answer 429 with Retry-After. */
  ICAL_MAX_RENDERS: z.coerce.number().int().min(1).default(8),
  /** iCalendar feeds of one tenant a process renders at once; more answer 429 with Retry-After. */
  ICAL_MAX_PER_TENANT: z.coerce.number().int().min(1).default(4),
  /** The Retry-After of a feed refused for those caps, in seconds. */
  ICAL_RETRY_SECONDS: z.coerce.number().int().min(1).default(5),
  SEED_PERFORMERS: z.coerce.number().int().min(0).optional(),
  LOG_LEVEL: z.enum(['silent', 'error', 'warn', 'info', 'debug']).default('info'),
  /** On SIGTERM/SIGINT, how long in-flight requests (and the running job) may take to finish. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** After SIGTERM: how long the web role keeps accepting (not ready, closing each connection) before it stops. */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /** A request whose headers, or headers and body, have not arrived within this time is cut off (408). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(10_000),
  /** With a token, `GET /metrics` on PORT answers to `Authorization: Bearer <token>` only. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** With a port, Prometheus metrics are also served on their own listener (`/metrics`, no token). */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Load shedding: while the event loop runs this many ms late (sampled every 200 ms), new requests get 503 `overloaded`; 0 turns it off. */
  LOAD_SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(500),
  /** Load shedding: with this many requests in flight in one process, new ones get 503 `overloaded`; 0 turns it off. */
  LOAD_SHED_MAX_IN_FLIGHT: z.coerce.number().int().min(0).default(512),
  /** Seconds a client is told to wait (Retry-After) when the database is unreachable. */
  RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).default(5),
  /** Tests only: the offer sweep pauses this long after its first tenant's expiries (to crash it mid-sweep). */
  SWEEP_TEST_PAUSE_MS: z.coerce.number().int().min(0).default(0),
  /** With a secret key the `stripe` gateway is used; without one, the `local` gateway. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_\w+$/, 'Expected a Stripe secret key (sk_… or rk_…)')
    .optional(),
  /** The webhook endpoint's signing secret (whsec_…); required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'Expected a webhook signing secret (whsec_…)')
    .optional(),
  /** Where the Stripe SDK sends its calls instead of api.stripe.com (tests: a local recorder). */
  STRIPE_API_BASE: z.string().url().optional(),
  /** Outbox e-mail goes out through this SMTP server (smtp://user:pass@host:587, smtps://…:465); without it, nothing is sent. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'Expected an smtp:// or smtps:// URL')
    .optional(),
  /** The sender: `Name <address>` or an address (the tenant's name is shown as the sender's name). */
  MAIL_FROM: z
    .string()
    .regex(/^[^\r\n]*@[^\r\n]*$/, 'Expected an e-mail address, e.g. "Headliner <no-reply@example.com>"')
    .optional(),
  /** Attempts of a temporarily failing e-mail (4xx, connection errors) before it is recorded as failed. */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  /** Delay before the first retry; doubles with every attempt (capped at six hours). */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(0).default(60_000),
  /** How often a worker looks for new outbox e-mail (besides the minute schedule); 0: only every minute. */
  MAIL_POLL_SECONDS: z.coerce.number().int().min(0).default(10),
  /** Development only: `GET /api/dev/mailbox` lists the tenant's outbox; without SMTP, mail is marked delivered there. */
  DEV_MAILBOX: z.enum(['true', 'false']).default('false'),
  /**
   * Days after a period's end on which a failed plan renewal is tried again (the first attempt is at
   * the end); after the last one fails, the plan ends (docs/plans-and-billing.md).
   */
  SUBSCRIPTION_RETRY_DAYS: z
    .string()
    .default('1,3,5')
    .transform((value) => value.split(',').map((day) => Number(day.trim())))
    .refine(
      (days) =>
        days.every((day, index) => Number.isInteger(day) && day > 0 && day <= 60 && day > (days[index - 1] ?? 0)),
      'Expected increasing whole days between 1 and 60, e.g. 1,3,5',
    ),
  /** Plan renewals one worker run charges at most (the rest wait for the next minute). */
  SUBSCRIPTION_RENEWALS_PER_RUN: z.coerce.number().int().min(1).max(10_000).default(100),
});

export type Config = z.infer<typeof EnvSchema> & { jwtSecret: string };

export function loadEnv(env: NodeJS.ProcessEnv = process.env): z.infer<typeof EnvSchema> {
  const parsed = EnvSchema.superRefine((value, context) => {
    if (value.STRIPE_SECRET_KEY && !value.STRIPE_WEBHOOK_SECRET)
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'Required when STRIPE_SECRET_KEY is set: payments are booked from verified webhooks',
      });
    if (value.SMTP_URL && !value.MAIL_FROM)
      context.addIssue({
        code: 'custom',
        path: ['MAIL_FROM'],
        message: 'Required when SMTP_URL is set: the sender address of every e-mail',
      });
  }).safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
