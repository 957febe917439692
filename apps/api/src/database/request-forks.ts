import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/core';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';

/** The HTTP request being handled: its EntityManager, once something asked for one. */
interface RequestScope {
  root: EntityManager;
  fork?: EntityManager;
  /** While the fork is being made: its own constructor asks for the context, and must get itself. */
  forking?: boolean;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/**
 * MikroORM's `context` option: the request's own EntityManager (its identity map), forked the first
 * time the request uses the ORM; outside a request (a job, a socket) none, so the global one, which
 * refuses entity work. Most requests only run SQL through repositories (`Repository.db` reads the
 * pool or the transaction directly) and never fork one: a fork per request cost the live path
 * about 3 % of the api's CPU.
 */
export function requestFork(name: string): EntityManager | undefined {
  const scope = scopes.getStore();
  // A context opened with MikroORM's own RequestContext.create (a tool outside Nest's routes) still counts.
  if (!scope || scope.root.name !== name) return RequestContext.getEntityManager(name);
  if (scope.fork || scope.forking) return scope.fork;
  scope.forking = true;
  try {
    // Forked from the root itself: resolving the context here would ask this function again.
    scope.fork = scope.root.fork({ useContext: true, disableContextResolution: true });
  } finally {
    scope.forking = false;
  }
  return scope.fork;
}

/** Every HTTP request gets its scope; the fork in it is made on first use (`requestFork`). */
@Injectable()
export class RequestForkMiddleware implements NestMiddleware {
  constructor(private readonly orm: MikroORM) {}

  use(_request: unknown, _response: unknown, next: () => void): void {
    scopes.run({ root: this.orm.em }, next);
  }
}
