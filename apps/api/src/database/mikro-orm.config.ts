import { defineConfig, type Options } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { MIGRATIONS } from './migrations/index.ts';
import type { AppConfig } from '../config/app-config.ts';
import { boundConnectionQueue } from './bounded-queue.ts';
import { prepareStatements } from './prepared-statements.ts';
import { listEntities } from './entity-references.ts';

/** The entity classes the ORM maps: the features own them, and the app lists them once (bootstrap/entities.ts). */
export type Entities = NonNullable<Options['entities']>;

/**
 * One ORM configuration for the api, the worker, the CLI and the tests, given the entities (no folder
 * discovery: the same list works from src, dist and tests). The schema belongs to migrations.
 */
export function ormOptions(config: Pick<AppConfig, 'databaseUrl' | 'env'> & Partial<Pick<AppConfig, 'databasePool'>>, entities: Entities): Options {
  // The api and worker pass their pool settings; one-off tools (migrate, seed) use a small pool and wait.
  const pool = config.databasePool;
  listEntities(entities);
  return defineConfig({
    clientUrl: config.databaseUrl,
    entities,
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
    // Relations still propagate once an entity is managed (MikroORM defines their accessors then,
    // shared by every instance); on the prototype, the first write of each property gave every
    // instance its own getter and setter: the api's largest single source of garbage per request.
    propagationOnPrototype: false,
    allowGlobalContext: false,
    debug: false,
    // No escape codes in JSON logs or files: colours only for a terminal.
    colors: process.stdout.isTTY === true,
    pool: { min: 0, max: pool?.max ?? 10 },
    // A bounded wait and a bounded queue for a connection: when PostgreSQL is slow, requests beyond
    // them are refused quickly (503 + Retry-After, see common/http-exception.filter.ts) instead of
    // queueing behind each other until every client times out.
    driverOptions: {
      ...(pool ? { connectionTimeoutMillis: pool.waitMs } : {}),
      onPoolCreated: (created: Pool) => {
        prepareStatements(created);
        if (pool) boundConnectionQueue(created, pool.queueMax);
      },
    },
  });
}
