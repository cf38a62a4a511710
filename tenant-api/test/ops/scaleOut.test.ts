import { describe, expect, it } from 'vitest';
import { haproxyConfig, pgBouncerIni, pgBouncerUserlist } from '../../../bench/scaleOut/config';
import {
  evaluate,
  historyLeadsTo,
  type DatabaseFacts,
  type Invariant,
  type Visibility,
} from '../../../bench/scaleOut/invariants';
import { readsByPool } from '../../../bench/scaleOut/samplers';
import type { BookingRecord } from '../../../bench/scaleOut/workload';

// The pure parts of `pnpm scale:test` (bench/scaleOut): the generated configuration files and the
// invariant evaluation, on crafted data that must pass and data that must fail.

describe('generated configuration', () => {
  it('PgBouncer runs in transaction mode on loopback in front of the given server', () => {
    const ini = pgBouncerIni({
      listenPort: 4201,
      serverPort: 4250,
      runDir: '/tmp/b',
      authFile: '/tmp/b/userlist.txt',
      poolSize: 20,
      maxClients: 1000,
    });
    expect(ini).toMatch(/^\* = host=127\.0\.0\.1 port=4250$/m);
    expect(ini).toMatch(/^pool_mode = transaction$/m);
    expect(ini).toMatch(/^listen_addr = 127\.0\.0\.1$/m);
    expect(ini).toMatch(/^listen_port = 4201$/m);
    expect(ini).toMatch(/^auth_file = \/tmp\/b\/userlist\.txt$/m);
    expect(pgBouncerUserlist(['postgres', 'marketplace_app'])).toBe('"postgres" ""\n"marketplace_app" ""\n');
  });

  it('HAProxy balances round robin over every web process, each checked on GET /api/ready', () => {
    const cfg = haproxyConfig({
      listenPort: 4200,
      servers: [
        { name: 'web1', port: 4211 },
        { name: 'web2', port: 4212 },
      ],
      adminSocket: '/tmp/h.sock',
      checkIntervalMs: 1000,
      checkTimeoutMs: 3000,
      fall: 3,
      rise: 2,
    });
    expect(cfg).toContain('bind 127.0.0.1:4200');
    expect(cfg).toContain('balance roundrobin');
    expect(cfg).toContain('option httpchk GET /api/ready');
    expect(cfg).toContain('server web1 127.0.0.1:4211 check inter 1000 fall 3 rise 2');
    expect(cfg).toContain('server web2 127.0.0.1:4212 check inter 1000 fall 3 rise 2');
    expect(cfg).toContain('stats socket /tmp/h.sock');
    // Only connection failures are retried by HAProxy: a request that reached a server is never replayed by it.
    expect(cfg).toMatch(/^ {2}retry-on conn-failure$/m);
  });
});

const booking = (n: number, overrides: Partial<BookingRecord> = {}): BookingRecord => ({
  tenant: 'flagship',
  createKey: `create-${n}`,
  eventName: `scale run ${n}`,
  offerId: `offer-${n}`,
  accepted: true,
  verified: true,
  paidCents: 172_500,
  ...overrides,
});

/** Two paid bookings, consistent everywhere. */
function cleanRun(): { records: BookingRecord[]; facts: DatabaseFacts; visibility: Visibility } {
  const records = [booking(1), booking(2)];
  const facts: DatabaseFacts = {
    offers: records.map((record) => ({
      id: record.offerId!,
      tenant: 'flagship',
      eventName: record.eventName,
      status: 'PAID',
    })),
    events: records.flatMap((record) => [
      { offerId: record.offerId!, fromStatus: null, toStatus: 'PENDING' },
      { offerId: record.offerId!, fromStatus: 'PENDING', toStatus: 'ACCEPTED' },
      { offerId: record.offerId!, fromStatus: 'ACCEPTED', toStatus: 'PAID' },
    ]),
    payments: records.map((record) => ({ offerId: record.offerId!, status: 'paid', amountCents: 172_500 })),
    charges: records.map((record, index) => ({ offerId: record.offerId!, journalId: `j${index}`, cashCents: 172_500 })),
    unbalancedJournals: [],
    unbalancedTenants: [],
    createKeys: records.map((record) => ({ key: record.createKey, offerId: record.offerId })),
  };
  return { records, facts, visibility: { changes: 4, worstMs: 120, late: 0 } };
}

const failing = (invariants: Invariant[]) => invariants.filter((invariant) => !invariant.ok).map(({ name }) => name);

describe('invariants', () => {
  it('a consistent run passes every invariant', () => {
    const { records, facts, visibility } = cleanRun();
    expect(failing(evaluate(records, facts, visibility, 2000))).toEqual([]);
  });

  it('a run in which no booking went through proves nothing and fails', () => {
    const { facts, visibility } = cleanRun();
    const unpaid = [booking(1, { verified: false, paidCents: null }), booking(2, { verified: false, paidCents: null })];
    expect(failing(evaluate(unpaid, facts, visibility, 2000))).toContain(
      'at least one booking made it through (else nothing was proven)',
    );
  });

  it('an acknowledged offer missing from the database is lost', () => {
    const { records, facts, visibility } = cleanRun();
    facts.offers.pop();
    expect(failing(evaluate(records, facts, visibility, 2000))).toContain('no offer lost');
  });

  it('an accepted offer still PENDING in the database is a lost accept', () => {
    const { records, facts, visibility } = cleanRun();
    facts.offers[0]!.status = 'PENDING';
    expect(failing(evaluate(records, facts, visibility, 2000))).toContain('no offer lost');
  });

  it('two offers for one attempt, or a key answered with another offer, are duplicates', () => {
    const { records, facts, visibility } = cleanRun();
    facts.offers.push({ ...facts.offers[0]!, id: 'offer-copy' });
    expect(failing(evaluate(records, facts, visibility, 2000))).toContain('no offer duplicated');
    const other = cleanRun();
    other.facts.createKeys[0]!.offerId = 'offer-2';
    expect(failing(evaluate(other.records, other.facts, other.visibility, 2000))).toEqual(['no offer duplicated']);
  });

  it('a history that does not lead to the offer’s status is broken', () => {
    expect(
      historyLeadsTo(
        [
          { offerId: 'o', fromStatus: 'PENDING', toStatus: 'ACCEPTED' },
          { offerId: 'o', fromStatus: null, toStatus: 'PENDING' },
        ],
        'ACCEPTED',
      ),
    ).toBe(true);
    const { records, facts, visibility } = cleanRun();
    facts.events = facts.events.filter((event) => !(event.offerId === 'offer-1' && event.toStatus === 'ACCEPTED'));
    expect(failing(evaluate(records, facts, visibility, 2000))).toEqual(['every offer’s history leads to its status']);
    expect(historyLeadsTo([{ offerId: 'o', fromStatus: null, toStatus: 'PENDING' }], 'PAID')).toBe(false);
  });

  it('a verified booking without a paid payment, or with two, fails the payment invariant', () => {
    const lost = cleanRun();
    lost.facts.payments[0]!.status = 'open';
    expect(failing(evaluate(lost.records, lost.facts, lost.visibility, 2000))).toContain(
      'no payment lost or duplicated',
    );
    const twice = cleanRun();
    twice.facts.payments.push({ ...twice.facts.payments[0]! });
    expect(failing(evaluate(twice.records, twice.facts, twice.visibility, 2000))).toContain(
      'no payment lost or duplicated',
    );
  });

  it('a paid payment without its charge journal, or with two, or another amount, fails the ledger invariant', () => {
    for (const change of [
      (facts: DatabaseFacts) => facts.charges.pop(),
      (facts: DatabaseFacts) => facts.charges.push({ ...facts.charges[0]!, journalId: 'again' }),
      (facts: DatabaseFacts) => (facts.charges[0]!.cashCents = 1),
    ]) {
      const { records, facts, visibility } = cleanRun();
      change(facts);
      expect(failing(evaluate(records, facts, visibility, 2000))).toEqual(['no ledger entry lost or duplicated']);
    }
  });

  it('a journal or a tenant whose ledger does not sum to zero fails', () => {
    const { records, facts, visibility } = cleanRun();
    facts.unbalancedTenants = [{ tenant: 'flagship', sumCents: 5 }];
    expect(failing(evaluate(records, facts, visibility, 2000))).toEqual(['the ledger sums to zero']);
  });

  it('an admin change shown late, or no admin change made at all, fails the visibility invariant', () => {
    const late = cleanRun();
    expect(failing(evaluate(late.records, late.facts, { changes: 3, worstMs: 2600, late: 1 }, 2000))).toEqual([
      'every admin change visible on every web process within 2 s',
    ]);
    const none = cleanRun();
    expect(failing(evaluate(none.records, none.facts, { changes: 0, worstMs: null, late: 0 }, 2000))).toEqual([
      'every admin change visible on every web process within 2 s',
    ]);
  });
});

describe('reads by pool', () => {
  it('sums headliner_db_reads_total per pool, and is null without the metric', () => {
    const text = [
      '# TYPE headliner_db_reads_total counter',
      'headliner_db_reads_total{pool="replica"} 30',
      'headliner_db_reads_total{pool="primary"} 10',
      'headliner_db_reads_total{pool="replica",reason="x"} 5',
    ].join('\n');
    expect(readsByPool(text)).toEqual({ replica: 35, primary: 10 });
    expect(readsByPool('headliner_http_requests_total 3')).toBeNull();
  });
});
