import { BadRequestException, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';

/** Thrown for a body or query that fails its contract schema; the filter turns it into `{ error, fields }`. */
export class ValidationFailedException extends BadRequestException {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
  }
}

/** Parses a request part with its schema from libs/contracts: edges validate, cores trust. */
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.') || '(body)';
      fields[path] ??= issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : issue.message;
    }
    const first = result.error.issues[0];
    const message =
      first?.code === 'unrecognized_keys'
        ? `Unknown field${first.keys.length > 1 ? 's' : ''}: ${first.keys.join(', ')}.`
        : (first?.message ?? 'The request is not valid.');
    throw new ValidationFailedException(message, fields);
  }
}
