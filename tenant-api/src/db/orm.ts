import { MikroORM } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { allEntities } from '../entities';
import { migrationsList } from './migrations';

export type Orm = MikroORM;

export async function createOrm(clientUrl: string, options: { poolMax?: number } = {}): Promise<Orm> {
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
    discovery: { warnWhenNoEntities: false },
    allowGlobalContext: false,
    debug: false,
  });
}
