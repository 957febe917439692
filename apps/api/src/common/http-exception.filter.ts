import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { errorStatus, renderError, type ApiCodedError, type ApiErrorBody, type ApiErrorCode, type CodedError } from '@prana/contracts';
import { ConnectionException } from '@mikro-orm/core';
import { ApiException } from './api-exception.ts';
import { ConnectionQueueFull } from '../database/bounded-queue.ts';

// Network-level failures of PostgreSQL or Redis: the request may succeed shortly, so 503, not 500.
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);

function isDependencyUnavailable(exception: unknown): boolean {
  if (exception instanceof ConnectionException) return true;
  const error = exception as { code?: unknown; cause?: unknown; message?: unknown } | null;
  if (!error || typeof error !== 'object') return false;
  if (typeof error.code === 'string' && UNAVAILABLE_CODES.has(error.code)) return true;
  if (typeof error.message === 'string' && /Connection terminated|Connection is closed|connect ECONNREFUSED/.test(error.message)) return true;
  return error.cause !== undefined && error.cause !== exception && isDependencyUnavailable(error.cause);
}

// No connection for this request: pg-pool's refusal after DATABASE_POOL_WAIT_MS, or a full queue
// (DATABASE_POOL_QUEUE_MAX). The api is saturated, not broken.
function isPoolWaitExceeded(exception: unknown): boolean {
  const error = exception as { code?: unknown; message?: unknown; cause?: unknown } | null;
  if (!error || typeof error !== 'object') return false;
  if (error.code === ConnectionQueueFull.code) return true;
  if (typeof error.message === 'string' && error.message.includes('timeout exceeded when trying to connect')) return true;
  return error.cause !== undefined && error.cause !== exception && isPoolWaitExceeded(error.cause);
}

/** Seconds a client should wait before retrying a request refused because the pool was full. */
const BUSY_RETRY_AFTER_SECONDS = 1;

// Framework refusals (an unknown route, a method or body Nest refuses itself) keep their status
// and take the generic code of the catalogue with that status.
const FRAMEWORK_CODES: ReadonlyMap<number, ApiErrorCode> = new Map(
  (['http.badRequest', 'http.unauthorized', 'http.forbidden', 'http.notFound', 'http.conflict', 'http.bodyTooLarge', 'http.tooManyRequests'] as const).map((code) => [errorStatus(code), code]),
);

/** The wire body of a coded error: its English text for curl users and logs, the code for the web. */
export function errorBody(error: CodedError, fields?: Record<string, CodedError>): ApiErrorBody {
  return { error: renderError(error), ...error, ...(fields ? { fields } : {}) };
}

/** Answers a coded error with its code's status, for middleware that refuses before Nest's handlers. */
export function sendError(response: Response, error: ApiCodedError, fields?: Record<string, CodedError>): void {
  response.status(errorStatus(error.code)).json(errorBody(error, fields));
}

/** Every error leaves as `{ error, code, params?, fields? }`; a 500 never leaks internals. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const response = host.switchToHttp().getResponse<Response>();
    const { status, body } = this.describe(exception);
    // A 503 is expected under load or during an outage: one line, not a stack per refused request.
    if (status === HttpStatus.SERVICE_UNAVAILABLE) this.logger.warn(`${body.code}: ${exception instanceof Error ? exception.message : String(exception)}`);
    else if (status >= 500) this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    if (response.headersSent) return;
    const retryAfter = exception instanceof ApiException ? exception.retryAfterSeconds : body.code === 'http.busy' ? BUSY_RETRY_AFTER_SECONDS : undefined;
    if (retryAfter !== undefined) response.setHeader('Retry-After', String(retryAfter));
    response.status(status).json(body);
  }

  private describe(exception: unknown): { status: number; body: ApiErrorBody } {
    if (exception instanceof ApiException) return { status: exception.getStatus(), body: errorBody(exception.coded, exception.fields) };
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      return { status, body: errorBody({ code: FRAMEWORK_CODES.get(status) ?? (status >= 500 ? 'http.internal' : 'http.badRequest') }) };
    }
    const code = isPoolWaitExceeded(exception) ? 'http.busy' : isDependencyUnavailable(exception) ? 'http.unavailable' : 'http.internal';
    return { status: errorStatus(code), body: errorBody({ code }) };
  }
}
