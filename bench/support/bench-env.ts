// Benchmarks run against their own database and Redis prefix, migrated and seeded like `npm start`.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export const benchEnv = {
  NODE_ENV: 'production',
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/prana_bench',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  REDIS_PREFIX: process.env.BENCH_REDIS_PREFIX ?? 'prana-bench',
  SESSION_SECRET: 'prana-bench-session-secret',
  // A fixed key for the benchmark's database only (32 bytes, base64), required in production.
  DOCUMENT_KEY: Buffer.alloc(32, 7).toString('base64'),
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  // Benchmarks hammer the sign-in endpoints from one address.
  LOGIN_MAX_ATTEMPTS: '1000000',
  LOGIN_ADDRESS_MAX_ATTEMPTS: '1000000',
  LOGIN_ACCOUNT_MAX_ATTEMPTS: '1000000',
  // Every simulated guest signs in from this one address, and the visitors' burst is the load itself.
  CLIENT_CONCURRENCY_MAX: '10000',
} as const;

/**
 * A fresh benchmark database, migrated and seeded by the same code `npm start` uses, and an empty
 * Redis prefix: an earlier run's leftovers (its escalation jobs fire 15 minutes after their
 * requests, thousands at once after a run under pgbench) must not load this one.
 */
export async function prepareBenchStores(): Promise<void> {
  const redis = new Redis(benchEnv.REDIS_URL);
  try {
    for await (const keys of redis.scanStream({ match: `${benchEnv.REDIS_PREFIX}:*`, count: 1000 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) await redis.unlink(...keys);
    }
  } finally {
    redis.disconnect();
  }
  const url = new URL(benchEnv.DATABASE_URL);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  execFileSync('npm', ['run', 'build:api'], { cwd: root, stdio: 'ignore' });
  execFileSync(process.execPath, ['apps/api/dist/cli/migrate.js'], { cwd: root, env: { ...process.env, ...benchEnv }, stdio: 'ignore' });
}

/** A count or duration from the environment (`BENCH_ROUNDS=3`); anything but a whole number ≥ 1 stops the run. */
export function positiveSetting(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name}=${raw}: expected a whole number of at least 1 (default ${fallback}).`);
  return value;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
