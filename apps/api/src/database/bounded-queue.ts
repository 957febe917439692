import type { Pool, PoolClient } from 'pg';

/** Refused at once: DATABASE_POOL_QUEUE_MAX requests were already waiting for a connection. */
export class ConnectionQueueFull extends Error {
  // The ORM rethrows driver errors as its own exceptions, copying their own properties: the code survives, the class does not.
  static readonly code = 'PRANA_CONNECTION_QUEUE_FULL';
  readonly code = ConnectionQueueFull.code;

  constructor(waiting: number) {
    super(`database connection queue full: ${waiting} requests already waiting`);
    this.name = 'ConnectionQueueFull';
  }
}

type ConnectCallback = (error: Error | undefined, client?: PoolClient, done?: () => void) => void;

/**
 * pg-pool queues every request for a connection without limit. When PostgreSQL answers slower than
 * requests arrive, that queue grows and each newcomer waits behind all of it (seconds, under a
 * concurrent pgbench). With the queue bounded, the requests beyond it are refused at once (503 and
 * Retry-After, like a wait that ran out) and those accepted are answered in time.
 */
export function boundConnectionQueue(pool: Pool, maxWaiting: number): void {
  // pg-pool's two forms: a promise (Kysely, the ORM) or a callback (its own pool.query).
  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => Promise<PoolClient> | undefined;
  pool.connect = ((callback?: ConnectCallback) => {
    if (pool.waitingCount < maxWaiting) return connect(callback);
    const refused = new ConnectionQueueFull(pool.waitingCount);
    if (!callback) return Promise.reject(refused);
    process.nextTick(callback, refused);
    return undefined;
  }) as Pool['connect'];
}
