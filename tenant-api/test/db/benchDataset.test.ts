import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { datasetSize, generateDataset, HEAVY_BUYER } from '../../../bench/dataset';
import { quoteIdent } from '../../src/db/bootstrap';
import { freshDatabaseUrl } from '../runtime/processes';

// The bench's marketplace-scale dataset (bench/dataset.ts), generated at a thousandth of its size:
// the counts it promises, offers as the app itself would hold them, and the same rows again from
// the same seed (another seed, other rows).
const SCALE = 0.001;
const NOW = new Date('2026-11-02T00:00:00Z');
const databases: string[] = [];
let owner: pg.Client;

async function generated(seed: number): Promise<string> {
  const url = freshDatabaseUrl(inject('adminUrl'));
  databases.push(url);
  expect(await generateDataset(url, { scale: SCALE, seed, now: NOW })).toBe(true);
  return url;
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** One digest of every offer, its history and the buyers: equal digests, equal rows. */
const DIGEST = `select md5(
    (select string_agg(concat_ws('|', id, buyer_id, performer_id, status, event_date, venue_name,
        offer_amount_cents, total_amount_cents, response_deadline, paid_at, created_at), ',' order by id) from offers)
    || (select string_agg(concat_ws('|', offer_id, to_status, created_at), ',' order by offer_id, created_at, to_status)
          from offer_events)
    || (select string_agg(concat_ws('|', id, email), ',' order by id) from users)) as digest`;

let first: string;
beforeAll(async () => {
  first = await generated(7);
  owner = new pg.Client({ connectionString: first });
  await owner.connect();
});

afterAll(async () => {
  await owner?.end();
  const admin = new pg.Client({ connectionString: inject('adminUrl') });
  await admin.connect();
  for (const url of databases)
    await admin.query(`drop database if exists ${quoteIdent(new URL(url).pathname.slice(1))} with (force)`);
  await admin.end();
});

describe('the bench dataset', () => {
  const size = datasetSize(SCALE);

  it('has the offers, tenants and heavy buyer it promises', async () => {
    const [counts] = (
      await owner.query(
        `select (select count(*) from offers)::int as offers,
                (select count(*) from tenants where not is_default and slug like 'agency-%')::int as agencies,
                (select count(*) from offers o join users u on u.id = o.buyer_id where u.email = $1)::int as heavy,
                (select count(*) from offers o
                  where not exists (select 1 from offer_events e where e.offer_id = o.id))::int as without_history`,
        [HEAVY_BUYER],
      )
    ).rows;
    expect(counts).toEqual({
      offers: size.offers,
      agencies: size.agencyTenants,
      heavy: size.heavyBuyerOffers,
      without_history: 0,
    });
  });

  it('holds each offer as the app would: deadlines only where a response is due, paid ones with a payment', async () => {
    const [wrong] = (
      await owner.query(
        `select count(*) filter (where (status in ('PENDING', 'COUNTER_OFFER', 'ACCEPTED')) <> (response_deadline is not null))::int as deadlines,
                count(*) filter (where response_deadline > created_at + interval '72 hours'
                    or (status <> 'ACCEPTED' and response_deadline > created_at + interval '48 hours'))::int as late_deadlines,
                count(*) filter (where (status in ('PAID', 'COMPLETED', 'PAID_OUT')) <> (paid_at is not null))::int as payments,
                count(*) filter (where total_amount_cents <> subtotal_cents + platform_fee_cents)::int as totals
           from offers`,
      )
    ).rows;
    expect(wrong).toEqual({ deadlines: 0, late_deadlines: 0, payments: 0, totals: 0 });
    const [history] = (
      await owner.query(
        `select count(*)::int as not_reaching from offers o
          where not exists (select 1 from offer_events e where e.offer_id = o.id and e.to_status = o.status)`,
      )
    ).rows;
    expect(history!.not_reaching).toBe(0);
  });

  it('is the same row for row from the same seed, and other rows from another', async () => {
    const [again, other] = await Promise.all([generated(7), generated(8)]);
    const [a, b, c] = (
      await Promise.all([first, again, other].map((url) => query<{ digest: string }>(url, DIGEST)))
    ).map((rows) => rows[0]!.digest);
    expect(b).toBe(a);
    expect(c).not.toBe(a);
  }, 180_000);
});
