import { StandardSchemaValidationPipe } from '@nestjs/common';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { z } from 'zod';
import { fromZodMessage, type ApiCodedError, type CodedError } from '@prana/contracts';
import { ApiException } from './api-exception.ts';

/** The Standard Schema issues the pipe hands over: every request schema is zod, so they are zod's own issues. */
type Issue = z.core.$ZodIssue;

function issueError(issue: Issue): ApiCodedError {
  if (issue.code !== 'unrecognized_keys') return fromZodMessage(issue.message);
  return { code: 'validation.unknownField', params: { fields: issue.keys.join(', '), count: issue.keys.length } };
}

/** A refusal in our coded body: the first issue's code, and the first code of each field (`(body)` for the whole). */
function invalidRequest(issues: readonly Issue[]): ApiException {
  const fields: Record<string, CodedError> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || '(body)';
    fields[path] ??= issueError(issue);
  }
  const first = issues[0];
  return ApiException.invalid(first ? issueError(first) : { code: 'validation.invalid' }, fields);
}

/**
 * Nest's Standard Schema validation, global: a parameter declared `@Body({ schema })` or
 * `@Query({ schema })` is parsed by its libs/contracts schema (edges validate, cores trust), and
 * the same schema describes it in /api/docs.
 */
export class RequestValidationPipe extends StandardSchemaValidationPipe {
  constructor() {
    super({ exceptionFactory: (issues) => invalidRequest(issues as readonly Issue[]) });
  }

  // A request without a body (or a query string) is parsed as an empty object, so `{}` schemas accept it.
  protected override validate<T = unknown>(value: unknown, schema: StandardSchemaV1, options?: Record<string, unknown>) {
    return super.validate<T>(value ?? {}, schema, options);
  }
}
