import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
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

/** Structured JSON logs (pino) for api and worker; every HTTP log line carries the request id. */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        pinoHttp: {
          level: PINO_LEVELS[config.logLevel],
          base: { service: 'prana' },
          // assignRequestId (the first middleware) gave the request its id; the worker has no requests.
          genReqId: (request) => (request as { id?: string }).id ?? requestIdOf(request),
          redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          autoLogging: { ignore: (request) => request.url?.startsWith('/api/health') ?? false },
        },
      }),
    }),
  ],
})
export class LoggingModule {}
