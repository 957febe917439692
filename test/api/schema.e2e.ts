import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../../apps/api/src/database/mikro-orm.config.ts';
import { migrate } from '../../apps/api/src/database/migrate.ts';
import { testEnv } from '../support/env.ts';

const config = { databaseUrl: testEnv.DATABASE_URL, env: 'test' as const };

describe('database schema', () => {
  let orm: MikroORM;
  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config));
  });
  afterAll(() => orm.close(true));

  it('is exactly what the entities describe once migrations ran (no drift, no synchronize)', async () => {
    const sql = await orm.schema.getUpdateSchemaSQL({ wrap: false, safe: false, dropTables: true });
    expect(sql.trim()).toBe('');
  });

  it('migrates idempotently and safely when several processes start at once', async () => {
    const results = await Promise.all([migrate(config), migrate(config), migrate(config)]);
    expect(results).toEqual([[], [], []]);
  });
});
