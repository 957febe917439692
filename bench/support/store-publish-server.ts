// Second baseline for the live-latency benchmark: the least a server can do and still keep Prana's
// promise that an event is sent only once what it announces is stored. Plain node:http and pg, no
// framework and no ORM: a session looked up by one indexed query, one committed transaction that
// inserts the request and its notification (or updates the status and inserts the notification),
// then the emit through the same Socket.IO Redis Streams adapter (and heartbeat) the api uses. Its own three tables,
// so it never depends on Prana's schema.
//
//   POST /requests          Cookie: sid=<token> (a guest) → 201 {id}; staff hear `created`
//   POST /requests/:id/ack  Cookie: sid=<token> (staff)   → 200; the guest and the staff hear `updated`
//                           (a shared queue shows every colleague who took a request, as Prana's does)
//   POST /sessions          {kind: 'guest' | 'staff', bookingId?} → {token} (set-up only)
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Redis } from 'ioredis';
import pg from 'pg';
import { Server } from 'socket.io';
import { SOCKET_HEARTBEAT } from '../../apps/api/src/realtime/heartbeat.ts';

const port = Number(process.env.PORT ?? 3713);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });

await pool.query(`
  create table if not exists baseline_sessions (token_hash text primary key, kind text not null, booking_id uuid);
  create table if not exists baseline_requests (id uuid primary key, booking_id uuid not null, notes text not null, status text not null, created_at timestamptz not null, updated_at timestamptz not null);
  create table if not exists baseline_notifications (id uuid primary key, booking_id uuid not null, request_id uuid not null, message text not null, read boolean not null default false, created_at timestamptz not null);
  create index if not exists baseline_notifications_booking on baseline_notifications (booking_id) where not read;
`);

interface Session {
  kind: 'guest' | 'staff';
  booking_id: string | null;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const tokenOf = (cookie: string | undefined) => /(?:^|;\s*)sid=([^;]+)/.exec(cookie ?? '')?.[1];

async function sessionOf(cookie: string | undefined): Promise<Session | null> {
  const token = tokenOf(cookie);
  if (!token) return null;
  const { rows } = await pool.query<Session>('select kind, booking_id from baseline_sessions where token_hash = $1', [hash(token)]);
  return rows[0] ?? null;
}

async function inTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

async function body(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function send(response: ServerResponse, status: number, payload: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(payload));
}

const http = createServer((request, response) => {
  void handle(request, response).catch((error: unknown) => send(response, 500, { error: String(error) }));
});

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method === 'GET') return send(response, 200, { status: 'ok' });
  if (request.url === '/sessions') {
    const { kind, bookingId } = (await body(request)) as { kind: Session['kind']; bookingId?: string };
    const token = randomBytes(24).toString('base64url');
    await pool.query('insert into baseline_sessions (token_hash, kind, booking_id) values ($1, $2, $3)', [hash(token), kind, bookingId ?? null]);
    return send(response, 201, { token });
  }
  const session = await sessionOf(request.headers.cookie);
  if (!session) return send(response, 401, { error: 'no session' });
  const now = new Date();
  if (request.url === '/requests' && session.kind === 'guest') {
    const { notes } = (await body(request)) as { notes: string };
    const id = randomUUID();
    await inTransaction(async (client) => {
      await client.query('insert into baseline_requests (id, booking_id, notes, status, created_at, updated_at) values ($1, $2, $3, $4, $5, $5)', [id, session.booking_id, notes, 'pending', now]);
      await client.query('insert into baseline_notifications (id, booking_id, request_id, message, created_at) values ($1, $2, $3, $4, $5)', [randomUUID(), session.booking_id, id, 'request received', now]);
    });
    io.to('staff').emit('created', { id, guest: session.booking_id, notes });
    return send(response, 201, { id });
  }
  const ack = /^\/requests\/([0-9a-f-]{36})\/ack$/.exec(request.url ?? '');
  if (ack && session.kind === 'staff') {
    const bookingId = await inTransaction(async (client) => {
      const { rows } = await client.query<{ booking_id: string }>('update baseline_requests set status = $1, updated_at = $2 where id = $3 returning booking_id', ['acknowledged', now, ack[1]]);
      const booking = rows[0]?.booking_id;
      if (booking) await client.query('insert into baseline_notifications (id, booking_id, request_id, message, created_at) values ($1, $2, $3, $4, $5)', [randomUUID(), booking, ack[1], 'acknowledged', now]);
      return booking;
    });
    if (!bookingId) return send(response, 404, { error: 'no such request' });
    io.to([`guest:${bookingId}`, 'staff']).emit('updated', { id: ack[1] });
    return send(response, 200, { id: ack[1] });
  }
  send(response, 404, { error: 'not found' });
}

const io = new Server(http, { transports: ['websocket'], ...SOCKET_HEARTBEAT, adapter: createAdapter(redis, { streamName: `${process.env.REDIS_PREFIX ?? 'prana-bench'}:baseline-socket.io`, maxLen: 10_000 }) });
io.use((socket, next) => {
  sessionOf(socket.handshake.headers.cookie).then(
    (session) => {
      if (!session) return next(new Error('no session'));
      void socket.join(session.kind === 'staff' ? 'staff' : `guest:${session.booking_id}`);
      next();
    },
    (error: Error) => next(error),
  );
});

http.listen(port, '127.0.0.1');
process.on('SIGTERM', () => {
  void io.close();
  void pool.end();
  redis.disconnect();
  process.exit(0);
});
