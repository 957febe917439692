import type { NextFunction, Request, Response } from 'express';

/**
 * Api answers are about a person unless a route says otherwise (public reads, the extras menu and
 * the outbound feed send `no-cache` with an ETag): a shared phone's browser or a proxy must never keep one
 * to show again after log out.
 */
export function apiAnswersNotStored(request: Request, response: Response, next: NextFunction): void {
  if (request.path.startsWith('/api/')) response.setHeader('Cache-Control', 'no-store');
  next();
}
