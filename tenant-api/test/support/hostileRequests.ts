import http from 'node:http';
import fc from 'fast-check';
import sharp from 'sharp';
import { usCities } from '../../src/db/seed/cities';

/**
 * The classes of request that once stalled a web process for every tenant (issue 38), each as a
 * fast-check generator of cases and a way to send one case to a server on `port`. Shared by the
 * as-shipped stall suite (test/stall) and `pnpm bench stall`, so both try the same shapes.
 */
export interface Answer {
  status: number;
  retryAfter?: string;
  contentType?: string;
  text: string;
}

export interface SendOptions {
  body?: string | Buffer;
  headers?: Record<string, string>;
  /** Sends the body without Content-Length (chunked), as Node's http does for a body written at once. */
  chunked?: boolean;
  contentType?: string;
}

/** One request on its own connection; a reset or refusal is answered as status 0 with its code. */
export function send(port: number, method: string, target: string, options: SendOptions = {}): Promise<Answer> {
  const { body } = options;
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: target,
        agent: false,
        headers: {
          host: 'localhost',
          ...(body !== undefined ? { 'content-type': options.contentType ?? 'application/json' } : {}),
          ...(body !== undefined && !options.chunked ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'],
            contentType: res.headers['content-type'],
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, text: error.code ?? String(error) }));
    if (body !== undefined) request.write(body);
    request.end();
  });
}

/**
 * `send`, as a well-behaved client does it: a 503 or 429 with Retry-After is tried again after the
 * wait it names (at most `attempts` times). For setting up, not for the classes themselves.
 */
export async function sendPatiently(
  port: number,
  method: string,
  target: string,
  options: SendOptions = {},
  attempts = 10,
): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    const answer = await send(port, method, target, options);
    const wait = Number(answer.retryAfter);
    if (attempt >= attempts || !(answer.status === 503 || answer.status === 429) || !(wait > 0)) return answer;
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
}

/** The answers the API documents: 2xx, its 4xx, or 503 with Retry-After. */
const DOCUMENTED_4XX = new Set([400, 401, 403, 404, 405, 408, 409, 410, 413, 415, 422, 429]);
export function undocumented(answers: readonly Answer[]): Answer[] {
  return answers.filter(
    (answer) =>
      !(answer.status >= 200 && answer.status < 300) &&
      !DOCUMENTED_4XX.has(answer.status) &&
      !(answer.status === 503 && answer.retryAfter),
  );
}

export function tally(answers: readonly Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** What the classes need of the server: its port, and tokens of the demo accounts they act as. */
export interface Target {
  port: number;
  buyer: string;
  performer: string;
  admin: string;
  /** The demo performer's feed address path (`/api/calendar-feeds/…`). */
  feedPath: string;
}

export interface HostileClass<Case> {
  name: string;
  cases: fc.Arbitrary<Case>;
  /** Turns a generated case into what `run` sends (images are made here, before any probing). */
  prepare?(sample: Case): Promise<Case>;
  run(target: Target, sample: Case): Promise<Answer[]>;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A JSON text nested `depth` levels deep, arrays and objects mixed as `pattern` says. */
export function nestedJson(depth: number, pattern: readonly boolean[]): string {
  const open: string[] = [];
  const close: string[] = [];
  for (let level = 0; level < depth; level++) {
    const object = pattern[level % pattern.length]!;
    open.push(object ? '{"a":' : '[');
    close.push(object ? '}' : ']');
  }
  return `${open.join('')}1${close.reverse().join('')}`;
}

export const nestedJsonClass: HostileClass<{ depth: number; pattern: boolean[]; endpoint: string }> = {
  name: 'nested JSON (anonymous)',
  cases: fc.record({
    depth: fc.oneof(fc.integer({ min: 17, max: 64 }), fc.integer({ min: 1_000, max: 30_000 })),
    pattern: fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }),
    endpoint: fc.constantFrom('/api/auth/signin', '/api/auth/signup', '/api/contact'),
  }),
  run: async ({ port }, { depth, pattern, endpoint }) => [
    await send(port, 'POST', endpoint, { body: nestedJson(depth, pattern) }),
  ],
};

export const oversizeBodyClass: HostileClass<{ bytes: number; chunked: boolean; endpoint: string }> = {
  name: 'over-size bodies (Node http, written at once)',
  cases: fc.record({
    bytes: fc.integer({ min: 64 * 1024 + 1, max: 8 * 1024 * 1024 }),
    chunked: fc.boolean(),
    endpoint: fc.constantFrom('/api/auth/signin', '/api/contact', '/api/auth/signup'),
  }),
  run: async ({ port }, { bytes, chunked, endpoint }) => [
    await send(port, 'POST', endpoint, { body: Buffer.alloc(bytes, 0x20), chunked }),
  ],
};

/** Words a buyer types: common ones, name parts, genres, and misspellings of them. */
const WORDS = [
  'comedy',
  'comedian',
  'magic',
  'magician',
  'the',
  'and',
  'john',
  'smith',
  'johnson',
  'garcia',
  'lee',
  'show',
  'improv',
  'stand',
  'up',
  'juggler',
  'ventriloquist',
  'family',
  'clean',
  'musical',
  'mike',
  'sarah',
  'jerry',
  'band',
  'duo',
  'laugh',
  'funny',
  'night',
  'live',
  'acrobat',
  'mentalist',
  'host',
  'corporate',
  'kids',
];
const misspelt = (word: string, at: number) =>
  word.length < 3 ? word : word.slice(0, at % word.length) + word.slice((at % word.length) + 1);
const searchWords = fc
  .array(fc.tuple(fc.constantFrom(...WORDS), fc.nat(20), fc.boolean()), { minLength: 1, maxLength: 3 })
  .map((parts) => parts.map(([word, at, typo]) => (typo ? misspelt(word, at) : word)).join(' '));

const SORTS = ['featured', 'rating', 'price-low', 'price-high', 'newest'];
const STATES = ['CA', 'TX', 'NY', 'FL', 'IL', 'WA'];

export const browseDeepPageClass: HostileClass<Record<string, string | number | undefined>> = {
  name: 'browse: searches, filters, sorts, deep pages',
  cases: fc.record(
    {
      query: searchWords,
      page: fc.oneof(fc.integer({ min: 1, max: 41 }), fc.integer({ min: 42, max: 5_000 })),
      limit: fc.integer({ min: 12, max: 48 }),
      sortBy: fc.constantFrom(...SORTS),
      state: fc.constantFrom(...STATES),
      genres: fc.constantFrom('Comedy', 'Magic', 'Comedy,Magic', 'Music'),
      cleanContent: fc.constant('true'),
    },
    { requiredKeys: ['page', 'limit', 'sortBy'] },
  ),
  run: async ({ port }, sample) => {
    const query = new URLSearchParams(
      Object.entries(sample).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
    );
    return [await send(port, 'GET', `/api/performers?${query}`)];
  },
};

export const adminSearchClass: HostileClass<{ list: string; query: string; page: number }> = {
  name: 'admin lists: searches and deep pages',
  cases: fc.record({
    list: fc.constantFrom('/api/admin/performers', '/api/admin/users', '/api/admin/audit'),
    query: searchWords,
    page: fc.oneof(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 21, max: 10_000 })),
  }),
  run: async ({ port, admin }, { list, query, page }) => {
    const search = list.endsWith('/audit') ? '' : `&query=${encodeURIComponent(query)}`;
    return [await send(port, 'GET', `${list}?page=${page}${search}`, { headers: bearer(admin) })];
  },
};

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const opportunitySearchClass: HostileClass<{ detour: number; start: number; span: number; limit: number }> = {
  name: 'opportunity search: long tours, random detours',
  cases: fc.record({
    detour: fc.oneof(fc.integer({ min: 1, max: 500 }), fc.double({ min: 0.01, max: 500, noNaN: true })),
    start: fc.integer({ min: 0, max: 30 }),
    span: fc.constantFrom(7, 14, 30, 60, 90, 366),
    limit: fc.integer({ min: 1, max: 200 }),
  }),
  run: async ({ port, buyer }, { detour, start, span, limit }) => [
    await send(port, 'POST', '/api/integration/routing/opportunities', {
      headers: bearer(buyer),
      body: JSON.stringify({
        startDate: inDays(start),
        endDate: inDays(start + span),
        maxDetourMiles: Math.max(0.01, Math.round(detour * 100) / 100),
        limit,
      }),
    }),
  ],
};

/** The 200 largest US cities, for tours that zig-zag coast to coast. */
const TOUR_CITIES = usCities()
  .slice(0, 200)
  .map((city) => [city.name, city.state] as const);

/** Tour bodies of 2–40 stops over random cities, a few days apart, starting within the search windows. */
export const longTours = fc
  .tuple(fc.shuffledSubarray(TOUR_CITIES, { minLength: 2, maxLength: 40 }), fc.integer({ min: 0, max: 20 }))
  .map(([cities, firstDay]) => ({
    name: `Tour of ${cities.length}`,
    stops: cities.map(([city, state], index) => ({ city, state, date: inDays(firstDay + 1 + index * 2) })),
  }));

/** Adds generated tours for the demo performer (the search's tours). */
export async function addTours(target: Target, count: number, seed: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const tour of fc.sample(longTours, { numRuns: count, seed })) {
    answers.push(
      await sendPatiently(target.port, 'POST', '/api/tours', {
        headers: bearer(target.performer),
        body: JSON.stringify(tour),
      }),
    );
  }
  return answers;
}

export const calendarFeedClass: HostileClass<{ reads: number }> = {
  name: 'calendar feed at the rule maximum',
  cases: fc.record({ reads: fc.integer({ min: 1, max: 3 }) }),
  run: async ({ port, feedPath }, { reads }) =>
    Promise.all(Array.from({ length: reads }, () => send(port, 'GET', feedPath))),
};

const noteText = fc.string({ maxLength: 200, unit: 'grapheme' });

/** Fills the demo performer's calendar with weekly rules until the API refuses one (the maximum). */
export async function fillCalendar(target: Target, seed: number, most = 1_000): Promise<Answer[]> {
  const rules = fc.sample(
    fc.record({
      weekday: fc.integer({ min: 1, max: 7 }),
      start: fc.integer({ min: 0, max: 22 }),
      note: noteText,
    }),
    { numRuns: most, seed },
  );
  const answers: Answer[] = [];
  for (const { weekday, start, note } of rules) {
    const pad = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
    const answer = await sendPatiently(target.port, 'POST', '/api/performers/me/availability/blocks', {
      headers: bearer(target.performer),
      body: JSON.stringify({ kind: 'weekly', weekday, startTime: pad(start), endTime: pad(start + 1), note }),
    });
    answers.push(answer);
    if (answer.status !== 201) break;
  }
  return answers;
}

interface PhotoCase {
  width: number;
  height: number;
  format: 'png' | 'jpeg' | 'webp';
  image?: Buffer;
}

export const photoUploadClass: HostileClass<PhotoCase> = {
  name: 'photo uploads: large and odd dimensions',
  // Ordinary photos, the largest ones a phone makes and a little past the pixel limit, and strips
  // past the side and aspect limits: at most ~48 MP, so the test machine can make them quickly.
  cases: fc
    .record({
      size: fc.oneof(
        fc.tuple(fc.integer({ min: 16, max: 2_400 }), fc.integer({ min: 16, max: 2_400 })),
        fc.tuple(fc.integer({ min: 4_000, max: 8_000 }), fc.integer({ min: 3_000, max: 6_000 })),
        fc.tuple(fc.integer({ min: 8_000, max: 10_500 }), fc.integer({ min: 16, max: 1_200 })),
      ),
      tall: fc.boolean(),
      format: fc.constantFrom('png' as const, 'jpeg' as const, 'webp' as const),
    })
    .map(({ size: [long, short], tall, format }) => ({
      width: tall ? short : long,
      height: tall ? long : short,
      format,
    })),
  async prepare(sample) {
    // One colour compresses to a few KB at any size: the pixel count, not the bytes, is the load.
    const canvas = sharp({
      create: { width: sample.width, height: sample.height, channels: 3, background: { r: 200, g: 80, b: 40 } },
      limitInputPixels: false,
    });
    // WebP cannot be wider or higher than 16,383 pixels.
    const tooBigForWebp = sample.format === 'webp' && Math.max(sample.width, sample.height) > 16_383;
    const image = await (tooBigForWebp ? canvas.png() : canvas[sample.format]()).toBuffer();
    return { ...sample, image };
  },
  run: async ({ port, performer }, { image }) => [
    await send(port, 'POST', '/api/performers/me/photos', {
      headers: bearer(performer),
      body: image!,
      contentType: 'application/octet-stream',
    }),
  ],
};

/** Every class, in the order the suite and the bench run them. */
export const HOSTILE_CLASSES: HostileClass<any>[] = [
  nestedJsonClass,
  oversizeBodyClass,
  browseDeepPageClass,
  adminSearchClass,
  opportunitySearchClass,
  calendarFeedClass,
  photoUploadClass,
];

/** Signs in a demo account; its token. */
export async function signIn(port: number, email: string): Promise<string> {
  const answer = await sendPatiently(port, 'POST', '/api/auth/signin', {
    body: JSON.stringify({ email, password: 'demo-password' }),
  });
  if (answer.status !== 200) throw new Error(`sign-in of ${email}: ${answer.status} ${answer.text}`);
  return JSON.parse(answer.text).token as string;
}

/** Tokens of the flagship's demo buyer, performer and admin, and the performer's feed path. */
export async function targetOn(port: number): Promise<Target> {
  const [buyer, performer, admin] = await Promise.all(
    ['buyer.basic@demo.test', 'performer@demo.test', 'admin@demo.test'].map((email) => signIn(port, email)),
  );
  const calendar = await sendPatiently(port, 'GET', '/api/performers/me/availability', {
    headers: bearer(performer!),
  });
  if (calendar.status !== 200) throw new Error(`calendar: ${calendar.status} ${calendar.text}`);
  const feedUrl = new URL(JSON.parse(calendar.text).feedUrl as string);
  return { port, buyer: buyer!, performer: performer!, admin: admin!, feedPath: feedUrl.pathname };
}
