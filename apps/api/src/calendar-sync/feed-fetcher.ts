import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import { coded, renderError, type CodedError } from '@prana/contracts';
import { AddressGuard, AddressRefusedError, bareHost } from '../common/address-guard.ts';

/** Limits of one pull (ARCHITECTURE "Calendar sync"): a hanging or huge feed fails its run, nothing else. */
const FEED_TIMEOUT_MS = 10_000;
const FEED_MAX_BYTES = 5 * 1024 * 1024;
const FEED_MAX_REDIRECTS = 5;
/** Airbnb answers 403 to requests without a User-Agent. */
export const FEED_USER_AGENT = 'Prana-Calendar-Sync/1.0 (+https://prana.villas)';

/** A fetch that failed, with its coded reason; `transient` ones (network hiccups, 5xx, 429) are retried with backoff. */
export class FeedFetchError extends Error {
  constructor(
    readonly failure: CodedError,
    readonly transient: boolean,
  ) {
    super(renderError(failure));
    this.name = 'FeedFetchError';
  }
}

interface FetchFeedOptions {
  /** Validators of the last successful pull, for a conditional GET. */
  etag?: string | null;
  lastModified?: string | null;
  timeoutMs?: number;
  maxBytes?: number;
}

type FetchFeedResult =
  | { kind: 'not-modified' }
  | { kind: 'ok'; body: string; etag: string | null; lastModified: string | null; bytes: number };

/** The guard of feed URLs: private addresses only when ICAL_ALLOWED_HOSTS lists them. */
export function feedAddressGuard(allowedHosts: readonly string[]): AddressGuard {
  return new AddressGuard(allowedHosts, 'sync.privateAddress');
}

const TRANSIENT_STATUSES = new Set([408, 425, 429, 500, 502, 503, 504]);
const TRANSIENT_NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'ECONNABORTED']);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function networkError(error: NodeJS.ErrnoException, host: string): FeedFetchError {
  if (error instanceof AddressRefusedError) return new FeedFetchError(error.failure, false);
  if (error.code === 'ENOTFOUND') return new FeedFetchError(coded('sync.hostNotFound', { host }), false);
  return new FeedFetchError(coded('sync.unreachable', { reason: error.code ?? error.message }), TRANSIENT_NETWORK_CODES.has(error.code ?? ''));
}

function decoded(response: IncomingMessage): Readable {
  switch ((response.headers['content-encoding'] ?? '').toLowerCase().trim()) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(createGunzip());
    case 'deflate':
      return response.pipe(createInflate());
    case 'br':
      return response.pipe(createBrotliDecompress());
    default:
      return response;
  }
}

/** Reads a body up to the cap (after decompression, so a zip bomb is cut off too). */
function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const stream = decoded(response);
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const fail = (error: FeedFetchError) => {
      if (settled) return;
      settled = true;
      reject(error);
      response.destroy();
      stream.destroy();
    };
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) return fail(tooLarge(maxBytes));
      chunks.push(chunk);
    });
    stream.on('end', () => {
      if (settled) return;
      settled = true;
      resolve(Buffer.concat(chunks, size));
    });
    stream.on('error', (error: NodeJS.ErrnoException) => fail(new FeedFetchError(coded('sync.downloadFailed', { reason: error.code ?? error.message }), true)));
    response.on('aborted', () => fail(new FeedFetchError(coded('sync.closedEarly'), true)));
  });
}

function header(response: IncomingMessage, name: string): string | null {
  const value = response.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/**
 * GETs an iCal feed safely: http(s) only; no private, loopback or link-local address (checked
 * after DNS resolution and again for every redirect) unless ICAL_ALLOWED_HOSTS lists it; one
 * overall timeout; a size cap; conditional GET; a User-Agent.
 */
export async function fetchFeed(url: string, guard: AddressGuard, options: FetchFeedOptions = {}): Promise<FetchFeedResult> {
  const timeoutMs = options.timeoutMs ?? FEED_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? FEED_MAX_BYTES;
  const deadline = AbortSignal.timeout(timeoutMs);
  let current = url;
  for (let hop = 0; hop <= FEED_MAX_REDIRECTS; hop += 1) {
    const outcome = await fetchOnce(current, guard, options, maxBytes, deadline, timeoutMs);
    if (outcome.kind !== 'redirect') return outcome;
    current = outcome.location;
  }
  throw new FeedFetchError(coded('sync.tooManyRedirects', { max: FEED_MAX_REDIRECTS }), false);
}

type Hop = FetchFeedResult | { kind: 'redirect'; location: string };

function fetchOnce(
  address: string,
  guard: AddressGuard,
  options: FetchFeedOptions,
  maxBytes: number,
  deadline: AbortSignal,
  timeoutMs: number,
): Promise<Hop> {
  return new Promise<Hop>((resolve, reject) => {
    const url = URL.canParse(address) ? new URL(address) : null;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      return reject(new FeedFetchError(coded('sync.httpOnly'), false));
    }
    const host = bareHost(url.hostname);
    const refused = guard.literalRefusal(url);
    if (refused) return reject(new FeedFetchError(refused, false));
    const headers: Record<string, string> = {
      'User-Agent': FEED_USER_AGENT,
      Accept: 'text/calendar, text/plain;q=0.9, */*;q=0.8',
      'Accept-Encoding': 'gzip, deflate, br',
    };
    if (options.etag) headers['If-None-Match'] = options.etag;
    if (options.lastModified) headers['If-Modified-Since'] = options.lastModified;

    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(url, { headers, lookup: guard.lookup, agent: false, signal: deadline }, (response) => {
      const status = response.statusCode ?? 0;
      const location = header(response, 'location');
      if (REDIRECTS.has(status) && location) {
        response.resume();
        return resolve({ kind: 'redirect', location: new URL(location, url).toString() });
      }
      if (status === 304) {
        response.resume();
        return resolve({ kind: 'not-modified' });
      }
      if (status < 200 || status >= 300) {
        response.resume();
        const statusText = http.STATUS_CODES[status] ? ` (${http.STATUS_CODES[status]})` : '';
        return reject(new FeedFetchError(coded('sync.httpStatus', { status, statusText }), TRANSIENT_STATUSES.has(status)));
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes && !response.headers['content-encoding']) {
        response.destroy();
        return reject(tooLarge(maxBytes));
      }
      readCapped(response, maxBytes).then(
        (body) =>
          resolve({
            kind: 'ok',
            body: body.toString('utf8').replace(/^\uFEFF/, ''),
            etag: header(response, 'etag'),
            lastModified: header(response, 'last-modified'),
            bytes: body.length,
          }),
        (error: unknown) => reject(deadline.aborted ? timeoutError(timeoutMs) : error),
      );
    });
    request.on('error', (error: NodeJS.ErrnoException) => reject(deadline.aborted ? timeoutError(timeoutMs) : networkError(error, host)));
  });
}

function timeoutError(timeoutMs: number): FeedFetchError {
  return new FeedFetchError(coded('sync.timeout', { seconds: Math.round(timeoutMs / 1000) }), false);
}

function tooLarge(maxBytes: number): FeedFetchError {
  return new FeedFetchError(coded('sync.tooLarge', { megabytes: Math.round(maxBytes / 1024 / 1024) }), false);
}
