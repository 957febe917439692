import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../../apps/api/src/database/mikro-orm.config.ts';
import { ENTITIES } from '../../apps/api/src/bootstrap/entities.ts';
import { migrate } from '../../apps/api/src/database/migrate.ts';
import { testEnv } from '../support/env.ts';

const config = { databaseUrl: testEnv.DATABASE_URL, env: 'test' as const };

describe('database schema', () => {
  let orm: MikroORM;
  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config, ENTITIES));
  });
  afterAll(() => orm.close(true));

  it('is exactly what the entities describe once migrations ran (no drift, no synchronize)', async () => {
    const sql = await orm.schema.getUpdateSchemaSQL({ wrap: false, safe: false, dropTables: true });
    expect(sql.trim()).toBe('');
  });

  it('is what the repositories are typed by (apps/api/src/database/db.generated.ts; after a migration run npm run db:types)', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    // Exits non-zero, with the difference, when the file is not what the migrated schema generates.
    expect(() =>
      execFileSync(process.execPath, [`${root}/node_modules/kysely-codegen/dist/cli/bin.js`, '--verify', '--url', testEnv.DATABASE_URL], { cwd: root, stdio: 'pipe' }),
    ).not.toThrow();
  });

  it('migrates idempotently and safely when several processes start at once', async () => {
    const results = await Promise.all([migrate(config, ENTITIES), migrate(config, ENTITIES), migrate(config, ENTITIES)]);
    expect(results).toEqual([[], [], []]);
  });
});
