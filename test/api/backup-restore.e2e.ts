import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE, testEnv } from '../support/env.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RESTORED_DATABASE = `${TEST_DATABASE}_restored`;

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Row count of every table of every schema but the catalogue's, by "schema.table". */
async function rowCounts(database: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: withDatabase(testEnv.DATABASE_URL, database) });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const { rows } = await client.query<{ count: string }>(`select count(*) from ${name}`);
      counts[name] = Number(rows[0].count);
    }
    return counts;
  } finally {
    await client.end();
  }
}

/** The server's own major version of pg_dump first on the PATH, when the machine has several. */
async function pathForServer(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: testEnv.DATABASE_URL });
  await client.connect();
  const { rows } = await client.query<{ major: number }>(`select current_setting('server_version_num')::int / 10000 as major`);
  await client.end();
  const serverBin = `/usr/lib/postgresql/${rows[0].major}/bin`;
  return existsSync(serverBin) ? `${serverBin}:${process.env.PATH}` : process.env.PATH;
}

/** The libpq variables both scripts take, as the compose backup service sets them. */
function scriptEnv(path: string | undefined, database: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const url = new URL(testEnv.DATABASE_URL);
  return {
    PATH: path,
    PGHOST: url.hostname,
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username),
    PGPASSWORD: decodeURIComponent(url.password),
    PGDATABASE: database,
    ...extra,
  };
}

describe('backups (deploy/backup.sh and deploy/restore.sh, as the compose backup service runs them)', () => {
  let dir: string;
  let admin: pg.Client;
  let path: string | undefined;

  beforeAll(async () => {
    path = await pathForServer();
    dir = mkdtempSync(join(tmpdir(), 'prana-backup-'));
    admin = new pg.Client({ connectionString: testEnv.ADMIN_DATABASE_URL });
    await admin.connect();
  });

  afterAll(async () => {
    for (const database of [RESTORED_DATABASE, `${RESTORED_DATABASE}_restoring`]) await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  });

  it('dumps the seeded database, keeps the newest BACKUP_KEEP dumps, and the dump restores every row of every table', async () => {
    // Older dumps of this database (one past the retention), and files the pruning must not touch.
    const older = [`${TEST_DATABASE}-20240101T000000Z.dump`, `${TEST_DATABASE}-20240102T000000Z.dump`];
    const unrelated = [`other-20240101T000000Z.dump`, `${TEST_DATABASE}-notes.txt`];
    for (const name of [...older, ...unrelated]) writeFileSync(join(dir, name), 'not a dump');

    execFileSync('sh', [`${root}/deploy/backup.sh`], { env: scriptEnv(path, TEST_DATABASE, { BACKUP_DIR: dir, BACKUP_KEEP: '2' }), stdio: 'pipe' });

    const written = readdirSync(dir).filter((name) => /^.+-\d{8}T\d{6}Z\.dump$/.test(name) && ![...older, ...unrelated].includes(name));
    expect(written).toHaveLength(1);
    expect(readdirSync(dir).sort()).toEqual([older[1], written[0], ...unrelated].sort());

    execFileSync('sh', [`${root}/deploy/restore.sh`, join(dir, written[0])], { env: scriptEnv(path, RESTORED_DATABASE), stdio: 'pipe' });

    const source = await rowCounts(TEST_DATABASE);
    const restored = await rowCounts(RESTORED_DATABASE);
    // The seeded catalogue and demo data are there to compare, not only empty tables.
    expect(Object.values(source).filter((count) => count > 0).length).toBeGreaterThan(5);
    expect(restored).toEqual(source);
  });

  it('leaves the database as it was when a dump cannot be restored (a copy cut short)', async () => {
    await admin.query(`drop database if exists ${RESTORED_DATABASE} with (force)`);
    await admin.query(`create database ${RESTORED_DATABASE}`);
    const client = new pg.Client({ connectionString: withDatabase(testEnv.DATABASE_URL, RESTORED_DATABASE) });
    await client.connect();
    await client.query('create table kept (id int); insert into kept values (1)');
    await client.end();
    const own = mkdtempSync(join(dir, 'cut-'));
    execFileSync('sh', [`${root}/deploy/backup.sh`], { env: scriptEnv(path, TEST_DATABASE, { BACKUP_DIR: own }), stdio: 'pipe' });
    const [dump] = readdirSync(own);
    const whole = readFileSync(join(own, dump));
    writeFileSync(join(own, dump), whole.subarray(0, Math.floor(whole.length / 2)));

    expect(() => execFileSync('sh', [`${root}/deploy/restore.sh`, join(own, dump)], { env: scriptEnv(path, RESTORED_DATABASE), stdio: 'pipe' })).toThrow(/is unchanged/);

    expect(await rowCounts(RESTORED_DATABASE)).toEqual({ 'public.kept': 1 });
    const { rows } = await admin.query(`select datname from pg_database where datname = $1`, [`${RESTORED_DATABASE}_restoring`]);
    expect(rows).toEqual([]);
  });
});
