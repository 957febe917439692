// Live latency under load: 1,000 guest sockets and 20 staff sockets on the real api (with its
// worker, PostgreSQL and Redis); guests create requests at 100 per second for 60 seconds through
// the REST api, staff acknowledge each one. Prints p50/p95/p99 of request created → staff
// received, acknowledged → guest received and a staff reply in the request's thread → guest
// received (on one request in REPLY_EVERY; not the relay), events sent/received, memory per socket and where
// the CPU went while sending; the same traffic through two baselines in the same run, taking turns
// with Prana in BENCH_ROUNDS rounds (default 3), and Prana's p99 as a ratio of each (pooled, and by round):
//   - store-then-publish: plain node:http + pg + the same Redis Streams adapter, no framework or
//     ORM (bench/support/store-publish-server.ts): what "stored, then sent" costs at the least;
//   - the same served by a new NestJS app on Express (bench/support/nest-store-publish-server.ts):
//     what the framework costs on its own, so Prana's ratio to it is what Prana adds;
//   - a bare Socket.IO relay with no database (bench/support/relay-server.ts).
// Run: `npm run bench:live` (BENCH_SECONDS, BENCH_RATE, BENCH_GUESTS, BENCH_API_INSTANCES tune it;
// BENCH_DATABASE_URL, BENCH_REDIS_PREFIX and BENCH_PORT keep a run apart from another on the same machine;
// BENCH_PROFILE=<dir> writes each server's CPU profile there, BENCH_LOGS=<dir> their output, and
// BENCH_NODE_FLAGS passes Node flags to every server, e.g. "--trace-gc" or "--inspect=0").
//   `npm run bench:live -- --capacity`  steps the rate (100, 200, 300 … per second, BENCH_STEP_SECONDS
//                                       each, default 20) and prints the highest rate Prana sustains
//                                       with p99 ≤ 100 ms and nothing lost or refused.
//   `npm run bench:live -- --pgbench`   runs pgbench against its own database on the same PostgreSQL
//                                       during every run, to show the tail when PostgreSQL is slow.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, openSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { availableParallelism } from 'node:os';
import { io, type Socket } from 'socket.io-client';
import { addDays, todayInBali } from '@prana/domain';
import { VILLAS } from '@prana/catalogue';
import { benchEnv, percentile, positiveSetting, prepareBenchStores, root, round } from './support/bench-env.ts';

const GUESTS = positiveSetting('BENCH_GUESTS', 1000);
const STAFF = 20;
const RATE = positiveSetting('BENCH_RATE', 100);
const SECONDS = positiveSetting('BENCH_SECONDS', 60);
// Prana and the baselines take turns: ROUNDS rounds of SECONDS / ROUNDS each per target.
const ROUNDS = positiveSetting('BENCH_ROUNDS', 3);
// BENCH_API_INSTANCES=2 runs two api processes; each client stays on one, as behind the sticky balancer.
const API_INSTANCES = positiveSetting('BENCH_API_INSTANCES', 1);
// BENCH_PORT moves every port (relay, store-then-publish, its Nest front, then the api processes from BENCH_PORT + 9).
const PORT = positiveSetting('BENCH_PORT', 3712);
const API_PORTS = Array.from({ length: API_INSTANCES }, (_, index) => PORT + 9 + index);
const RELAY_PORT = PORT;
const STORE_PUBLISH_PORT = PORT + 1;
const NEST_STORE_PUBLISH_PORT = PORT + 2;
const CAPACITY = process.argv.includes('--capacity');
const PGBENCH = process.argv.includes('--pgbench');
const STEP_SECONDS = positiveSetting('BENCH_STEP_SECONDS', 20);
const P99_LIMIT_MS = 100;
// A staff reply on one request in this many: 5 a second at 100/s, within each staff account's message limit.
const REPLY_EVERY = 20;
const apis = API_PORTS.map((port) => `http://127.0.0.1:${port}`);
/** The instance a client (guest or staff member number `index`) is kept on. */
const apiFor = (index: number) => apis[index % apis.length]!;

interface Figures {
  createdToStaff: number[];
  /** Send → the create's HTTP answer when it was stored, as the guest's page sees it. */
  createAnswered: number[];
  ackToGuest: number[];
  replyToGuest: number[];
  repliesSent: number;
  sent: number;
  staffExpected: number;
  staffReceived: number;
  guestExpected: number;
  guestReceived: number;
  /** Creates not stored, by HTTP status ('failed': no answer). */
  refused: Record<string, number>;
  /** Acknowledgements not stored, by HTTP status ('failed': no answer); their guests hear nothing. */
  acksRefused: Record<string, number>;
  /** Share of one core per part of the machine while sending, when measured. */
  cpu: Record<string, number>[];
}

const addCounts = (a: Record<string, number>, b: Record<string, number>) =>
  Object.fromEntries([...new Set([...Object.keys(a), ...Object.keys(b)])].map((key) => [key, (a[key] ?? 0) + (b[key] ?? 0)]));

/** The figures of several rounds of one target, as one run. */
const pooled = (rounds: Figures[]): Figures =>
  rounds.reduce((all, round) => ({
    createdToStaff: [...all.createdToStaff, ...round.createdToStaff],
    createAnswered: [...all.createAnswered, ...round.createAnswered],
    ackToGuest: [...all.ackToGuest, ...round.ackToGuest],
    replyToGuest: [...all.replyToGuest, ...round.replyToGuest],
    repliesSent: all.repliesSent + round.repliesSent,
    sent: all.sent + round.sent,
    staffExpected: all.staffExpected + round.staffExpected,
    staffReceived: all.staffReceived + round.staffReceived,
    guestExpected: all.guestExpected + round.guestExpected,
    guestReceived: all.guestReceived + round.guestReceived,
    refused: addCounts(all.refused, round.refused),
    acksRefused: addCounts(all.acksRefused, round.acksRefused),
    cpu: [...all.cpu, ...round.cpu],
  }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
// /proc counts CPU time in clock ticks, 100 per second on Linux.
const TICKS_PER_MS = 100 / 1000;
/** CPU time (user + system) a process has used so far, in ms. */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS;
};
const pidsOf = (...pgrep: string[]) => execFileSync('pgrep', pgrep, { encoding: 'utf8' }).trim().split('\n').map(Number);
const sumCpu = (pids: number[]) => pids.reduce((total, pid) => total + (existsSync(`/proc/${pid}`) ? cpuMs(pid) : 0), 0);
/**
 * PostgreSQL's CPU for this run: the backends connected to the bench database, as listed now. The
 * machine may be shared, so other databases' backends are left out; a backend that ends between two
 * readings takes its last stretch with it (an undercount, never a negative share), and the server's
 * own background processes (WAL writer, checkpointer), shared by every database, are not counted.
 */
const benchBackends = () => {
  const url = new URL(benchEnv.DATABASE_URL);
  const query = `select pid from pg_stat_activity where datname = '${url.pathname.slice(1)}'`;
  const out = execFileSync('psql', ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres'), '-d', 'postgres', '-Atc', query], { encoding: 'utf8' });
  return out.trim().split('\n').filter(Boolean).map(Number);
};
/** CPU so far per backend, read by the meter at the start and the end of a window. */
const postgresCpu = (): Record<number, number> =>
  Object.fromEntries(benchBackends().flatMap((pid) => (existsSync(`/proc/${pid}`) ? [[pid, cpuMs(pid)]] : [])));
const redisCpu = () => sumCpu(pidsOf('-x', 'redis-server'));
const selfCpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

/** CPU used by each part of the machine, as read so far (ms), or per process where processes come and go. */
type CpuParts = Record<string, () => number | Record<number, number>>;

/** CPU used between two readings: per process, only processes present in both count. */
const cpuBetween = (start: number | Record<number, number>, end: number | Record<number, number>) =>
  typeof start === 'number' || typeof end === 'number'
    ? Number(end) - Number(start)
    : Object.entries(end).reduce((total, [pid, used]) => total + (pid in start ? used - start[Number(pid)]! : used), 0);

/** Where the two cores went during the measured window: the share of one core per part. */
function cpuMeter(parts: CpuParts): () => Record<string, number> {
  const start = Object.fromEntries(Object.entries(parts).map(([name, read]) => [name, read()]));
  const started = performance.now();
  return () => {
    const elapsed = performance.now() - started;
    return Object.fromEntries(Object.entries(parts).map(([name, read]) => [name, cpuBetween(start[name]!, read()) / elapsed]));
  };
}

async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map((item, offset) => work(item, start + offset)))));
  }
  return results;
}

const children: ChildProcess[] = [];
function start(entry: string, env: Record<string, string>): ChildProcess {
  // BENCH_PROFILE=<dir>: every server writes a CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  // BENCH_LOGS=<dir>: every server's output goes to a file there (with BENCH_LOG_LEVEL=log, a line per request).
  const output = process.env.BENCH_LOGS ? openSync(`${process.env.BENCH_LOGS}/${entry.replace(/\W+/g, '-')}-${children.length}.log`, 'w') : 'ignore';
  const level = process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {};
  const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...profile, ...flags, entry], { cwd: root, env: { ...process.env, ...benchEnv, ...level, ...env }, stdio: ['ignore', output, 'inherit'] });
  children.push(child);
  return child;
}
// Never leave a server running, however this process ends (Ctrl-C, a closed pipe, an error).
process.on('exit', () => children.forEach((child) => child.kill('SIGTERM')));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGPIPE'] as const) process.on(signal, () => process.exit(1));

/** Until the url answers (with any status when `anyStatus`, e.g. a server with no routes of its own). */
async function waitFor(url: string, anyStatus = false): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.ok || anyStatus) return;
    } catch {
      // starting
    }
    await sleep(200);
  }
  throw new Error(`${url} never answered`);
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

/**
 * The server side's CPU per request sent, in ms: every part but the load generator (the server or
 * api and worker, PostgreSQL, Redis), over rounds of `roundSeconds` each.
 */
function cpuPerRequestMs(figures: Figures, roundSeconds: number): number {
  const serverSide = figures.cpu.reduce(
    (total, round) => total + Object.entries(round).reduce((sum, [part, share]) => sum + (part === 'load generator' ? 0 : share), 0),
    0,
  );
  return (serverSide * roundSeconds * 1000) / Math.max(figures.sent, 1);
}

/** A target's figures, pooled over its rounds, with each round's p99 when there are several. */
function report(title: string, rounds: Figures[]): void {
  const figures = pooled(rounds);
  const created = [...figures.createdToStaff].sort((a, b) => a - b);
  const acked = [...figures.ackToGuest].sort((a, b) => a - b);
  const line = (name: string, values: number[]) =>
    `  ${name.padEnd(34)} p50 ${round(percentile(values, 50))} ms   p95 ${round(percentile(values, 95))} ms   p99 ${round(percentile(values, 99))} ms`;
  console.log(title);
  console.log(line('request created → staff received', created));
  console.log(line('request created → answered (HTTP)', [...figures.createAnswered].sort((a, b) => a - b)));
  console.log(line('acknowledged → guest received', acked));
  if (figures.repliesSent > 0) console.log(`${line('reply → guest received', [...figures.replyToGuest].sort((a, b) => a - b))}   (${figures.replyToGuest.length}/${figures.repliesSent} replies)`);
  if (rounds.length > 1) {
    const byRound = (of: (turn: Figures) => number[]) => rounds.map((turn) => round(p99(of(turn)))).join(' / ');
    console.log(`  p99 by round: created → staff ${byRound((turn) => turn.createdToStaff)} ms, acknowledged → guest ${byRound((turn) => turn.ackToGuest)} ms`);
  }
  const counts = (byStatus: Record<string, number>) => Object.entries(byStatus).map(([status, count]) => `${count} × ${status}`).join(', ');
  if (counts(figures.refused)) console.log(`  creates refused: ${counts(figures.refused)}`);
  if (counts(figures.acksRefused)) console.log(`  acknowledgements refused: ${counts(figures.acksRefused)}`);
  if (figures.cpu.length > 0) {
    // Rounds are equally long: the mean of their shares is the share over all of them.
    const shares = Object.keys(figures.cpu[0]!).map((part) => `${part} ${Math.round((figures.cpu.reduce((total, round) => total + round[part]!, 0) / figures.cpu.length) * 100)}%`);
    console.log(`  CPU while sending (share of one core; the machine has ${availableParallelism()}): ${shares.join(', ')}`);
  }
  console.log(`  requests sent ${figures.sent}; staff events ${figures.staffReceived}/${figures.staffExpected}; guest events ${figures.guestReceived}/${figures.guestExpected}; lost ${figures.staffExpected - figures.staffReceived + figures.guestExpected - figures.guestReceived}`);
}

/** One server under load: how its clients sign in, listen, ask and answer. */
interface Target {
  name: string;
  /** Per guest and per staff member, what its socket and its requests carry to be that person. */
  prepare(): Promise<{ guests: string[]; staff: string[] }>;
  connect(credential: string, index: number, role: 'guest' | 'staff'): Socket;
  /** Calls back with the client's marker (the request's notes) and the request's id. */
  onCreated(socket: Socket, heard: (marker: string, id: string, guest: string) => void): void;
  onAcknowledged(socket: Socket, heard: (id: string) => void): void;
  /** The HTTP status of the create (201 when stored). */
  create(credential: string, guest: number, marker: string): Promise<number>;
  /** The HTTP status of the acknowledgement (200 when stored). */
  acknowledge(credential: string, staffIndex: number, id: string, guest: string): Promise<number>;
  /** A staff reply in the request's thread, and the guest hearing it (all but the relay, which stores nothing). */
  reply?(credential: string, staffIndex: number, id: string): Promise<boolean>;
  onReply?(socket: Socket, heard: (id: string) => void): void;
}

async function cookieOf(response: Response, name: string): Promise<string> {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!cookie) throw new Error(`${response.url} answered ${response.status} without ${name}: ${(await response.text()).slice(0, 200)}`);
  return cookie.split(';')[0]!;
}
const json = { 'Content-Type': 'application/json' };
const socketOptions = (cookie: string) => ({ transports: ['websocket'], extraHeaders: { Cookie: cookie }, forceNew: true, reconnection: false });

/** The guests' bookings, straight into the bench database (the same rows for both stores). */
async function createBookings(): Promise<string[]> {
  const client = new pg.Client({ connectionString: benchEnv.DATABASE_URL });
  await client.connect();
  try {
    const checkIn = addDays(todayInBali(new Date()), -1);
    const ids: string[] = [];
    for (let index = 0; index < GUESTS; index += 1) {
      const villa = VILLAS[index % VILLAS.length]!;
      const { rows } = await client.query<{ id: string }>(
        `insert into bookings (id, code, villa_slug, guest_name, last_name, email, check_in, check_out, adults, children, infants, amount, source, status, created_at)
         values (gen_random_uuid(), $1, $2, $3, 'Bench', null, $4, $5, 2, 0, 0, $6, 'direct', 'confirmed', now())
         on conflict (code) do update set code = excluded.code returning id`,
        [`BEN-${String(index).padStart(4, '0')}`, villa.id, `Guest ${index}`, checkIn, addDays(checkIn, 5), villa.baseRate * 5],
      );
      ids.push(rows[0]!.id);
    }
    return ids;
  } finally {
    await client.end();
  }
}

const prana: Target = {
  name: 'Prana (api + worker + PostgreSQL + Redis)',
  async prepare() {
    await createBookings();
    const guests = await inBatches(Array.from({ length: GUESTS }, (_, i) => i), 25, async (index) =>
      cookieOf(await fetch(`${apiFor(index)}/api/auth/guest/login`, { method: 'POST', headers: json, body: JSON.stringify({ lastName: 'Bench', bookingCode: `BEN-${String(index).padStart(4, '0')}` }) }), 'prana_session'),
    );
    // Each staff socket is its own colleague (the demo 'staff' account's password), as on a real team:
    // replies are rate-limited per sender.
    await createStaffAccounts();
    const staff = await inBatches(Array.from({ length: STAFF }, (_, i) => i), 5, async (index) =>
      cookieOf(await fetch(`${apiFor(index)}/api/auth/staff/login`, { method: 'POST', headers: json, body: JSON.stringify({ username: `bench-staff-${index}`, password: 'prana-demo', role: 'staff' }) }), 'prana_session'),
    );
    return { guests, staff };
  },
  connect: (cookie, index) => io(apiFor(index), socketOptions(cookie)),
  onCreated: (socket, heard) => socket.on('request.created', ({ request }: { request: { id: string; notes: string } }) => heard(request.notes, request.id, '')),
  onAcknowledged: (socket, heard) =>
    socket.on('request.updated', ({ request }: { request: { id: string; status: string } }) => {
      if (request.status === 'acknowledged') heard(request.id);
    }),
  async create(cookie, guest, marker) {
    const response = await fetch(`${apiFor(guest)}/api/guest/requests`, {
      method: 'POST',
      headers: { ...json, Cookie: cookie },
      body: JSON.stringify({ category: 'concierge', title: 'Bench request', notes: marker }),
    });
    await response.arrayBuffer();
    return response.status;
  },
  async acknowledge(cookie, staffIndex, id) {
    const response = await fetch(`${apiFor(staffIndex)}/api/staff/requests/${id}`, { method: 'PATCH', headers: { ...json, Cookie: cookie }, body: JSON.stringify({ status: 'acknowledged' }) });
    await response.arrayBuffer();
    return response.status;
  },
  async reply(cookie, staffIndex, id) {
    const response = await fetch(`${apiFor(staffIndex)}/api/staff/requests/${id}/messages`, { method: 'POST', headers: { ...json, Cookie: cookie }, body: JSON.stringify({ text: 'On the way.' }) });
    await response.arrayBuffer();
    return response.status === 201;
  },
  onReply: (socket, heard) =>
    socket.on('request.message', ({ message }: { message: { requestId: string; author: string } }) => {
      if (message.author === 'staff') heard(message.requestId);
    }),
};

/** Staff accounts bench-staff-0…19 with the demo password, straight into the bench database. */
async function createStaffAccounts(): Promise<void> {
  const client = new pg.Client({ connectionString: benchEnv.DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      `insert into staff_users (id, username, name, email, role, status, password_hash, modules, created_at)
       select gen_random_uuid(), 'bench-staff-' || n, 'Bench Staff ' || n, 'bench-staff-' || n || '@example.com', 'staff', 'active', s.password_hash, s.modules, now()
       from generate_series(0, $1::int - 1) as n, staff_users s where s.username = 'staff'
       on conflict (username) do nothing`,
      [STAFF],
    );
  } finally {
    await client.end();
  }
}

/** A store-then-publish baseline (bench/support/store-publish.ts), whichever server fronts it. */
const storeThenPublish = (name: string, url: string): Target => ({
  name,
  async prepare() {
    const bookings = await createBookings();
    const session = async (body: object) => `sid=${((await (await fetch(`${url}/sessions`, { method: 'POST', headers: json, body: JSON.stringify(body) })).json()) as { token: string }).token}`;
    const guests = await inBatches(bookings, 50, (bookingId) => session({ kind: 'guest', bookingId }));
    const staff = await inBatches(Array.from({ length: STAFF }, (_, i) => i), 10, () => session({ kind: 'staff' }));
    return { guests, staff };
  },
  connect: (cookie) => io(url, socketOptions(cookie)),
  onCreated: (socket, heard) => socket.on('created', ({ id, guest, notes }: { id: string; guest: string; notes: string }) => heard(notes, id, guest)),
  onAcknowledged: (socket, heard) => socket.on('updated', ({ id }: { id: string }) => heard(id)),
  async create(cookie, _guest, marker) {
    const response = await fetch(`${url}/requests`, { method: 'POST', headers: { ...json, Cookie: cookie }, body: JSON.stringify({ notes: marker }) });
    await response.arrayBuffer();
    return response.status;
  },
  async acknowledge(cookie, _staffIndex, id) {
    const response = await fetch(`${url}/requests/${id}/ack`, { method: 'POST', headers: { Cookie: cookie } });
    await response.arrayBuffer();
    return response.status;
  },
  async reply(cookie, _staffIndex, id) {
    const response = await fetch(`${url}/requests/${id}/messages`, { method: 'POST', headers: { ...json, Cookie: cookie }, body: JSON.stringify({ text: 'On the way.' }) });
    await response.arrayBuffer();
    return response.status === 201;
  },
  onReply: (socket, heard) => socket.on('message', ({ requestId }: { requestId: string }) => heard(requestId)),
});
const storePublishUrl = `http://127.0.0.1:${STORE_PUBLISH_PORT}`;
const storePublish = storeThenPublish('Baseline: store then publish (node:http + pg + Redis Streams adapter, no framework or ORM)', storePublishUrl);
const nestStorePublishUrl = `http://127.0.0.1:${NEST_STORE_PUBLISH_PORT}`;
const nestStorePublish = storeThenPublish('Baseline: the same store then publish in a new NestJS app (Express, no middleware, guard or pipe)', nestStorePublishUrl);

const relayUrl = `http://127.0.0.1:${RELAY_PORT}`;
/** Emits that wait for the relay's acknowledgement, so a create is "answered" as over HTTP. */
const relaySockets = new Map<string, Socket>();
const relay: Target = {
  name: 'Baseline: bare Socket.IO relay (no database)',
  prepare: async () => ({ guests: Array.from({ length: GUESTS }, (_, i) => `guest-${i}`), staff: Array.from({ length: STAFF }, (_, i) => `staff-${i}`) }),
  connect(credential, index, role) {
    const socket = io(relayUrl, { transports: ['websocket'], query: { role, guest: String(index) }, forceNew: true, reconnection: false });
    relaySockets.set(credential, socket);
    return socket;
  },
  onCreated: (socket, heard) => socket.on('created', ({ id, guest }: { id: string; guest: string }) => heard(id, id, guest)),
  onAcknowledged: (socket, heard) => socket.on('updated', ({ id }: { id: string }) => heard(id)),
  create: (credential, guest, marker) => new Promise((resolve) => relaySockets.get(credential)!.emit('create', { id: marker, guest: String(guest) }, () => resolve(201))),
  acknowledge: (credential, _staffIndex, id, guest) => new Promise((resolve) => relaySockets.get(credential)!.emit('ack', { id, guest }, () => resolve(200))),
};

/** What the Prana run measures besides latency: the servers' memory and CPU. */
interface Meters {
  /** Resident memory of the servers, in KB: measured around the first sockets a server ever holds. */
  rssKb?(): number;
  /** What the CPU meter reads: each part's CPU so far. */
  cpu?: CpuParts;
}

/** `rate` requests per second for `seconds` from the guests; the first staff member to hear each one acknowledges it. */
async function drive(target: Target, rate: number, seconds: number, meters?: Meters): Promise<Figures> {
  const { guests, staff } = await target.prepare();
  // After the sign-ins (password hashing takes memory of its own), before the sockets.
  const rssBefore = meters?.rssKb?.();
  const guestSockets = await inBatches(guests, 50, async (credential, index) => {
    const socket = target.connect(credential, index, 'guest');
    await connected(socket);
    return socket;
  });
  const staffSockets = await inBatches(staff, 10, async (credential, index) => {
    const socket = target.connect(credential, index, 'staff');
    await connected(socket);
    return socket;
  });
  await sleep(1_000);
  if (meters?.rssKb && rssBefore !== undefined) {
    const sockets = guestSockets.length + staffSockets.length;
    const rssAfter = meters.rssKb();
    console.log(`memory: api RSS ${round(rssBefore / 1024)} MB → ${round(rssAfter / 1024)} MB with ${sockets} sockets = ${round((rssAfter - rssBefore) / sockets, 1)} KB per socket`);
  }
  const cpu = meters?.cpu && cpuMeter(meters.cpu);

  const figures: Figures = { createdToStaff: [], createAnswered: [], ackToGuest: [], replyToGuest: [], repliesSent: 0, sent: 0, staffExpected: 0, staffReceived: 0, guestExpected: 0, guestReceived: 0, refused: {}, acksRefused: {}, cpu: [] };
  const repliedAt = new Map<string, number>();
  // Keyed by the marker the client writes, so an event that arrives before the HTTP response still
  // finds its send time.
  const sentAt = new Map<string, number>();
  const ackedAt = new Map<string, number>();
  const firstStaffSeen = new Set<string>();
  const acknowledgements: Promise<void>[] = [];
  const replies: Promise<void>[] = [];
  staffSockets.forEach((socket, staffIndex) =>
    target.onCreated(socket, (marker, id, guest) => {
      figures.staffReceived += 1;
      if (firstStaffSeen.has(id)) return;
      firstStaffSeen.add(id);
      const sent = sentAt.get(marker);
      if (sent !== undefined) figures.createdToStaff.push(performance.now() - sent);
      // The staff member who hears it first acknowledges it, as on a shared queue.
      ackedAt.set(id, performance.now());
      acknowledgements.push(
        target.acknowledge(staff[staffIndex]!, staffIndex, id, guest).then(
          (status) => {
            if (status === 200) figures.guestExpected += 1;
            else figures.acksRefused[status] = (figures.acksRefused[status] ?? 0) + 1;
          },
          () => void (figures.acksRefused.failed = (figures.acksRefused.failed ?? 0) + 1),
        ),
      );
      if (target.reply && firstStaffSeen.size % REPLY_EVERY === 0) {
        repliedAt.set(id, performance.now());
        // The staff take turns to reply, so none writes more than Prana's per-sender message limit
        // allows and every target answers the same replies. One that fails is not counted as sent.
        const replier = (firstStaffSeen.size / REPLY_EVERY) % staff.length;
        replies.push(target.reply(staff[replier]!, replier, id).then((sent) => void (sent && (figures.repliesSent += 1)), () => undefined));
      }
    }),
  );
  if (target.onReply) {
    guestSockets.forEach((socket) =>
      target.onReply!(socket, (id) => {
        const replied = repliedAt.get(id);
        // The first time the guest hears it counts (as for acknowledgements).
        if (replied === undefined) return;
        repliedAt.delete(id);
        figures.replyToGuest.push(performance.now() - replied);
      }),
    );
  }
  // A later update of an acknowledged request (a reply in its thread) repeats its status: the first counts.
  const guestHeard = new Set<string>();
  guestSockets.forEach((socket) =>
    target.onAcknowledged(socket, (id) => {
      if (guestHeard.has(id)) return;
      guestHeard.add(id);
      figures.guestReceived += 1;
      const acked = ackedAt.get(id);
      if (acked !== undefined) figures.ackToGuest.push(performance.now() - acked);
    }),
  );

  const total = rate * seconds;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const wait = started + (index * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    const guest = index % guests.length;
    const marker = `Request ${rate}/${index}`;
    sentAt.set(marker, performance.now());
    inFlight.push(
      target.create(guests[guest]!, guest, marker).then(
        (status) => {
          if (status === 201) {
            figures.sent += 1;
            figures.createAnswered.push(performance.now() - sentAt.get(marker)!);
          } else figures.refused[status] = (figures.refused[status] ?? 0) + 1;
        },
        () => void (figures.refused.failed = (figures.refused.failed ?? 0) + 1),
      ),
    );
  }
  await Promise.all(inFlight);
  if (cpu) figures.cpu.push(cpu());
  await sleep(5_000);
  await Promise.all([...acknowledgements, ...replies]);
  // Every stored request reaches every staff socket, and every stored acknowledgement its guest.
  figures.staffExpected = figures.sent * STAFF;
  for (const socket of [...guestSockets, ...staffSockets]) socket.disconnect();
  return figures;
}

const WARM_SECONDS = 10;
const warm = (target: Target, meters?: Meters) => drive(target, Math.ceil(RATE / 2), WARM_SECONDS, meters);

const p99 = (values: number[]) => percentile([...values].sort((a, b) => a - b), 99);
const lost = (figures: Figures) => figures.staffExpected - figures.staffReceived + figures.guestExpected - figures.guestReceived;
const refusals = (figures: Figures) => [...Object.values(figures.refused), ...Object.values(figures.acksRefused)].reduce((total, count) => total + count, 0);

/** pgbench on its own database of the same PostgreSQL, for as long as the returned stop is not called. */
function startPgbench(): () => void {
  const url = new URL(benchEnv.DATABASE_URL);
  const args = ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres')];
  execFileSync('psql', [...args, '-d', 'postgres', '-qc', 'drop database if exists prana_pgbench with (force)', '-c', 'create database prana_pgbench'], { stdio: 'ignore' });
  execFileSync('pgbench', [...args, '-i', '-q', '-s', '10', 'prana_pgbench'], { stdio: 'ignore' });
  const load = spawn('pgbench', [...args, '-c', '8', '-j', '2', '-T', '3600', 'prana_pgbench'], { stdio: 'ignore' });
  children.push(load);
  return () => load.kill('SIGTERM');
}

// A server left on these ports by an interrupted run would be measured instead of this build.
for (const url of [...apis, relayUrl, storePublishUrl, nestStorePublishUrl]) {
  const answered = await fetch(url).then(() => true, () => false);
  if (answered) throw new Error(`${url} is already taken: stop the process listening there first.`);
}
await prepareBenchStores();
const apiProcesses = API_PORTS.map((port) => start('apps/api/dist/main.js', { PORT: String(port) }));
const worker = start('apps/api/dist/worker.js', {});

const stopPgbench = PGBENCH ? startPgbench() : () => undefined;
try {
  for (const url of apis) await waitFor(`${url}/api/health`);
  console.log(
    `${GUESTS} guest sockets, ${STAFF} staff sockets, ${API_INSTANCES} api process(es) and 1 worker, on ${process.version}` +
      (PGBENCH ? '; pgbench (8 clients, scale 10) loads the same PostgreSQL throughout' : ''),
  );
  // A fresh server spends its first seconds compiling and opening connections: every target is warmed, unmeasured.
  const pids = apiProcesses.map((child) => child.pid!);
  await warm(prana, { rssKb: () => pids.reduce((total, pid) => total + rssKb(pid), 0) });
  if (CAPACITY) {
    console.log(`Capacity: the rate steps up every ${STEP_SECONDS} s until p99 > ${P99_LIMIT_MS} ms or a request is lost or refused`);
    let sustained = 0;
    for (let rate = 100; ; rate += 100) {
      const figures = await drive(prana, rate, STEP_SECONDS);
      const worst = Math.max(p99(figures.createdToStaff), p99(figures.ackToGuest));
      const ok = worst <= P99_LIMIT_MS && lost(figures) === 0 && refusals(figures) === 0;
      console.log(
        `  ${String(rate).padStart(4)}/s  p99 created→staff ${round(p99(figures.createdToStaff))} ms, ack→guest ${round(p99(figures.ackToGuest))} ms, refused ${refusals(figures)}, lost ${lost(figures)}  ${ok ? 'sustained' : 'NOT sustained'}`,
      );
      if (!ok) break;
      sustained = rate;
    }
    console.log(`Highest sustained rate with ${API_INSTANCES} api process(es): ${sustained ? `${sustained} requests/s` : 'below 100 requests/s'}`);
  } else {
    const baselines: [Target, string, number][] = [
      [storePublish, 'bench/support/store-publish-server.ts', STORE_PUBLISH_PORT],
      [nestStorePublish, 'bench/support/nest-store-publish-server.ts', NEST_STORE_PUBLISH_PORT],
      [relay, 'bench/support/relay-server.ts', RELAY_PORT],
    ];
    const servers = baselines.map(([, entry, port]) => start(entry, { PORT: String(port) }));
    for (const [target, , port] of baselines) {
      await waitFor(`http://127.0.0.1:${port}/`, true);
      await warm(target);
    }
    const machine = { postgres: postgresCpu, redis: redisCpu, 'load generator': selfCpuMs };
    const measured: [Target, Meters, Figures[]][] = [
      [prana, { cpu: { api: () => sumCpu(pids), worker: () => cpuMs(worker.pid!), ...machine } }, []],
      ...baselines.map(([target], index): [Target, Meters, Figures[]] => [target, { cpu: { server: () => cpuMs(servers[index]!.pid!), ...machine } }, []]),
    ];
    // The machine's own pace drifts from minute to minute (other tenants, its own housekeeping): the
    // targets take turns, ROUNDS times, so a slow minute falls on each of them alike.
    for (let turn = 0; turn < ROUNDS; turn += 1) {
      for (const [target, meters, rounds] of measured) rounds.push(await drive(target, RATE, SECONDS / ROUNDS, meters));
    }
    const [, , pranaRounds] = measured[0]!;
    const pranaFigures = pooled(pranaRounds);
    for (const [target, , rounds] of measured) {
      report(target.name, rounds);
      if (target === prana) continue;
      const ratios = (of: (figures: Figures) => number[]) =>
        `${round(p99(of(pranaFigures)) / p99(of(pooled(rounds))), 2)}× (by round: ${rounds.map((figures, turn) => `${round(p99(of(pranaRounds[turn]!)) / p99(of(figures)), 2)}×`).join(', ')})`;
      console.log(`  Prana's p99 as a ratio of this baseline's: created→staff ${ratios((figures) => figures.createdToStaff)}, ack→guest ${ratios((figures) => figures.ackToGuest)}`);
      const roundSeconds = SECONDS / ROUNDS;
      const [pranaCpu, baselineCpu] = [cpuPerRequestMs(pranaFigures, roundSeconds), cpuPerRequestMs(pooled(rounds), roundSeconds)];
      console.log(
        `  server-side CPU per request (all but the load generator): Prana ${round(pranaCpu, 2)} ms, this baseline ${round(baselineCpu, 2)} ms; Prana's as a ratio: ${round(pranaCpu / baselineCpu, 2)}×, as a difference: ${round(pranaCpu - baselineCpu, 2)} ms`,
      );
    }
  }
} finally {
  stopPgbench();
  for (const child of apiProcesses) child.kill('SIGTERM');
  worker.kill('SIGTERM');
}
process.exit(0);
