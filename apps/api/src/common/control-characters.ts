import type { NextFunction, Request, Response } from 'express';
import { hasForbiddenControlCharacter } from '@prana/domain';
import { errorBody } from './http-exception.filter.ts';

// Percent-encoded control characters in the path (%00-%1F, %7F): no route or slug holds one.
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

/** The dotted path of the first string (in a body or query) holding a control character it may not. */
function firstOffendingField(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') {
    return hasForbiddenControlCharacter(value, path.at(-1) ?? '') ? path.join('.') || '(body)' : null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasForbiddenControlCharacter(key, '')) return [...path, key].join('.');
      const found = firstOffendingField(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * Refuses, before any handler, a request whose body, query or path carries NUL or another
 * control character (line breaks and tabs only in notes): PostgreSQL cannot store NUL, and no
 * field needs the others. One rule for every endpoint (libs/domain `hasForbiddenControlCharacter`).
 */
export function refuseControlCharacters(request: Request, response: Response, next: NextFunction): void {
  const field = ENCODED_CONTROL.test(request.path) ? '(path)' : (firstOffendingField(request.body) ?? firstOffendingField(request.query));
  if (field === null) return next();
  response.status(400).json(errorBody({ code: 'validation.controlCharacters' }, { [field]: { code: 'validation.controlCharacters' } }));
}
