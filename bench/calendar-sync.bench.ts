// Calendar sync benchmark (not part of `npm test`): a 5,000-event Airbnb-style feed pulled through
// the same code the worker runs (runPull: fetch, parse, diff, one transaction), against node-ical
// parsing the same text alone. Needs PostgreSQL and the built migrations (`npm run build:api`).
//   node bench/calendar-sync.bench.ts
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import ical from 'node-ical';
import { MikroORM } from '@mikro-orm/postgresql';
import { addDays, todayInBali } from '@prana/domain';
import type { PullDeps } from '../apps/api/src/calendar-sync/pull-runner.ts';
import { startFeedServer } from '../test/fixtures/ics/feed-server.ts';

const EVENTS = 5_000;
const RUNS = 5;
const VILLA = 'ubud-mansion-1';
const FEED_ID = '00000000-0000-4000-8000-0000000be9c1';
const root = fileURLToPath(new URL('..', import.meta.url));
// The worker's code as built (decorators and parameter properties need the build, not type stripping).
const { runPull } = (await import(`${root}apps/api/dist/calendar-sync/pull-runner.js`)) as typeof import('../apps/api/src/calendar-sync/pull-runner.ts');
const { feedAddressGuard } = (await import(`${root}apps/api/dist/calendar-sync/feed-fetcher.js`)) as typeof import('../apps/api/src/calendar-sync/feed-fetcher.ts');
const { VillaFeedsRepository } = (await import(`${root}apps/api/dist/calendar-sync/villa-feeds.repository.js`)) as typeof import('../apps/api/src/calendar-sync/villa-feeds.repository.ts');
const { AvailabilityBlocksRepository } = (await import(`${root}apps/api/dist/calendar-sync/availability-blocks.repository.js`)) as typeof import('../apps/api/src/calendar-sync/availability-blocks.repository.ts');
const { SyncRunsRepository } = (await import(`${root}apps/api/dist/calendar-sync/sync-runs.repository.js`)) as typeof import('../apps/api/src/calendar-sync/sync-runs.repository.ts');
const { Transactions } = (await import(`${root}apps/api/dist/database/transactions.js`)) as typeof import('../apps/api/src/database/transactions.ts');
const baseUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const database = process.env.BENCH_DATABASE ?? 'prana_bench';
const { TurnoversRepository } = (await import(`${root}apps/api/dist/calendar-sync/turnovers.repository.js`)) as typeof import('../apps/api/src/calendar-sync/turnovers.repository.ts');
const { reconcileTurnovers } = (await import(`${root}apps/api/dist/calendar-sync/turnover-reconciler.js`)) as typeof import('../apps/api/src/calendar-sync/turnover-reconciler.ts');
const databaseUrl = Object.assign(new URL(baseUrl), { pathname: `/${database}` }).toString();

/** An Airbnb-like export: stays and closed dates over the coming years, folded descriptions, CRLF. */
function airbnbFeed(count: number): string {
  const today = todayInBali(new Date());
  const lines = ['BEGIN:VCALENDAR', 'PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN', 'CALSCALE:GREGORIAN', 'VERSION:2.0'];
  let start = addDays(today, 1);
  for (let n = 0; n < count; n += 1) {
    const nights = 2 + (n % 5);
    const end = addDays(start, nights);
    const reserved = n % 4 !== 0;
    lines.push(
      'BEGIN:VEVENT',
      `DTEND;VALUE=DATE:${end.replaceAll('-', '')}`,
      `DTSTART;VALUE=DATE:${start.replaceAll('-', '')}`,
      `UID:${n.toString(16).padStart(12, '0')}-${(n * 7919).toString(16).padStart(16, '0')}@airbnb.com`,
    );
    if (reserved) {
      lines.push(
        `DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HM${n.toString(36).toUpperCase().padStart(8, '0')}`,
        ` \\nPhone Number (Last 4 Digits): ${String(1000 + (n % 9000))}`,
      );
    }
    lines.push(`SUMMARY:${reserved ? 'Reserved' : 'Airbnb (Not available)'}`, 'END:VEVENT');
    start = end;
  }
  return [...lines, 'END:VCALENDAR', ''].join('\r\n');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function prepareDatabase(): Promise<void> {
  if (!existsSync(`${root}/apps/api/dist/cli/migrate.js`)) throw new Error('Build the api first: npm run build:api');
  const admin = new pg.Client({ connectionString: Object.assign(new URL(baseUrl), { pathname: '/postgres' }).toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.query(`create database ${database}`);
  await admin.end();
  execFileSync(process.execPath, ['apps/api/dist/cli/migrate.js'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, SEED_DEMO: 'false', NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function main(): Promise<void> {
  await prepareDatabase();
  const orm = await MikroORM.init({ clientUrl: databaseUrl, entities: [], discovery: { warnWhenNoEntities: false }, allowGlobalContext: true });
  const feeds = await startFeedServer();
  const body = airbnbFeed(EVENTS);
  feeds.route('/plain.ics', { body });
  feeds.route('/conditional.ics', { body, conditional: true });

  let peakHeap = 0;
  const sampler = setInterval(() => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)), 5);
  // The repositories and transactions the worker's Nest module injects.
  const turnovers = new TurnoversRepository(orm.em);
  const deps: PullDeps = {
    feeds: new VillaFeedsRepository(orm.em),
    blocks: new AvailabilityBlocksRepository(orm.em),
    runs: new SyncRunsRepository(orm.em),
    transactions: new Transactions(orm),
    turnovers: { reconcile: (villaSlug) => reconcileTurnovers(turnovers, villaSlug, new Date()), settle: async () => undefined },
    guard: feedAddressGuard(['127.0.0.1']), publish: () => undefined,
    logError: (message) => console.error(message),
  };
  const pull = async () => {
    const started = performance.now();
    const outcome = await runPull(deps, { villaSlug: VILLA, feedId: FEED_ID, runId: randomUUID(), startedAt: new Date(), finalAttempt: true });
    if (outcome.status !== 'success') throw new Error(`pull failed: ${JSON.stringify(outcome.failure)}`);
    return { ms: performance.now() - started, changes: outcome.changes };
  };
  const useFeed = (path: string) =>
    orm.em.execute(
      `insert into villa_feeds (id, villa_slug, label, channel, url, created_at, updated_at) values (?, ?, 'Airbnb', 'airbnb', ?, now(), now())
       on conflict (id) do update set url = excluded.url, etag = null, last_modified = null, digest = null`,
      [FEED_ID, VILLA, `${feeds.url}${path}`],
    );
  const reset = () => orm.em.execute(`delete from availability_blocks where villa_slug = ?`, [VILLA]);

  // Warm both paths once (JIT, connection pool, prepared plans).
  ical.sync.parseICS(body);
  await useFeed('/plain.ics');
  await pull();

  const parse: number[] = [];
  const first: number[] = [];
  const unchanged: number[] = [];
  const reparsed: number[] = [];
  const notModified: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    ical.sync.parseICS(body);
    parse.push(performance.now() - started);

    await reset();
    await useFeed('/plain.ics');
    const created = await pull();
    if (created.changes.created !== EVENTS) throw new Error(`expected ${EVENTS} created, got ${JSON.stringify(created.changes)}`);
    first.push(created.ms);
    // The server ignores conditional GET: a full download, parse and diff that finds nothing.
    const again = await pull();
    if (again.changes.created + again.changes.updated + again.changes.cancelled !== 0) throw new Error('second pull changed blocks');
    unchanged.push(again.ms);
    // The same feed with its digest forgotten (as on a new day): parsed and diffed in full, no changes.
    await orm.em.execute(`update villa_feeds set digest = null where id = ?`, [FEED_ID]);
    const diffed = await pull();
    if (diffed.changes.created + diffed.changes.updated + diffed.changes.cancelled !== 0) throw new Error('full diff changed blocks');
    reparsed.push(diffed.ms);

    await useFeed('/conditional.ics');
    await pull();
    notModified.push((await pull()).ms);
  }
  clearInterval(sampler);
  const answered304 = feeds.log.filter((entry) => entry.path === '/conditional.ics' && entry.status === 304).length;

  const parseMs = median(parse);
  console.log(`Calendar sync, ${EVENTS} events (${(Buffer.byteLength(body) / 1024).toFixed(0)} KB), median of ${RUNS} runs`);
  console.log(`  node-ical parse alone              ${ms(parseMs)}`);
  console.log(`  first pull (5,000 blocks created)  ${ms(median(first))}  = ${(median(first) / parseMs).toFixed(2)}x parse (target <= 2x)`);
  console.log(`  unchanged pull, no conditional GET ${ms(median(unchanged))}  = ${(median(unchanged) / parseMs).toFixed(2)}x parse (target <= 1.3x)`);
  console.log(`  unchanged pull, full parse + diff  ${ms(median(reparsed))}  = ${(median(reparsed) / parseMs).toFixed(2)}x parse (digest forgotten, e.g. a new day)`);
  console.log(`  unchanged pull, 304 Not Modified   ${ms(median(notModified))}  (${answered304} answers were 304)`);
  console.log(`  peak heap ${mb(peakHeap)}, peak RSS ${mb(process.resourceUsage().maxRSS * 1024)}`);

  await feeds.close();
  await orm.close(true);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(baseUrl), { pathname: '/postgres' }).toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
}

await main();
