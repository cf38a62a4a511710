import sharp from 'sharp';
import type { Config } from '../config';
import { WorkLimiter } from '../ops/workLimiter';

type ImageSettings = Pick<
  Config,
  'IMAGE_JOBS_MAX' | 'IMAGE_JOBS_MAX_PER_TENANT' | 'IMAGE_RETRY_SECONDS' | 'IMAGE_THREADS' | 'IMAGE_CACHE_MB'
>;

const configured = new WeakSet<object>();

/**
 * sharp's process-wide settings (docs/media.md "Memory and concurrency"), applied before any
 * image work: libvips threads per pipeline (IMAGE_THREADS) and its operation cache
 * (IMAGE_CACHE_MB; off by default, as no upload is processed twice). Each running pipeline also
 * holds one thread of libuv's pool (4 by default), which file system calls and DNS lookups share:
 * the job cap keeps the rest of the pool free for them.
 */
export function configureSharp(settings: Pick<ImageSettings, 'IMAGE_THREADS' | 'IMAGE_CACHE_MB'>): void {
  if (configured.has(settings)) return;
  configured.add(settings);
  sharp.concurrency(settings.IMAGE_THREADS);
  if (settings.IMAGE_CACHE_MB === 0) sharp.cache(false);
  else sharp.cache({ memory: settings.IMAGE_CACHE_MB, files: 0, items: 100 });
}

const limiterOf = WorkLimiter.perConfig((config: ImageSettings) => ({
  what: 'images',
  perProcess: config.IMAGE_JOBS_MAX,
  perTenant: config.IMAGE_JOBS_MAX_PER_TENANT,
  retryAfterSeconds: config.IMAGE_RETRY_SECONDS,
}));

/**
 * The cap on image jobs (photo and logo uploads) running at once in this process, all tenants
 * (IMAGE_JOBS_MAX) and per tenant (IMAGE_JOBS_MAX_PER_TENANT): past it 429 with Retry-After,
 * never a queue. sharp is set up before the first job.
 */
export function imageJobLimiter(config: ImageSettings): WorkLimiter {
  configureSharp(config);
  return limiterOf(config);
}
