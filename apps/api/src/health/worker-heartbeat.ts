import { writeFile } from 'node:fs/promises';
import type { Redis } from 'ioredis';

/**
 * The worker has no HTTP server, so its container health check reads a file instead: rewritten every
 * few seconds while the event loop runs and Redis answers, it goes stale when either stops.
 */
export function startHeartbeat(file: string, redis: Redis, everyMs = 5_000): () => void {
  const beat = () => {
    redis.ping().then(
      () => writeFile(file, new Date().toISOString()).catch(() => undefined),
      () => undefined,
    );
  };
  beat();
  const timer = setInterval(beat, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
