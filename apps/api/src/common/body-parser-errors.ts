import type { NextFunction, Request, Response } from 'express';
import type { ApiErrorBody } from '@prana/contracts';

// body-parser fails before Nest sees the request; its errors carry a status and a type.
const MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON.',
  'entity.too.large': 'The request body is too large.',
  'encoding.unsupported': 'The request body encoding is not supported.',
  'charset.unsupported': 'The request body charset is not supported.',
  'request.aborted': 'The request was aborted.',
};

/** Express error handler placed right after the body parser: a bad body gets a JSON 4xx, never a 500. */
export function bodyParserErrors(error: unknown, _request: Request, response: Response, next: NextFunction): void {
  const parserError = error as { type?: string; status?: number } | undefined;
  const message = parserError?.type ? MESSAGES[parserError.type] : undefined;
  if (!message) return next(error);
  response.status(parserError?.status ?? 400).json({ error: message } satisfies ApiErrorBody);
}
