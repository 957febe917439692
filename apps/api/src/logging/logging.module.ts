import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';

const PINO_LEVELS: Record<AppConfig['logLevel'], string> = {
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
};

/** A caller's X-Request-Id is kept (so a load balancer's id follows the request), else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w.:-]{1,100}$/.test(incoming) ? incoming : randomUUID();
}

/** Structured JSON logs (pino) for api and worker; every HTTP log line carries the request id. */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        pinoHttp: {
          level: PINO_LEVELS[config.logLevel],
          base: { service: 'prana' },
          genReqId: (request, response) => {
            const id = requestIdOf(request);
            response.setHeader('X-Request-Id', id);
            return id;
          },
          redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          autoLogging: { ignore: (request) => request.url?.startsWith('/api/health') ?? false },
        },
      }),
    }),
  ],
})
export class LoggingModule {}
