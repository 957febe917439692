import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { SESSION_COOKIE } from '@prana/contracts';
import { RealtimeService } from '../realtime/realtime.service.ts';
import { ProcessCache } from '../common/process-cache.ts';

interface Entry {
  body: string;
  etag: string;
}

/** A safety net for a change no event announced (e.g. the date rolling over): nothing is older than this. */
const MAX_AGE_MS = 60_000;
/** Availability searches differ by dates and party: keep the most recent ones only. */
const MAX_ENTRIES = 500;

/**
 * Visitors' answers of the public reads (GET /api/villas, GET /api/availability), kept in memory per
 * api process. Every process drops them all when any process or worker announces a change through
 * RealtimeService (availability.changed, a villa's feed link), so several api processes agree.
 */
@Injectable()
export class PublicReadCache {
  private readonly entries = new ProcessCache<Entry>(MAX_AGE_MS, MAX_ENTRIES);

  constructor(realtime: RealtimeService) {
    realtime.onPublicDataChanged(() => this.clear());
  }

  clear(): void {
    this.entries.clear();
  }

  get(key: string): Entry | undefined {
    return this.entries.get(key);
  }

  /** The generation to hand back to `store` once the answer is computed. */
  begin(): number {
    return this.entries.begin();
  }

  store(key: string, body: string, generation: number): Entry {
    const entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    this.entries.set(key, entry, generation);
    return entry;
  }
}

/**
 * Serves a cached answer before guards and handlers run, else captures the handler's JSON. Signed-in
 * readers pass through (staff see more of a villa). Browsers revalidate with the ETag: 304 when unchanged.
 */
@Injectable()
export class PublicReadCacheMiddleware implements NestMiddleware {
  constructor(private readonly cache: PublicReadCache) {}

  use(request: Request, response: Response, next: NextFunction): void {
    if ((request.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE]) return next();
    response.setHeader('Cache-Control', 'no-cache');
    const key = request.originalUrl;
    const hit = this.cache.get(key);
    if (hit) return void send(response, hit);
    const generation = this.cache.begin();
    const json = response.json.bind(response);
    response.json = (body: unknown) => (response.statusCode === 200 ? send(response, this.cache.store(key, JSON.stringify(body), generation)) : json(body));
    next();
  }
}

/** Express answers 304 itself when If-None-Match carries this ETag, and no body to HEAD. */
function send(response: Response, entry: Entry): Response {
  response.setHeader('ETag', entry.etag);
  return response.type('application/json').send(entry.body);
}
