import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { ENTITIES } from './entities.ts';
import { MIGRATIONS } from './migrations/index.ts';
import type { AppConfig } from '../config/app-config.ts';

/** One ORM configuration for the api, the worker, the CLI and the tests. The schema belongs to migrations. */
export function ormOptions(config: Pick<AppConfig, 'databaseUrl' | 'env'>): Options {
  return defineConfig({
    clientUrl: config.databaseUrl,
    entities: ENTITIES,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: {
      tableName: 'mikro_orm_migrations',
      migrationsList: MIGRATIONS,
      pathTs: 'apps/api/src/database/migrations',
      path: 'apps/api/src/database/migrations',
      transactional: true,
      allOrNothing: true,
      emit: 'ts',
      // Migrations are the schema's history; no snapshot files beside them.
      snapshot: false,
    },
    ensureDatabase: false,
    allowGlobalContext: false,
    debug: false,
    // No escape codes in JSON logs or files: colours only for a terminal.
    colors: process.stdout.isTTY === true,
    pool: { min: 0, max: 10 },
  });
}
