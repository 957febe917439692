import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { ApiErrorBody } from '@prana/contracts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin the browser used to reach us (behind a proxy, the forwarded host). */
function ownOrigins(request: IncomingMessage): string[] {
  const hosts = [request.headers['x-forwarded-host'], request.headers.host].flat().filter(Boolean) as string[];
  return hosts.flatMap((host) => [`http://${host}`, `https://${host}`]);
}

/** True when a browser request comes from our own pages (or an explicitly allowed origin), or from no browser at all. */
export function isSameOrigin(request: IncomingMessage, allowedOrigins: readonly string[]): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return false;
  const origin = request.headers.origin;
  if (!origin) return true;
  return ownOrigins(request).includes(origin) || allowedOrigins.includes(origin);
}

/**
 * CSRF defence in depth, on top of SameSite=Lax cookies: a state-changing request sent by a
 * browser from another site is refused before it reaches a handler.
 */
export function sameOriginWrites(allowedOrigins: readonly string[]) {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(request.method) || isSameOrigin(request, allowedOrigins)) return next();
    response.status(403).json({ error: 'Cross-site requests are not allowed.' } satisfies ApiErrorBody);
  };
}
