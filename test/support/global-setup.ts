import { execFile, execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { Redis } from 'ioredis';
import type { TestProject } from 'vitest/node';
import { testEnv, testEnvFor } from './env.ts';
import { JOURNEY_WORKERS } from './journey-workers.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
type TestEnv = ReturnType<typeof testEnvFor>;

/** Deletes every Redis key under the prefix (queues, rate limits, socket streams). */
async function clearRedis(env: TestEnv): Promise<void> {
  const redis = new Redis(env.REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${env.REDIS_PREFIX}:*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** A fresh database migrated by the same code `npm start` uses, and an empty Redis key space. */
async function prepare(env: TestEnv): Promise<void> {
  const database = new URL(env.DATABASE_URL).pathname.slice(1);
  const admin = new pg.Client({ connectionString: env.ADMIN_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.query(`create database ${database}`);
  } finally {
    await admin.end();
  }
  await clearRedis(env);
  await promisify(execFile)(process.execPath, ['apps/api/dist/cli/migrate.js'], { cwd: root, env: { ...process.env, ...env } });
}

/**
 * Once per run: the api built, and a fresh database and Redis key space for the suite, one per
 * journey worker for the browser suite.
 */
export default async function setup(project: TestProject): Promise<void> {
  Object.assign(process.env, testEnv);
  execFileSync(process.execPath, [`${root}/node_modules/@swc/cli/bin/swc.js`, 'src', '-d', 'dist', '--strip-leading-paths', '--config-file', '.swcrc', '--ignore', '**/*.spec.ts', '--quiet'], {
    cwd: `${root}/apps/api`,
    stdio: 'inherit',
  });
  const environments = project.name === 'web' ? Array.from({ length: JOURNEY_WORKERS }, (_, index) => testEnvFor(index + 1)) : [testEnv];
  await Promise.all(environments.map(prepare));
}
