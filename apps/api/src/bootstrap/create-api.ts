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
import { securityHeaders } from '../common/security-headers.ts';
import { sameOriginWrites } from '../common/same-origin.ts';
import { assignRequestId } from '../logging/request-context.ts';
import { createRedis } from '../redis/redis.module.ts';
import { RedisStreamsIoAdapter } from '../realtime/redis-io.adapter.ts';
import { bodyParserErrors } from '../common/body-parser-errors.ts';

// apps/api/{src,dist}/bootstrap → apps/web/dist
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Paths the web app never owns: anything else that is not a file falls back to index.html. */
const SERVER_PATHS = /^\/(api|ical|socket\.io)(\/|$)/;

export async function createApi(): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forApi(), { bufferLogs: true, bodyParser: false });
  app.useLogger(app.get(AppLogger));
  const config = app.get<AppConfig>(APP_CONFIG);

  app.set('trust proxy', config.trustProxy);
  app.use(assignRequestId);
  app.use(securityHeaders(config));
  app.use(sameOriginWrites(config.allowedOrigins));
  // Bodies over 1 KB (API JSON, index.html) go out brotli (quality 4) or gzip; the web app's
  // pre-compressed files already carry their Content-Encoding and pass through untouched.
  app.use(compression({ threshold: 1024 }));
  app.setGlobalPrefix('api', { exclude: ['ical/{*path}'] });
  app.use(cookieParser());
  app.use(express.json({ limit: '100kb' }), bodyParserErrors);
  app.useWebSocketAdapter(new RedisStreamsIoAdapter(app, createRedis(config, 'socket.io'), config));
  app.enableShutdownHooks();
  answerMalformedRequestsInJson(app);
  serveWebApp(app, config.webDist ?? DEFAULT_WEB_DIST, config.env === 'production');
  return app;
}

/** Requests Node's HTTP parser refuses (headers or URL too long, broken syntax) still get a JSON error. */
function answerMalformedRequestsInJson(app: NestExpressApplication): void {
  app.getHttpServer().on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) return socket.destroy();
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const body = JSON.stringify({ error: tooLarge ? 'The request headers or address are too long.' : 'The request is malformed.' });
    socket.end(
      `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

/** One origin: the built web app is served by the api (ARCHITECTURE "One picture"). */
function serveWebApp(app: NestExpressApplication, webDist: string, production: boolean): void {
  const indexHtml = path.join(webDist, 'index.html');
  if (!existsSync(indexHtml)) return;
  // The build writes .br and .gz next to each text asset (scripts/precompress.ts): sent with Content-Encoding and Vary.
  const precompressed = { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false };
  const assets = expressStaticGzip(path.join(webDist, 'assets'), { ...precompressed, serveStatic: { index: false, immutable: true, maxAge: '365d', fallthrough: false } });
  const files = expressStaticGzip(webDist, { ...precompressed, serveStatic: { index: false, maxAge: '1h' } });
  // The api's own paths never name a file: no disk lookup before every api call. Source maps stay
  // on disk for debugging but are not published in production.
  const unlessHidden = (serve: RequestHandler) => (request: Request, response: Response, next: NextFunction) =>
    SERVER_PATHS.test(request.path) || (production && request.path.endsWith('.map')) ? next() : serve(request, response, next);
  app.use('/assets', unlessHidden(assets));
  app.use(unlessHidden(files));
  app.use((request: Request, response: Response, next: NextFunction) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || SERVER_PATHS.test(request.path) || path.extname(request.path)) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexHtml);
  });
}
