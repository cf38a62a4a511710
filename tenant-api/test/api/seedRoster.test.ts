import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../src/db/bootstrap';
import { seedDemoIfEmpty } from '../../src/db/seed/demo';
import { FLAGSHIP } from '../../src/db/seed/tenants';
import { APP_ROLE, databaseUrl, dropDatabase } from '../support/harness';

const ownerUrl = databaseUrl(`t_${crypto.randomBytes(6).toString('hex')}`);

afterAll(() => dropDatabase(ownerUrl));

describe('the demo seed at bench sizes', () => {
  it('gives every performer of a roster larger than the name pool a distinct stage name', async () => {
    await prepareDatabase(ownerUrl, APP_ROLE);
    const roster = 6_000;
    const seeded = await seedDemoIfEmpty(ownerUrl, {
      tenants: [{ ...FLAGSHIP, performerCount: roster, venueCount: 0 }],
      withReviews: false,
    });
    expect(seeded).toBe(true);

    const owner = new pg.Client({ connectionString: ownerUrl });
    await owner.connect();
    try {
      const { rows } = await owner.query(
        `select count(*)::int as performers, count(distinct stage_name)::int as names,
                count(*) filter (where stage_name ~ ' \\d+$')::int as numbered
           from performers`,
      );
      expect(rows[0]).toMatchObject({ performers: roster, names: roster });
      // The pool holds about 2,500 names: the rest are numbered repeats ("Sam Rivera 2").
      expect(rows[0].numbered).toBeGreaterThan(roster - 2_600);
    } finally {
      await owner.end();
    }
  }, 120_000);
});
