import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Orm } from '../db/orm';
import { AppError } from '../http/errors';
import type { PaymentGateway } from '../payments/gateway';
import type { Payments } from '../payments/registry';

/** The Prometheus metrics of one process (its own registry, so tests can make several). */
export class Metrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'headliner_http_request_duration_seconds',
    help: 'HTTP request duration by method, route (the router pattern) and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly databaseUnavailable = new Counter({
    name: 'headliner_database_unavailable_total',
    help: 'Requests answered 503 because the database could not be reached',
    registers: [this.registry],
  });
  readonly requestsShed = new Counter({
    name: 'headliner_requests_shed_total',
    help: 'Requests answered 503 overloaded at once (ops/loadShedding.ts), by the limit that was past',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  readonly payments = new Counter({
    name: 'headliner_payment_operations_total',
    help: 'Payment gateway calls by provider, operation and outcome (ok, refused, error)',
    labelNames: ['provider', 'operation', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly jobLag = new Gauge({
    name: 'headliner_job_lag_seconds',
    help: 'Seconds between a job becoming due and a worker starting it (last job of the queue)',
    labelNames: ['queue'] as const,
    registers: [this.registry],
  });
  readonly jobDuration = new Histogram({
    name: 'headliner_job_duration_seconds',
    help: 'Job run time by queue and outcome',
    labelNames: ['queue', 'outcome'] as const,
    buckets: [0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [this.registry],
  });
  readonly jobLastSuccess = new Gauge({
    name: 'headliner_job_last_success_timestamp_seconds',
    help: 'When a job of the queue last finished without error (Unix time)',
    labelNames: ['queue'] as const,
    registers: [this.registry],
  });
  readonly mailResults = new Counter({
    name: 'headliner_mail_total',
    help: 'Outbox e-mails by delivery outcome (sent, retry, failed, dev_mailbox, unknown)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly sweepResults = new Counter({
    name: 'headliner_sweep_offers_total',
    help: 'Offers the sweep expired or paid out',
    labelNames: ['action'] as const,
    registers: [this.registry],
  });

  constructor(options: { defaultMetrics?: boolean } = {}) {
    if (options.defaultMetrics !== false) collectDefaultMetrics({ register: this.registry, prefix: 'headliner_' });
  }

  /**
   * Read-only requests by the pool that answered them: `replica`, or `primary` with why (no replica
   * configured, the client's own write not yet replayed there, the replica unreachable, a route that
   * wrote though declared read-only). `reason` on the replica: `read_only`, or `replayed` when the
   * request carried a write position the replica had reached.
   */
  readonly dbReads = new Counter({
    name: 'headliner_db_reads_total',
    help: 'Read-only requests by the database pool that served them (replica or primary) and why',
    labelNames: ['pool', 'reason'] as const,
    registers: [this.registry],
  });

  private readonly pools = new Map<string, Orm>();

  /** Connection pool use of an ORM (knex/tarn pool) labelled `pool` (`app`, `replica`), read at scrape time. */
  watchPool(orm: Orm, pool = 'app'): void {
    const first = this.pools.size === 0;
    this.pools.set(pool, orm);
    if (!first) return;
    const pools = this.pools;
    const gauge = (name: string, help: string, value: (p: TarnPool) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['pool'] as const,
        registers: [this.registry],
        collect() {
          for (const [label, watched] of pools) {
            const p = poolOf(watched);
            if (p) this.set({ pool: label }, value(p));
          }
        },
      });
    gauge('headliner_db_pool_connections_used', 'Pooled database connections in use', (p) => p.numUsed());
    gauge('headliner_db_pool_connections_idle', 'Pooled database connections idle', (p) => p.numFree());
    gauge('headliner_db_pool_waiting', 'Queries waiting for a pooled connection', (p) => p.numPendingAcquires());
    gauge('headliner_db_pool_max', 'Pool size limit', (p) => p.max);
  }

  /** Worker threads of the route optimiser (none until its first call), read at scrape time. */
  watchRouteOptimizer(optimizer: {
    stats(): { workers: number; busy: number; queued: number; replaced: number } | null;
  }): void {
    const gauge = (
      name: string,
      help: string,
      value: (stats: NonNullable<ReturnType<typeof optimizer.stats>>) => number,
    ) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          const stats = optimizer.stats();
          this.set(stats ? value(stats) : 0);
        },
      });
    gauge('headliner_route_optimizer_workers', 'Route optimiser worker threads running', (s) => s.workers);
    gauge('headliner_route_optimizer_busy', 'Route optimiser workers optimising a tour', (s) => s.busy);
    gauge('headliner_route_optimizer_queued', 'Route optimisations waiting for a worker', (s) => s.queued);
    gauge(
      'headliner_route_optimizer_workers_replaced',
      'Route optimiser workers terminated over budget or lost to a crash since the process started',
      (s) => s.replaced,
    );
  }

  /** The same payments, every gateway call counted by outcome. */
  instrumentPayments(payments: Payments): Payments {
    const wrapped = new Map<PaymentGateway, PaymentGateway>();
    const wrap = (gateway: PaymentGateway | null) => {
      if (!gateway) return null;
      let proxy = wrapped.get(gateway);
      if (!proxy) wrapped.set(gateway, (proxy = this.countCalls(gateway)));
      return proxy;
    };
    return { gateway: wrap(payments.gateway)!, byName: (name) => wrap(payments.byName(name)) };
  }

  private countCalls(gateway: PaymentGateway): PaymentGateway {
    const counter = this.payments;
    return new Proxy(gateway, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (typeof value !== 'function' || typeof property !== 'string') return value;
        return (...args: unknown[]) => {
          const labels = { provider: target.name, operation: property };
          let result: unknown;
          try {
            result = value.apply(target, args);
          } catch (error) {
            counter.inc({ ...labels, outcome: outcomeOf(error) });
            throw error;
          }
          if (!(result instanceof Promise)) return result;
          return result.then(
            (resolved) => {
              counter.inc({ ...labels, outcome: 'ok' });
              return resolved;
            },
            (error: unknown) => {
              counter.inc({ ...labels, outcome: outcomeOf(error) });
              throw error;
            },
          );
        };
      },
    });
  }
}

const outcomeOf = (error: unknown) => (error instanceof AppError && error.status < 500 ? 'refused' : 'error');

interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  max: number;
}

function poolOf(orm: Orm): TarnPool | null {
  try {
    const knex = orm.em.getConnection().getKnex() as unknown as { client?: { pool?: TarnPool } };
    return knex.client?.pool ?? null;
  } catch {
    return null;
  }
}
