/** An HTTP client for the workload: keep-alive, any Host header, and counted retries of idempotent calls. */
import crypto from 'node:crypto';
import http from 'node:http';

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: any;
}

export interface CallOptions {
  host: string;
  token?: string;
  json?: unknown;
  form?: string;
  idempotencyKey?: string;
}

/** Counters shared by every call of a run. */
export class Tally {
  requests = 0;
  retries = 0;
  readonly retriesByKind: Record<string, number> = {};
  readonly failuresByKind: Record<string, number> = {};
  readonly byOperation: Record<string, number> = {};

  failures(): number {
    return Object.values(this.failuresByKind).reduce((sum, count) => sum + count, 0);
  }
}

const RETRYABLE_STATUS = new Set([502, 503, 504]);
const MAX_ATTEMPTS = 6;

export class MarketClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

  constructor(
    private readonly base: string,
    readonly tally: Tally,
  ) {}

  /**
   * One operation: retried (same Idempotency-Key, same body) after a connection failure or a
   * 502/503/504, up to 6 attempts; every attempt is a request, every repeat a retry. Every call
   * the workload makes is safe to repeat: reads, sign-in, keyed writes, and the checkout form
   * (a paid session answers its redirect again). `expected` statuses count as success.
   */
  async call(
    operation: string,
    method: string,
    path: string,
    options: CallOptions,
    expected: number[],
  ): Promise<Reply> {
    this.tally.byOperation[operation] = (this.tally.byOperation[operation] ?? 0) + 1;
    let lastKind = '';
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      if (attempt > 1) {
        this.tally.retries++;
        this.tally.retriesByKind[lastKind] = (this.tally.retriesByKind[lastKind] ?? 0) + 1;
        await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** (attempt - 2)));
      }
      this.tally.requests++;
      try {
        const reply = await this.send(method, path, options);
        if (expected.includes(reply.status)) return reply;
        lastKind = `http_${reply.status}${reasonOf(reply)}`;
        if (!RETRYABLE_STATUS.has(reply.status)) break;
      } catch (error) {
        lastKind = `network_${(error as NodeJS.ErrnoException).code ?? 'error'}`;
      }
    }
    const kind = `${operation}:${lastKind}`;
    this.tally.failuresByKind[kind] = (this.tally.failuresByKind[kind] ?? 0) + 1;
    throw new CallFailed(kind);
  }

  /** One request, no retry, not counted (probes). */
  send(method: string, path: string, options: CallOptions): Promise<Reply> {
    const url = new URL(path, this.base);
    const payload =
      options.json !== undefined ? JSON.stringify(options.json) : options.form !== undefined ? options.form : undefined;
    const headers: http.OutgoingHttpHeaders = { host: options.host };
    if (payload !== undefined) {
      headers['content-type'] = options.json !== undefined ? 'application/json' : 'application/x-www-form-urlencoded';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path: `${url.pathname}${url.search}`,
          headers,
          agent: this.agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let body: unknown = text;
            if (String(res.headers['content-type'] ?? '').includes('json')) {
              try {
                body = JSON.parse(text);
              } catch {
                /* keep the text */
              }
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
          });
        },
      );
      req.setTimeout(15_000, () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
      req.on('error', reject);
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** What a failed answer says about its cause: the API's error code, or HAProxy's own page. */
function reasonOf(reply: Reply): string {
  if (typeof reply.body === 'object' && reply.body?.error?.code) return `_${reply.body.error.code}`;
  if (typeof reply.body === 'string' && reply.body.includes('No server is available')) return '_haproxy_no_server';
  return '';
}

export class CallFailed extends Error {
  constructor(readonly kind: string) {
    super(`call failed: ${kind}`);
  }
}

export const newKey = (label: string) => `${label}-${crypto.randomBytes(8).toString('hex')}`;
