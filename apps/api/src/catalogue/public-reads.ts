import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { SESSION_COOKIE } from '@prana/contracts';
import { RealtimeService } from '../realtime/realtime.service.ts';
import { ProcessCache } from '../common/process-cache.ts';
import { logAnsweredEarly } from '../logging/logging.module.ts';
import { entityTag } from '../common/entity-tag.ts';

type Encoding = 'br' | 'gzip';
/** Ours first, whatever order the client lists them in (browsers list gzip first): brotli is smaller. */
const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

interface Entry {
  body: Buffer;
  etag: string;
  /** Compressed once, on the first reader that accepts the encoding. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** A safety net for a change no event announced (e.g. the date rolling over): nothing is older than this. */
const MAX_AGE_MS = 60_000;
/** Availability searches differ by dates and party: keep the most recent ones only. */
const MAX_ENTRIES = 500;
/** Answers smaller than this go uncompressed: here and in the compression middleware for every other answer (create-api). */
export const COMPRESS_FROM_BYTES = 1024;
const COMPRESS: Record<Encoding, (body: Buffer) => Buffer> = {
  // Once per answer, not per request: a better ratio than the middleware's quality 4 costs little.
  br: (body) => brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipSync(body, { level: 9 }),
};

/** GET /api/villas, GET /api/availability, a villa's unavailable nights and its quote, as routed after the global prefix. */
const PUBLIC_READ = /^\/api\/(?:villas|availability|villas\/[^/]+\/(?:unavailable-nights|quote))$/;
/** Signed-in readers pass through (staff see more of a villa). Read from the raw header: cookie-parser runs later. */
const SESSION = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);

/**
 * Visitors' answers of the public reads, kept in memory per api process. Every process drops them
 * all when any process or worker announces a change through RealtimeService (availability.changed,
 * a villa's feed link, a price), so several api processes agree.
 */
@Injectable()
export class PublicReadCache {
  private readonly entries = new ProcessCache<Entry>(MAX_AGE_MS, MAX_ENTRIES);

  constructor(realtime: RealtimeService) {
    realtime.onPublicDataChanged(() => this.entries.clear());
  }

  /**
   * Express middleware, mounted before Nest's chain (create-api): a hit is answered without the
   * router, guards, ORM context, body parsing or compressing again, and logs its own request line.
   * A miss goes on to the handler, whose JSON is kept. Browsers revalidate with the ETag: 304 when unchanged.
   */
  readonly serve = (request: Request, response: Response, next: NextFunction): void => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !PUBLIC_READ.test(request.path) || SESSION.test(request.headers.cookie ?? '')) return next();
    const key = request.originalUrl;
    const hit = this.entries.get(key);
    if (hit) {
      const started = performance.now();
      send(request, response, hit);
      return logAnsweredEarly(request, response, performance.now() - started);
    }
    const generation = this.entries.begin();
    const json = response.json.bind(response);
    response.json = (body: unknown) => {
      if (response.statusCode !== 200) return json(body);
      const entry = entryOf(JSON.stringify(body));
      this.entries.set(key, entry, generation);
      send(request, response, entry);
      return response;
    };
    next();
  };
}

function entryOf(json: string): Entry {
  const body = Buffer.from(json);
  return { body, etag: entityTag(body), encoded: {} };
}

function send(request: Request, response: Response, entry: Entry): void {
  response.setHeader('Cache-Control', 'no-cache');
  response.setHeader('ETag', entry.etag);
  response.setHeader('Vary', 'Accept-Encoding');
  if (request.fresh) {
    response.statusCode = 304;
    return void response.end();
  }
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  const encoding = entry.body.length >= COMPRESS_FROM_BYTES ? ENCODINGS.find((name) => request.acceptsEncodings(name)) : undefined;
  const body = encoding ? (entry.encoded[encoding] ??= COMPRESS[encoding](entry.body)) : entry.body;
  if (encoding) response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Length', body.length);
  response.statusCode = 200;
  response.end(request.method === 'HEAD' ? undefined : body);
}
