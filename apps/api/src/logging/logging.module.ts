import { Injectable, Module } from '@nestjs/common';
import { Logger, LoggerModule, PinoLogger } from 'nestjs-pino';
import pretty from 'pino-pretty';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestIdOf } from './request-context.ts';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';

const PINO_LEVELS: Record<AppConfig['logLevel'], string> = {
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
};

/** People read a terminal; machines (production, a pipe, a file, the tests) read JSON lines. */
export function logsForPeople(config: Pick<AppConfig, 'env'>): boolean {
  return config.env !== 'production' && process.stdout.isTTY === true;
}

/** Paths that carry a secret (a villa's outbound feed token, an invitation's token): logged without it. */
const SECRET_IN_PATH = /^(\/ical\/villa\/|\/api\/auth\/invitations\/|\/admin-invite\/)[^/?#]+/;

/** A request's path as logs may hold it: whoever reads the logs must not be able to open a villa's calendar. */
export function loggedUrl(url: string): string {
  return url.replace(SECRET_IN_PATH, '$1[redacted]');
}

/** A request log line: `GET /api/villas 200 4 ms`, with the request id beside it; never the headers. */
const requestMessage = (request: IncomingMessage, response: ServerResponse, milliseconds?: number) =>
  `${request.method} ${loggedUrl((request as { originalUrl?: string }).originalUrl ?? request.url ?? '')} ${response.statusCode}${milliseconds === undefined ? '' : ` ${Math.round(milliseconds)} ms`}`;

/** The line pino-http writes, for a request answered before Nest's middleware (a cached public read). */
export function logAnsweredEarly(request: IncomingMessage, response: ServerResponse, milliseconds: number): void {
  const logger = PinoLogger.root;
  if (logger.isLevelEnabled('info')) logger.info({ req: request, res: response, responseTime: Math.round(milliseconds) }, requestMessage(request, response, milliseconds));
}

function prettyStream() {
  return pretty({
    colorize: true,
    translateTime: 'SYS:HH:MM:ss',
    singleLine: true,
    ignore: 'pid,hostname,service,context,req,res,responseTime',
    messageFormat: (log, messageKey) => {
      const context = typeof log.context === 'string' ? `[${log.context}] ` : '';
      const requestId = (log.req as { id?: string } | undefined)?.id;
      return `${context}${String(log[messageKey])}${requestId ? `  (${requestId})` : ''}`;
    },
  });
}

/** Nest's own start-up chatter (each module, route and gateway) goes to debug, so a start is one line. */
const NEST_STARTUP = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication', 'WebSocketsController']);

@Injectable()
export class AppLogger extends Logger {
  override log(message: unknown, ...params: unknown[]): void {
    if (NEST_STARTUP.has(params.at(-1) as string)) return this.debug(message, ...params);
    super.log(message, ...params);
  }
}

/** pino for api and worker: JSON lines, or one coloured line each in a terminal; every HTTP line carries the request id. */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const options = {
          level: PINO_LEVELS[config.logLevel],
          base: { service: 'prana' },
          // assignRequestId (the first middleware) gave the request its id; the worker has no requests.
          genReqId: (request: IncomingMessage) => (request as { id?: string }).id ?? requestIdOf(request),
          serializers: {
            req: (request: { id: string; method: string; url: string }) => ({ id: request.id, method: request.method, url: loggedUrl(request.url) }),
            res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
          },
          customSuccessMessage: (request: IncomingMessage, response: ServerResponse, milliseconds: number) => requestMessage(request, response, milliseconds),
          customErrorMessage: (request: IncomingMessage, response: ServerResponse) => requestMessage(request, response),
          autoLogging: { ignore: (request: IncomingMessage) => request.url?.startsWith('/api/health') ?? false },
        };
        return { pinoHttp: logsForPeople(config) ? [options, prettyStream()] : options };
      },
    }),
  ],
  providers: [AppLogger],
  exports: [AppLogger],
})
export class LoggingModule {}
