/**
 * GET requests the entry (app/main.tsx) starts before the app's code has arrived: on a phone the
 * framework takes a second or more to download and run, and a page's reads would otherwise start
 * only then. The api client takes each answer once, for the same path, instead of asking again.
 * Kept free of heavy imports: the entry loads this before anything else.
 */
import { env } from './env.ts';

/** The one way the app sends a request: same origin, session cookie, always asking the server. */
export function requestInit(method: string, body?: string, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    credentials: 'include',
    // Always ask the server (a conditional request may still answer 304): a Back navigation
    // otherwise lets the browser reuse a stored answer — a signed-out guest's /api/auth/me.
    cache: 'no-cache',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...headers },
    body,
  };
}

/** An early answer not taken by then is left alone: the page asks afresh. */
const KEPT_MS = 15_000;

const started = new Map<string, { response: Promise<Response>; at: number }>();
/**
 * Paths the app has read itself. An early read started after the app's own (its code ran before
 * the answer the early read waited on) would answer the app's next read of that path, which may
 * come after a write, with what was true before it: such a read is not started.
 */
const asked = new Set<string>();

/** Starts a GET of `path` now, unless the app has read it already; `then` may start the reads its answer makes possible. */
export function startEarlyRead(path: string, then?: (answer: Promise<unknown>) => void): void {
  if (started.has(path) || asked.has(path)) return;
  const response = fetch(`${env.apiBase}${path}`, requestInit('GET'));
  // A failure surfaces to whoever takes the read; unclaimed, it must not be an unhandled rejection.
  response.catch(() => undefined);
  started.set(path, { response, at: performance.now() });
  then?.(response.then((answer) => (answer.ok ? answer.clone().json() : null)).catch(() => null));
}

/** The early answer for `path`, once, if it was started lately; later calls ask the server. */
export function takeEarlyRead(path: string): Promise<Response> | undefined {
  asked.add(path);
  const read = started.get(path);
  if (!read) return undefined;
  started.delete(path);
  return performance.now() - read.at <= KEPT_MS ? read.response : undefined;
}

/**
 * A write makes every early answer not taken yet possibly stale (it may have been read before the
 * write was stored): they are dropped, and the app's next reads ask the server.
 */
export function dropEarlyReads(): void {
  started.clear();
}
