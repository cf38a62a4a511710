import { MikroORM } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { allEntities } from '../entities';
import { migrationsList } from './migrations';

export type Orm = MikroORM;

/**
 * `ensureDatabase: false` for the app's pools: the migrate step made the database, and checking it
 * connects to the server's `postgres` database, which a replica's or PgBouncer's login may not reach.
 */
export async function createOrm(
  clientUrl: string,
  options: { poolMax?: number; ensureDatabase?: boolean } = {},
): Promise<Orm> {
  return MikroORM.init({
    clientUrl,
    entities: allEntities,
    extensions: [Migrator],
    migrations: {
      migrationsList,
      transactional: true,
      allOrNothing: true,
      silent: true,
      tableName: 'schema_migrations',
    },
    pool: { min: 0, max: options.poolMax ?? 20 },
    ensureDatabase: options.ensureDatabase ?? true,
    discovery: { warnWhenNoEntities: false },
    allowGlobalContext: false,
    debug: false,
  });
}
