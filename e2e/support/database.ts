import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * The owner connection to the test server's own embedded PostgreSQL (scripts/e2e-server.mjs keeps
 * its data, and the password the server generated, in E2E_DATA_DIR). Journeys use it only to move
 * a fixture in time (an event that has already happened), which the API rightly refuses to create.
 */
export async function withTestDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? path.join('.test-data', 'e2e'));
  const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const port = Number(process.env.E2E_PG_PORT ?? 54339);
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'marketplace' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Moves a booking's event `days` into the past (its venue's calendar), as if the show had happened. */
export async function moveEventIntoPast(offerId: string, days: number): Promise<void> {
  await withTestDatabase((client) =>
    client.query(`update offers set event_date = (now() at time zone venue_time_zone)::date - $2::int where id = $1`, [
      offerId,
      days,
    ]),
  );
}
