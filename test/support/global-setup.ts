import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Redis } from 'ioredis';
import { TEST_DATABASE, testEnv } from './env.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Deletes every Redis key under the test prefix (queues, rate limits, socket streams). */
export async function clearTestRedis(): Promise<void> {
  const redis = new Redis(testEnv.REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${testEnv.REDIS_PREFIX}:*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * Once per run: a fresh test database migrated and seeded by the same code `npm start` uses,
 * and an empty Redis key space under the test prefix.
 */
export default async function setup(): Promise<void> {
  Object.assign(process.env, testEnv);
  const admin = new pg.Client({ connectionString: testEnv.ADMIN_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${TEST_DATABASE} with (force)`);
    await admin.query(`create database ${TEST_DATABASE}`);
  } finally {
    await admin.end();
  }
  await clearTestRedis();
  execFileSync(process.execPath, [`${root}/node_modules/@swc/cli/bin/swc.js`, 'src', '-d', 'dist', '--strip-leading-paths', '--config-file', '.swcrc', '--ignore', '**/*.spec.ts', '--quiet'], {
    cwd: `${root}/apps/api`,
    stdio: 'inherit',
  });
  execFileSync(process.execPath, ['apps/api/dist/cli/migrate.js'], { cwd: root, env: { ...process.env, ...testEnv }, stdio: ['ignore', 'ignore', 'inherit'] });
}
