// Live latency under load: 1,000 guest sockets and 20 staff sockets on the real api (with its
// worker, PostgreSQL and Redis); guests create requests at 100 per second for 60 seconds through
// the REST api, staff acknowledge each one. Prints p50/p95/p99 of request created → staff
// received and acknowledged → guest received, events sent/received, memory per socket, where the
// CPU went while sending, and the same figures for a bare Socket.IO relay as the baseline.
// Run: `npm run bench:live` (BENCH_SECONDS, BENCH_RATE, BENCH_GUESTS, BENCH_API_INSTANCES tune it).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { availableParallelism } from 'node:os';
import { io, type Socket } from 'socket.io-client';
import { addDays, todayInBali } from '@prana/domain';
import { VILLAS } from '@prana/catalogue';
import { benchEnv, percentile, prepareBenchDatabase, root, round } from './support/bench-env.ts';

const GUESTS = Number(process.env.BENCH_GUESTS ?? 1000);
const STAFF = 20;
const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
// BENCH_API_INSTANCES=2 runs two api processes; each client stays on one, as behind the sticky balancer.
const API_INSTANCES = Number(process.env.BENCH_API_INSTANCES ?? 1);
const API_PORTS = Array.from({ length: API_INSTANCES }, (_, index) => 3721 + index);
const RELAY_PORT = 3712;
const apis = API_PORTS.map((port) => `http://127.0.0.1:${port}`);
/** The instance a client (guest or staff member number `index`) is kept on. */
const apiFor = (index: number) => apis[index % apis.length]!;

interface Figures {
  createdToStaff: number[];
  ackToGuest: number[];
  sent: number;
  staffExpected: number;
  staffReceived: number;
  guestExpected: number;
  guestReceived: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
// /proc counts CPU time in clock ticks, 100 per second on Linux.
const TICKS_PER_MS = 100 / 1000;
/** CPU time (user + system) a process has used so far, in ms. */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS;
};
const postgresPids = () => execFileSync('pgrep', ['-u', 'postgres'], { encoding: 'utf8' }).trim().split('\n').map(Number);
const redisPids = () => execFileSync('pgrep', ['-x', 'redis-server'], { encoding: 'utf8' }).trim().split('\n').map(Number);
const sumCpu = (pids: number[]) => pids.reduce((total, pid) => total + (existsSync(`/proc/${pid}`) ? cpuMs(pid) : 0), 0);
const selfCpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

/** Where the two cores went during the measured window: share of one core per part. */
function cpuMeter(parts: Record<string, () => number>): () => string {
  const start = Object.fromEntries(Object.entries(parts).map(([name, read]) => [name, read()]));
  const started = performance.now();
  return () => {
    const elapsed = performance.now() - started;
    return Object.entries(parts)
      .map(([name, read]) => `${name} ${Math.round(((read() - start[name]!) / elapsed) * 100)}%`)
      .join(', ');
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
  const child = spawn(process.execPath, [entry], { cwd: root, env: { ...process.env, ...benchEnv, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}
// Never leave a server running, however this process ends (Ctrl-C, a closed pipe, an error).
process.on('exit', () => children.forEach((child) => child.kill('SIGTERM')));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGPIPE'] as const) process.on(signal, () => process.exit(1));

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
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

function report(title: string, figures: Figures): void {
  const created = [...figures.createdToStaff].sort((a, b) => a - b);
  const acked = [...figures.ackToGuest].sort((a, b) => a - b);
  const line = (name: string, values: number[]) =>
    `  ${name.padEnd(34)} p50 ${round(percentile(values, 50))} ms   p95 ${round(percentile(values, 95))} ms   p99 ${round(percentile(values, 99))} ms`;
  console.log(title);
  console.log(line('request created → staff received', created));
  console.log(line('acknowledged → guest received', acked));
  console.log(`  requests sent ${figures.sent}; staff events ${figures.staffReceived}/${figures.staffExpected}; guest events ${figures.guestReceived}/${figures.guestExpected}; lost ${figures.staffExpected - figures.staffReceived + figures.guestExpected - figures.guestReceived}`);
}

/** Creates the guests' bookings, signs everyone in and returns the cookies. */
async function prepareSessions(): Promise<{ guests: string[]; staff: string[] }> {
  const client = new pg.Client({ connectionString: benchEnv.DATABASE_URL });
  await client.connect();
  try {
    const checkIn = addDays(todayInBali(new Date()), -1);
    const checkOut = addDays(checkIn, 5);
    for (let index = 0; index < GUESTS; index += 1) {
      const villa = VILLAS[index % VILLAS.length]!;
      await client.query(
        `insert into bookings (id, code, villa_slug, guest_name, last_name, email, check_in, check_out, adults, children, infants, amount, source, status, created_at)
         values (gen_random_uuid(), $1, $2, $3, 'Bench', null, $4, $5, 2, 0, 0, $6, 'direct', 'confirmed', now())`,
        [`BEN-${String(index).padStart(4, '0')}`, villa.id, `Guest ${index}`, checkIn, checkOut, villa.baseRate * 5],
      );
    }
  } finally {
    await client.end();
  }
  const cookieOf = (response: Response) => response.headers.getSetCookie().find((c) => c.startsWith('prana_session='))!.split(';')[0]!;
  const guests = await inBatches(Array.from({ length: GUESTS }, (_, i) => i), 25, async (index) =>
    cookieOf(await fetch(`${apiFor(index)}/api/auth/guest/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ lastName: 'Bench', bookingCode: `BEN-${String(index).padStart(4, '0')}` }) })),
  );
  const staff = await inBatches(Array.from({ length: STAFF }, (_, i) => i), 5, async (index) =>
    cookieOf(await fetch(`${apiFor(index)}/api/auth/staff/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'staff', password: 'prana-demo', role: 'staff' }) })),
  );
  return { guests, staff };
}

async function runPrana(apiPids: number[], workerPid: number): Promise<Figures> {
  const { guests, staff } = await prepareSessions();
  const rss = () => apiPids.reduce((total, pid) => total + rssKb(pid), 0);
  const rssBefore = rss();
  const options = (cookie: string) => ({ transports: ['websocket'], extraHeaders: { Cookie: cookie }, forceNew: true, reconnection: false });
  const guestSockets = await inBatches(guests, 50, async (cookie, index) => {
    const socket = io(apiFor(index), options(cookie));
    await connected(socket);
    return socket;
  });
  const staffSockets = await inBatches(staff, 10, async (cookie, index) => {
    const socket = io(apiFor(index), options(cookie));
    await connected(socket);
    return socket;
  });
  await sleep(1_000);
  const sockets = guestSockets.length + staffSockets.length;
  console.log(`memory: api RSS ${round(rssBefore / 1024)} MB → ${round(rss() / 1024)} MB with ${sockets} sockets = ${round((rss() - rssBefore) / sockets, 1)} KB per socket`);
  const cpu = cpuMeter({
    api: () => sumCpu(apiPids),
    worker: () => cpuMs(workerPid),
    postgres: () => sumCpu(postgresPids()),
    redis: () => sumCpu(redisPids()),
    'load generator': selfCpuMs,
  });

  const figures: Figures = { createdToStaff: [], ackToGuest: [], sent: 0, staffExpected: 0, staffReceived: 0, guestExpected: 0, guestReceived: 0 };
  // Keyed by the request's notes, which the client writes, so an event that arrives before the
  // HTTP response still finds its send time.
  const sentAt = new Map<string, number>();
  const ackedAt = new Map<string, number>();
  const firstStaffSeen = new Set<string>();
  staffSockets.forEach((socket, staffIndex) => {
    socket.on('request.created', ({ request }: { request: { id: string; notes: string } }) => {
      figures.staffReceived += 1;
      if (firstStaffSeen.has(request.id)) return;
      firstStaffSeen.add(request.id);
      const sent = sentAt.get(request.notes);
      if (sent !== undefined) figures.createdToStaff.push(performance.now() - sent);
      // The staff member who hears it first acknowledges it, as on a shared queue.
      void acknowledge(request.id, staffIndex);
    });
  });
  async function acknowledge(id: string, staffIndex: number) {
    const cookie = staff[staffIndex]!;
    ackedAt.set(id, performance.now());
    await fetch(`${apiFor(staffIndex)}/api/staff/requests/${id}`, { method: 'PATCH', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify({ status: 'acknowledged' }) });
  }
  guestSockets.forEach((socket) =>
    socket.on('request.updated', ({ request }: { request: { id: string; status: string } }) => {
      if (request.status !== 'acknowledged') return;
      figures.guestReceived += 1;
      const acked = ackedAt.get(request.id);
      if (acked !== undefined) figures.ackToGuest.push(performance.now() - acked);
    }),
  );

  const total = RATE * SECONDS;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const guest = index % guests.length;
    const cookie = guests[guest]!;
    const notes = `Request ${index}`;
    sentAt.set(notes, performance.now());
    inFlight.push(
      fetch(`${apiFor(guest)}/api/guest/requests`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: JSON.stringify({ category: 'concierge', title: 'Bench request', notes }),
      }).then(async (response) => {
        await response.arrayBuffer();
        if (response.status === 201) figures.sent += 1;
      }),
    );
  }
  await Promise.all(inFlight);
  console.log(`CPU while sending (share of one core; the machine has ${availableParallelism()}): ${cpu()}`);
  await sleep(5_000);
  figures.staffExpected = figures.sent * STAFF;
  figures.guestExpected = figures.sent;
  for (const socket of [...guestSockets, ...staffSockets]) socket.disconnect();
  return figures;
}

async function runBaseline(): Promise<Figures> {
  const relay = start('bench/support/relay-server.ts', { PORT: String(RELAY_PORT) });
  await sleep(1_000);
  try {
    const url = `http://127.0.0.1:${RELAY_PORT}`;
    const guestSockets = await inBatches(Array.from({ length: GUESTS }, (_, i) => i), 50, async (index) => {
      const socket = io(url, { transports: ['websocket'], query: { role: 'guest', guest: String(index) }, forceNew: true, reconnection: false });
      await connected(socket);
      return socket;
    });
    const staffSockets = await inBatches(Array.from({ length: STAFF }, (_, i) => i), 10, async () => {
      const socket = io(url, { transports: ['websocket'], query: { role: 'staff' }, forceNew: true, reconnection: false });
      await connected(socket);
      return socket;
    });
    const figures: Figures = { createdToStaff: [], ackToGuest: [], sent: 0, staffExpected: 0, staffReceived: 0, guestExpected: 0, guestReceived: 0 };
    const sentAt = new Map<string, number>();
    const ackedAt = new Map<string, number>();
    const seen = new Set<string>();
    staffSockets.forEach((socket, staffIndex) =>
      socket.on('created', ({ id, guest }: { id: string; guest: string }) => {
        figures.staffReceived += 1;
        if (seen.has(id)) return;
        seen.add(id);
        const sent = sentAt.get(id);
        if (sent !== undefined) figures.createdToStaff.push(performance.now() - sent);
        ackedAt.set(id, performance.now());
        staffSockets[staffIndex]!.emit('ack', { id, guest }, () => undefined);
      }),
    );
    guestSockets.forEach((socket) =>
      socket.on('updated', ({ id }: { id: string }) => {
        figures.guestReceived += 1;
        const acked = ackedAt.get(id);
        if (acked !== undefined) figures.ackToGuest.push(performance.now() - acked);
      }),
    );
    const total = RATE * SECONDS;
    const started = performance.now();
    for (let index = 0; index < total; index += 1) {
      const wait = started + (index * 1000) / RATE - performance.now();
      if (wait > 0) await sleep(wait);
      const id = `r${index}`;
      sentAt.set(id, performance.now());
      guestSockets[index % GUESTS]!.emit('create', { id, guest: String(index % GUESTS) }, () => {
        figures.sent += 1;
      });
    }
    await sleep(5_000);
    figures.staffExpected = figures.sent * STAFF;
    figures.guestExpected = figures.sent;
    for (const socket of [...guestSockets, ...staffSockets]) socket.disconnect();
    return figures;
  } finally {
    relay.kill('SIGTERM');
  }
}

// A server left on these ports by an interrupted run would be measured instead of this build.
for (const url of [...apis, `http://127.0.0.1:${RELAY_PORT}`]) {
  const answered = await fetch(url).then(() => true, () => false);
  if (answered) throw new Error(`${url} is already taken: stop the process listening there first.`);
}
await prepareBenchDatabase();
const apiProcesses = API_PORTS.map((port) => start('apps/api/dist/main.js', { PORT: String(port) }));
const worker = start('apps/api/dist/worker.js', {});
try {
  for (const url of apis) await waitFor(`${url}/api/health`);
  console.log(`${GUESTS} guest sockets, ${STAFF} staff sockets, ${RATE} requests/s for ${SECONDS} s, ${API_INSTANCES} api process(es) and 1 worker, on ${process.version}`);
  const prana = await runPrana(apiProcesses.map((child) => child.pid!), worker.pid!);
  report('Prana (api + worker + PostgreSQL + Redis)', prana);
  const baseline = await runBaseline();
  report('Baseline (bare Socket.IO relay, no database)', baseline);
  const p99 = (values: number[]) => percentile([...values].sort((a, b) => a - b), 99);
  console.log(`ratio p99 created→staff ${round(p99(prana.createdToStaff) / p99(baseline.createdToStaff), 2)}×, ack→guest ${round(p99(prana.ackToGuest) / p99(baseline.ackToGuest), 2)}×`);
} finally {
  for (const child of apiProcesses) child.kill('SIGTERM');
  worker.kill('SIGTERM');
}
process.exit(0);
