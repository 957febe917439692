import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** A caller's X-Request-Id is kept (so a load balancer's id follows the request), else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w.:-]{1,100}$/.test(incoming) ? incoming : randomUUID();
}

/** The id of the HTTP request being handled, if any: jobs carry it so the worker's log lines can be joined up. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** First middleware: gives the request its id, echoes it in X-Request-Id and keeps it for the rest of the call. */
export function assignRequestId(request: IncomingMessage & { id?: string }, response: ServerResponse, next: () => void): void {
  const requestId = requestIdOf(request);
  request.id = requestId;
  response.setHeader('X-Request-Id', requestId);
  storage.run({ requestId }, next);
}
