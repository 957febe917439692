import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { NextFunction, Request, Response } from 'express';
import { sendError } from './http-exception.filter.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Express's compiled "trust proxy" setting: may the peer at `address` speak for the client? */
export type TrustProxy = (address: string, hop: number) => boolean;

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = [header].flat()[0];
  return value?.split(',')[0]?.trim() || undefined;
}

/**
 * The one origin the browser used to reach us. The forwarded host and scheme count only when
 * they come from a trusted proxy; anyone else could claim any host.
 */
export function ownOrigin(request: IncomingMessage, trustProxy: TrustProxy): string | null {
  const fromProxy = trustProxy(request.socket.remoteAddress ?? '', 0);
  const host = (fromProxy ? firstValue(request.headers['x-forwarded-host']) : undefined) ?? request.headers.host;
  if (!host) return null;
  const encrypted = (request.socket as Partial<TLSSocket>).encrypted === true;
  const forwardedScheme = fromProxy ? firstValue(request.headers['x-forwarded-proto']) : undefined;
  const scheme = encrypted ? 'https' : forwardedScheme === 'https' ? 'https' : 'http';
  return `${scheme}://${host}`;
}

/** True when a browser request comes from our own pages (or an explicitly allowed origin), or from no browser at all. */
export function isSameOrigin(request: IncomingMessage, allowedOrigins: readonly string[], trustProxy: TrustProxy): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return false;
  const origin = request.headers.origin;
  if (!origin) return true;
  return origin === ownOrigin(request, trustProxy) || allowedOrigins.includes(origin);
}

/**
 * CSRF defence in depth, on top of SameSite=Lax cookies: a state-changing request sent by a
 * browser from another site is refused before it reaches a handler.
 */
export function sameOriginWrites(allowedOrigins: readonly string[], trustProxy: TrustProxy) {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(request.method) || isSameOrigin(request, allowedOrigins, trustProxy)) return next();
    sendError(response, { code: 'http.crossSite' });
  };
}
