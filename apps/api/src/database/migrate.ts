import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions, type Entities } from './mikro-orm.config.ts';
import type { AppConfig } from '../config/app-config.ts';

/** Any fixed number, shared by every Prana process: only one of them migrates at a time. */
const MIGRATION_LOCK_ID = 4_2401_2026;

/**
 * Brings the schema up to date. Safe when several processes start at once: they queue on a
 * PostgreSQL advisory lock, and the later ones find nothing pending.
 */
export async function migrate(config: Pick<AppConfig, 'databaseUrl' | 'env'>, entities: Entities): Promise<string[]> {
  const orm = await MikroORM.init(ormOptions(config, entities));
  try {
    const connection = orm.em.getConnection();
    await connection.execute('select pg_advisory_lock(?)', [MIGRATION_LOCK_ID]);
    try {
      const applied = await orm.migrator.up();
      return applied.map((migration) => migration.name);
    } finally {
      await connection.execute('select pg_advisory_unlock(?)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    await orm.close(true);
  }
}
