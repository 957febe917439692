// What both store-then-publish baselines of the live-latency benchmark do, whatever serves their HTTP:
// the least a server can do and still keep Prana's promise that an event is sent only once what it
// announces is stored. pg and no ORM: a session looked up by one indexed query, one committed
// transaction that inserts the request and its notification (or updates the status, or adds a staff
// reply to the request's thread, and inserts the notification), then the emit through the same
// Socket.IO Redis Streams adapter (and heartbeat) the api uses. Its own four tables, so it never
// depends on Prana's schema.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Redis } from 'ioredis';
import pg from 'pg';
import { Server } from 'socket.io';
import { SOCKET_HEARTBEAT } from '../../apps/api/src/realtime/heartbeat.ts';

export interface Session {
  kind: 'guest' | 'staff';
  booking_id: string | null;
}

/** An answer: the HTTP status and its JSON body. */
export type Answer = [status: number, body: unknown];

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
let io: Server | undefined;
process.on('SIGTERM', () => process.exit(0));

await pool.query(`
  create table if not exists baseline_sessions (token_hash text primary key, kind text not null, booking_id uuid);
  create table if not exists baseline_requests (id uuid primary key, booking_id uuid not null, notes text not null, status text not null, created_at timestamptz not null, updated_at timestamptz not null);
  create table if not exists baseline_notifications (id uuid primary key, booking_id uuid not null, request_id uuid not null, message text not null, read boolean not null default false, created_at timestamptz not null);
  create index if not exists baseline_notifications_booking on baseline_notifications (booking_id) where not read;
  create table if not exists baseline_messages (id uuid primary key, request_id uuid not null, text text not null, created_at timestamptz not null);
`);

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const tokenOf = (cookie: string | undefined) => /(?:^|;\s*)sid=([^;]+)/.exec(cookie ?? '')?.[1];

export async function sessionOf(cookie: string | undefined): Promise<Session | null> {
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

/** POST /sessions {kind, bookingId?} → {token} (set-up only). */
export async function startSession({ kind, bookingId }: { kind: Session['kind']; bookingId?: string }): Promise<Answer> {
  const token = randomBytes(24).toString('base64url');
  await pool.query('insert into baseline_sessions (token_hash, kind, booking_id) values ($1, $2, $3)', [hash(token), kind, bookingId ?? null]);
  return [201, { token }];
}

/** POST /requests {notes}, a guest's cookie → 201 {id}; staff hear `created`. */
export async function createRequest(cookie: string | undefined, { notes }: { notes: string }): Promise<Answer> {
  const session = await sessionOf(cookie);
  if (session?.kind !== 'guest') return [401, { error: 'no guest session' }];
  const [id, now] = [randomUUID(), new Date()];
  await inTransaction(async (client) => {
    await client.query('insert into baseline_requests (id, booking_id, notes, status, created_at, updated_at) values ($1, $2, $3, $4, $5, $5)', [id, session.booking_id, notes, 'pending', now]);
    await client.query('insert into baseline_notifications (id, booking_id, request_id, message, created_at) values ($1, $2, $3, $4, $5)', [randomUUID(), session.booking_id, id, 'request received', now]);
  });
  io!.to('staff').emit('created', { id, guest: session.booking_id, notes });
  return [201, { id }];
}

/**
 * POST /requests/:id/ack, a staff cookie → 200; the guest and the staff hear `updated` (a shared
 * queue shows every colleague who took a request, as Prana's does).
 */
export async function acknowledge(cookie: string | undefined, id: string): Promise<Answer> {
  const session = await sessionOf(cookie);
  if (session?.kind !== 'staff') return [401, { error: 'no staff session' }];
  const now = new Date();
  const bookingId = await inTransaction(async (client) => {
    const { rows } = await client.query<{ booking_id: string }>('update baseline_requests set status = $1, updated_at = $2 where id = $3 returning booking_id', ['acknowledged', now, id]);
    const booking = rows[0]?.booking_id;
    if (booking) await client.query('insert into baseline_notifications (id, booking_id, request_id, message, created_at) values ($1, $2, $3, $4, $5)', [randomUUID(), booking, id, 'acknowledged', now]);
    return booking;
  });
  if (!bookingId) return [404, { error: 'no such request' }];
  io!.to([`guest:${bookingId}`, 'staff']).emit('updated', { id });
  return [200, { id }];
}

/**
 * POST /requests/:id/messages {text}, a staff cookie → 201; the guest and the staff hear `message`
 * (a thread is followed by its guest and by the colleagues who work the queue, as Prana's is).
 */
export async function reply(cookie: string | undefined, id: string, { text }: { text: string }): Promise<Answer> {
  const session = await sessionOf(cookie);
  if (session?.kind !== 'staff') return [401, { error: 'no staff session' }];
  const now = new Date();
  const bookingId = await inTransaction(async (client) => {
    const { rows } = await client.query<{ booking_id: string }>('select booking_id from baseline_requests where id = $1', [id]);
    const booking = rows[0]?.booking_id;
    if (!booking) return undefined;
    await client.query('insert into baseline_messages (id, request_id, text, created_at) values ($1, $2, $3, $4)', [randomUUID(), id, text, now]);
    await client.query('insert into baseline_notifications (id, booking_id, request_id, message, created_at) values ($1, $2, $3, $4, $5)', [randomUUID(), booking, id, 'reply', now]);
    return booking;
  });
  if (!bookingId) return [404, { error: 'no such request' }];
  io!.to([`guest:${bookingId}`, 'staff']).emit('message', { requestId: id, text });
  return [201, { id }];
}

/**
 * Sockets on the server's port, in the room of the session their cookie names. Each server has its
 * own stream: two baselines running side by side must not read, and relay, each other's broadcasts.
 */
export function attachSockets(http: HttpServer, port: number): void {
  const streamName = `${process.env.REDIS_PREFIX ?? 'prana-bench'}:baseline-${port}-socket.io`;
  io = new Server(http, { transports: ['websocket'], ...SOCKET_HEARTBEAT, adapter: createAdapter(redis, { streamName, maxLen: 10_000 }) });
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
}
