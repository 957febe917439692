import type { NextFunction, Request, Response } from 'express';
import type { ApiErrorCode } from '@prana/contracts';
import { sendError } from './http-exception.filter.ts';

// body-parser fails before Nest sees the request; its error's type names our code, whose status is body-parser's too.
const CODES: Record<string, ApiErrorCode> = {
  'entity.parse.failed': 'http.invalidJson',
  'entity.too.large': 'http.bodyTooLarge',
  'encoding.unsupported': 'http.encodingUnsupported',
  'charset.unsupported': 'http.charsetUnsupported',
  'request.aborted': 'http.aborted',
};

/** Express error handler placed right after the body parser: a bad body gets a coded JSON 4xx, never a 500. */
export function bodyParserErrors(error: unknown, _request: Request, response: Response, next: NextFunction): void {
  const parserError = error as { type?: string } | undefined;
  const code = parserError?.type ? CODES[parserError.type] : undefined;
  if (!code) return next(error);
  sendError(response, { code });
}
