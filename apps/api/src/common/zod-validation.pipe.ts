import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { fromZodMessage, type CodedError } from '@prana/contracts';
import { ApiException } from './api-exception.ts';

function issueError(issue: z.core.$ZodIssue): CodedError {
  if (issue.code !== 'unrecognized_keys') return fromZodMessage(issue.message);
  return { code: 'validation.unknownField', params: { fields: issue.keys.join(', '), count: issue.keys.length } };
}

/** Parses a request part with its schema from libs/contracts: edges validate, cores trust. */
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const fields: Record<string, CodedError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.') || '(body)';
      fields[path] ??= issueError(issue);
    }
    const first = result.error.issues[0];
    throw ApiException.invalid(first ? issueError(first) : { code: 'validation.invalid' }, fields);
  }
}
