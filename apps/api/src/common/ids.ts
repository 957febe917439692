import type { PipeTransform } from '@nestjs/common';
import type { ApiErrorCode, ErrorParamsArg } from '@prana/contracts';
import { ApiException } from './api-exception.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The api's one id check. Ids are uuids; anything else cannot name a row (404, never a database error). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * The one pipe for a path id: anything but a uuid cannot name a row, so it is the route's coded 404
 * before any query; a uuid comes through lower-cased. Services take ids as checked.
 * `@Param('id', new IdParam('request.notFound')) id: string`
 */
export class IdParam<C extends ApiErrorCode> implements PipeTransform<string, string> {
  private readonly params: ErrorParamsArg<C>;

  constructor(
    private readonly code: C,
    ...params: ErrorParamsArg<C>
  ) {
    this.params = params;
  }

  transform(value: string): string {
    if (!isUuid(value)) throw new ApiException(this.code, ...this.params);
    return value.toLowerCase();
  }
}
