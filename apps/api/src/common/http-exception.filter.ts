import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import type { ApiErrorBody } from '@prana/contracts';
import { ConnectionException } from '@mikro-orm/core';
import { ValidationFailedException } from './zod-validation.pipe.ts';
import { TooManyRequestsException } from './rate-limiter.ts';

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

/** Every error leaves as `{ "error": "<message>" }`; a 500 never leaks internals. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const response = host.switchToHttp().getResponse<Response>();
    const { status, body } = this.describe(exception);
    if (status >= 500) this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    if (response.headersSent) return;
    if (exception instanceof TooManyRequestsException) response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    response.status(status).json(body);
  }

  private describe(exception: unknown): { status: number; body: ApiErrorBody } {
    if (exception instanceof ValidationFailedException) {
      return { status: HttpStatus.BAD_REQUEST, body: { error: exception.message, fields: exception.fields } };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const payload = exception.getResponse();
      const message =
        typeof payload === 'string'
          ? payload
          : typeof payload === 'object' && payload && 'message' in payload
            ? [payload.message].flat().join(' ')
            : exception.message;
      return { status, body: { error: status === 404 && message.startsWith('Cannot ') ? 'Not found.' : message } };
    }
    if (isDependencyUnavailable(exception)) {
      return {
        status: HttpStatus.SERVICE_UNAVAILABLE,
        body: { error: 'Prana is briefly unavailable while it reconnects. Please try again in a moment.' },
      };
    }
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { error: 'Something went wrong on our side. Please try again.' } };
  }
}
