import { HttpException } from '@nestjs/common';
import { coded, type CodedError, type ErrorCode, type ErrorParamsArg, renderError } from '@prana/contracts';
import type { Validation } from '@prana/domain';

/**
 * The one exception the api throws for a refusal: an HTTP status and a code of the error
 * catalogue (@prana/contracts) with the values its message needs; `fields` name the inputs to
 * fix. The exception filter renders it as `{ error, code, params?, fields? }`.
 * `throw new ApiException(409, 'booking.overlap', { villa })`
 */
export class ApiException<C extends ErrorCode = ErrorCode> extends HttpException {
  coded: CodedError;
  fields?: Record<string, CodedError>;
  /** A 429's wait, sent as `Retry-After`. */
  retryAfterSeconds?: number;

  constructor(status: number, code: C, ...params: ErrorParamsArg<C>) {
    const error = coded(code, ...params);
    super(renderError(error), status);
    this.coded = error;
  }

  /** A 400 about one input: the code is also the field's. */
  static field<C extends ErrorCode>(field: string, code: C, ...params: ErrorParamsArg<C>): ApiException<C> {
    const exception = new ApiException(400, code, ...params);
    exception.fields = { [field]: exception.coded };
    return exception;
  }

  /** A 400 with its code and per-field codes, e.g. from a schema or a domain check. */
  static invalid(error: CodedError, fields: Record<string, CodedError>): ApiException {
    const exception = new ApiException(400, 'validation.invalid');
    exception.coded = error;
    exception.message = renderError(error);
    exception.fields = fields;
    return exception;
  }
}

/** The cleaned value of a @prana/domain check, or a 400 that names the field to fix. */
export function checked<T>(result: Validation<T>): T {
  if (result.ok) return result.value;
  const error: CodedError = result.params === undefined ? { code: result.code } : { code: result.code, params: result.params };
  throw ApiException.invalid(error, result.field ? { [result.field]: error } : {});
}
