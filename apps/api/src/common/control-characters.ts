import type { NextFunction, Request, Response } from 'express';
import { hasForbiddenControlCharacter } from '@prana/domain';
import { sendError } from './http-exception.filter.ts';

// Percent-encoded control characters in the path (%00-%1F, %7F): no route or slug holds one.
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

/** No request of Prana nests deeper than this (a guest request's metadata is the deepest, at 3). */
export const MAX_BODY_DEPTH = 16;

type Finding = { kind: 'tooDeep' } | { kind: 'control'; field: string } | null;

/**
 * The first string (in a body or query) holding a control character it may not, or a value nested
 * deeper than MAX_BODY_DEPTH. Walks with a stack of its own, so no nesting can overflow the call stack.
 */
function firstOffence(root: unknown): Finding {
  const stack: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasForbiddenControlCharacter(value, path.at(-1) ?? '')) return { kind: 'control', field: path.join('.') || '(body)' };
    } else if (value && typeof value === 'object') {
      if (path.length >= MAX_BODY_DEPTH) return { kind: 'tooDeep' };
      // Pushed in reverse, so the first offending field in document order is the one named.
      for (const [key, item] of Object.entries(value).reverse()) {
        if (hasForbiddenControlCharacter(key, '')) return { kind: 'control', field: [...path, key].join('.') };
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}

/**
 * Refuses, before any handler, a request whose body, query or path carries NUL or another
 * control character (line breaks and tabs only in notes and thread messages): PostgreSQL cannot store NUL, and no
 * field needs the others. One rule for every endpoint (libs/domain `hasForbiddenControlCharacter`).
 * A body nested deeper than any request of Prana is refused first, with its own code.
 */
export function refuseControlCharacters(request: Request, response: Response, next: NextFunction): void {
  const finding: Finding = ENCODED_CONTROL.test(request.path) ? { kind: 'control', field: '(path)' } : (firstOffence(request.body) ?? firstOffence(request.query));
  if (finding === null) return next();
  if (finding.kind === 'tooDeep') return sendError(response, { code: 'http.tooDeep', params: { max: MAX_BODY_DEPTH } });
  sendError(response, { code: 'validation.controlCharacters' }, { [finding.field]: { code: 'validation.controlCharacters' } });
}
