import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { AppModule } from '../app.module.ts';
import { AppLogger } from '../logging/logging.module.ts';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import { apiAnswersNotStored } from '../common/cache-control.ts';
import { securityHeaders } from '../common/security-headers.ts';
import { COMPRESS_FROM_BYTES, PublicReadCache } from '../catalogue/public-reads.ts';
import { BookingsRepository } from '../bookings/bookings.repository.ts';
import { EntityManager } from '@mikro-orm/postgresql';
import { AvailabilityService } from '../availability/availability.service.ts';
import { RealtimeService } from '../realtime/realtime.service.ts';
import { serveSearchPages } from './search-pages.ts';
import { DEMO_CALENDARS_PATH, serveDemoChannelCalendars } from './demo-channel-calendars.ts';
import { sameOriginWrites, type TrustProxy } from '../common/same-origin.ts';
import { assignRequestId } from '../logging/request-context.ts';
import { createBroadcastRedis } from '../redis/redis.module.ts';
import { RedisStreamsIoAdapter } from '../realtime/redis-io.adapter.ts';
import { bodyParserErrors } from '../common/body-parser-errors.ts';
import { refuseControlCharacters } from '../common/control-characters.ts';
import { fairShare } from '../common/fair-share.ts';
import { PRERENDERED_DIR, errorStatus, prerenderedFile, type ApiErrorCode } from '@prana/contracts';
import { errorBody } from '../common/http-exception.filter.ts';
import { ApiDescription } from '../api-description/docs.controller.ts';
import { describeApi } from '../api-description/api-description.ts';
import { describeLiveEvents } from '../api-description/live-events.ts';

// apps/api/{src,dist}/bootstrap → apps/web/dist
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Paths the web app never owns: anything else that is not a file falls back to index.html. */
const SERVER_PATHS = /^\/(api|ical|socket\.io)(\/|$)/;
/** Where a guest attaches a data-page photo. */
const DOCUMENT_UPLOAD_PATH = /^\/api\/guest\/check-in\/guests\/\d{1,2}\/document$/;

/**
 * How long a client may take, set explicitly so a slow or silent client cannot hold a connection:
 * all request headers within `headersMs`, the whole request within `requestMs`, and an idle
 * keep-alive connection closes after `keepAliveMs`. Node checks every `checkEveryMs`. A connection
 * on which nothing moves either way for `stalledMs` is destroyed: a client that stops reading its
 * answers leaves them unsent (a live socket pings every few seconds, a long poll answers within
 * its ping interval).
 */
export const HTTP_TIMEOUTS = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000, checkEveryMs: 2_000, stalledMs: 30_000 } as const;

/**
 * Requests one connection may have waiting for their answers. Browsers and proxies never pipeline;
 * a client that sends thousands at once must not queue work, and answers it never reads, for all of them.
 */
export const PIPELINED_REQUESTS_MAX = 16;

export async function createApi(): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forApi(), { bufferLogs: true, bodyParser: false });
  app.useLogger(app.get(AppLogger));
  const config = app.get<AppConfig>(APP_CONFIG);

  app.set('trust proxy', config.trustProxy);
  // helmet drops it too, but the hashed assets are served before helmet.
  app.disable('x-powered-by');
  // Answers that may be revalidated set their own (entityTag); the rest are no-store.
  app.disable('etag');
  // Express compiles the setting; the same-origin checks and the socket handshake use it too.
  const trustProxy = app.getHttpAdapter().getInstance().get('trust proxy fn') as TrustProxy;
  const webDist = config.webDist ?? DEFAULT_WEB_DIST;
  const production = config.env === 'production';
  serveHashedAssets(app, webDist, production);
  app.use(assignRequestId);
  app.use(securityHeaders(config));
  app.use(apiAnswersNotStored);
  app.use(sameOriginWrites(config.allowedOrigins, trustProxy));
  app.use('/api', fairShare(config.clientConcurrencyMax));
  // The demo's channel calendars: the development server only, never production or tests.
  if (config.env === 'development') app.use(DEMO_CALENDARS_PATH, serveDemoChannelCalendars(app.get(EntityManager), app.get(BookingsRepository)));
  // Visitors' cached public reads leave here, with the headers above and their own log line.
  app.use(app.get(PublicReadCache).serve);
  // Bodies of 1 KB and more (API JSON, index.html) go out brotli (quality 4) or gzip; the web app's
  // pre-compressed files already carry their Content-Encoding and pass through untouched.
  app.use(compression({ threshold: COMPRESS_FROM_BYTES }));
  app.setGlobalPrefix('api', { exclude: ['ical/{*path}'] });
  app.use(cookieParser());
  // A data-page photo arrives as a data URL, the one body larger than 100 KB.
  app.use(DOCUMENT_UPLOAD_PATH, express.json({ limit: '7mb' }));
  app.use(express.json({ limit: '100kb' }), bodyParserErrors, refuseControlCharacters);
  app.useWebSocketAdapter(new RedisStreamsIoAdapter(app, createBroadcastRedis(config, 'socket.io'), config, trustProxy));
  app.enableShutdownHooks();
  const server = app.getHttpServer();
  server.headersTimeout = HTTP_TIMEOUTS.headersMs;
  server.requestTimeout = HTTP_TIMEOUTS.requestMs;
  server.keepAliveTimeout = HTTP_TIMEOUTS.keepAliveMs;
  server.timeout = HTTP_TIMEOUTS.stalledMs;
  boundPipelinedRequests(server, PIPELINED_REQUESTS_MAX);
  // A createServer option that Node reads again when the server starts listening (Nest creates the server).
  Object.assign(server, { connectionsCheckingInterval: HTTP_TIMEOUTS.checkEveryMs });
  answerMalformedRequestsInJson(app);
  app.get(ApiDescription).use({ openapi: () => describeApi(app), asyncapi: () => describeLiveEvents(config.publicUrl) });
  serveWebApp(app, webDist, production, config.publicUrl);
  return app;
}

/**
 * Stands between the server and the app: a connection with more than `max` requests awaiting their
 * answers is destroyed, and its surplus requests never reach the app (Node parses a whole pipelined
 * burst at once, so a check after the app has started on them would come too late).
 */
function boundPipelinedRequests(server: Server, max: number): void {
  const app = server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
  server.removeAllListeners('request');
  const waiting = new WeakMap<Socket, number>();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    const count = (waiting.get(socket) ?? 0) + 1;
    if (count > max) return void socket.destroy();
    waiting.set(socket, count);
    response.once('close', () => waiting.set(socket, (waiting.get(socket) ?? 1) - 1));
    for (const listener of app) listener.call(server, request, response);
  });
}

const CLIENT_ERRORS: Record<string, ApiErrorCode> = {
  HPE_HEADER_OVERFLOW: 'http.headersTooLarge',
  ERR_HTTP_REQUEST_TIMEOUT: 'http.requestTimeout',
};

/**
 * Requests Node's HTTP parser refuses (headers or URL too long, broken syntax, too slow) still
 * get a JSON error, and then the connection is destroyed: a client that never closes its side
 * must not keep the descriptor.
 */
function answerMalformedRequestsInJson(app: NestExpressApplication): void {
  app.getHttpServer().on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) return socket.destroy();
    const code = CLIENT_ERRORS[error.code ?? ''] ?? 'http.malformed';
    const status = errorStatus(code);
    const body = JSON.stringify(errorBody({ code }));
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      () => socket.destroy(),
    );
    // The answer fits in the socket's buffer; a client that reads nothing must not delay the close either.
    setTimeout(() => socket.destroy(), 1_000).unref();
  });
}

/**
 * The service worker, the install manifest and the shell name the current build: a browser checks
 * them on every load (a cached old worker would keep serving an old app). Paths as served, so a
 * precompressed `sw.js.br` counts as `sw.js`.
 */
const ALWAYS_REVALIDATED = /(?:^|[/\\])(?:sw\.js|manifest\.webmanifest|index\.html|prerendered[/\\].+\.html)(?:\.br|\.gz)?$/;
function revalidateAppFiles(response: ServerResponse, filePath: string): void {
  if (ALWAYS_REVALIDATED.test(filePath)) response.setHeader('Cache-Control', 'no-cache');
}

/** The build writes .br and .gz next to each text asset (scripts/precompress.ts): sent with Content-Encoding and Vary. */
const PRECOMPRESSED = { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false };

/** Source maps stay on disk for debugging but are not published in production. */
const unlessHidden = (production: boolean, serve: RequestHandler) => (request: Request, response: Response, next: NextFunction) =>
  production && request.path.endsWith('.map') ? next() : serve(request, response, next);

/** What a script, style or font needs and nothing a document needs (CSP, framing, a request id): a phone's first visit loads ~45 of them. */
function assetHeaders(response: ServerResponse): void {
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Cross-Origin-Resource-Policy', 'same-site');
}

/**
 * The build's hashed files (`/assets`), served first: their names change with their content, so
 * they are cached for good without validators, and they skip the request id, the security headers
 * of documents and the request log.
 */
function serveHashedAssets(app: NestExpressApplication, webDist: string, production: boolean): void {
  if (!existsSync(path.join(webDist, 'index.html'))) return;
  const serveStatic = { index: false, immutable: true, maxAge: '365d', etag: false, lastModified: false, fallthrough: false, setHeaders: assetHeaders } as const;
  app.use('/assets', unlessHidden(production, expressStaticGzip(path.join(webDist, 'assets'), { ...PRECOMPRESSED, serveStatic })));
}

/** One origin: the built web app is served by the api (ARCHITECTURE "One picture"); its hashed assets by serveHashedAssets. */
function serveWebApp(app: NestExpressApplication, webDist: string, production: boolean, origin: string): void {
  const indexHtml = path.join(webDist, 'index.html');
  if (!existsSync(indexHtml)) return;
  const files = expressStaticGzip(webDist, { ...PRECOMPRESSED, serveStatic: { index: false, maxAge: '1h', setHeaders: revalidateAppFiles } });
  // The api's own paths never name a file: no disk lookup before every api call.
  const unlessServerPath = (request: Request, response: Response, next: NextFunction) => (SERVER_PATHS.test(request.path) ? next() : unlessHidden(production, files)(request, response, next));
  app.use(unlessServerPath);
  app.use(serveSearchPages({ webDist, origin, availability: app.get(AvailabilityService), realtime: app.get(RealtimeService) }));
  const prerendered = path.join(webDist, PRERENDERED_DIR);
  app.use((request: Request, response: Response, next: NextFunction) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || SERVER_PATHS.test(request.path) || path.extname(request.path)) return next();
    // A public page the build rendered is sent as rendered (with its compressed copies); any other address (and the search page the api could not render) gets the shell.
    const page = prerenderedFile(request.path);
    if (page && existsSync(path.join(prerendered, page))) {
      request.url = `/${PRERENDERED_DIR}${page}`;
      return unlessHidden(production, files)(request, response, next);
    }
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexHtml);
  });
}
