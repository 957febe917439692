import type { NextFunction, Request, Response } from 'express';
import { SESSION_COOKIE } from '@prana/contracts';
import { sendError } from './http-exception.filter.ts';
import { readCookie } from './cookies.ts';

/**
 * At most `max` requests of one client in progress in this process at once: a signed-in client is
 * its session, a visitor their address. The database's connection queue is shared by everyone, so
 * without this one client's burst fills it and every other client is refused; with it the burst
 * is refused at once (503 `http.busy`, `Retry-After: 1`, as a full queue answers) and the others
 * are served.
 */
export function fairShare(max: number) {
  const inFlight = new Map<string, number>();
  return (request: Request, response: Response, next: NextFunction): void => {
    const session = readCookie(request.headers.cookie, SESSION_COOKIE);
    const client = session ? `session:${session}` : `address:${request.ip ?? 'unknown'}`;
    const running = inFlight.get(client) ?? 0;
    if (running >= max) {
      response.setHeader('Retry-After', '1');
      sendError(response, { code: 'http.busy' });
      return;
    }
    inFlight.set(client, running + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (inFlight.get(client) ?? 1) - 1;
      if (left > 0) inFlight.set(client, left);
      else inFlight.delete(client);
    };
    // 'close' also comes when the client hangs up before the answer.
    response.once('finish', release);
    response.once('close', release);
    next();
  };
}
