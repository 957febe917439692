import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import type { ApiErrorBody } from '@prana/contracts';
import { ValidationFailedException } from './zod-validation.pipe.ts';

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
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { error: 'Something went wrong on our side. Please try again.' } };
  }
}
