import { HttpException } from '@nestjs/common';
import { coded, errorStatus, renderError, type ApiCodedError, type ApiErrorCode, type CodedError, type ErrorParamsArg, type PlainErrorCode } from '@prana/contracts';
import type { Validation } from '@prana/domain';

/**
 * The one exception the api throws for a refusal: a code of the error catalogue (@prana/contracts)
 * with the values its message needs; its HTTP status is the code's (ERROR_STATUS). `fields` name
 * the inputs to fix. The exception filter renders it as `{ error, code, params?, fields? }`.
 * `throw new ApiException('booking.unavailable', { villa, checkIn, checkOut })`
 */
export class ApiException<C extends ApiErrorCode = ApiErrorCode> extends HttpException {
  coded: ApiCodedError;
  fields?: Record<string, CodedError>;
  /** A 429's wait, sent as `Retry-After`. */
  retryAfterSeconds?: number;

  constructor(code: C, ...params: ErrorParamsArg<C>) {
    const error = coded(code, ...params);
    super(renderError(error), errorStatus(code));
    this.coded = error;
  }

  /** A refusal about one input: the code is also the field's. */
  static field<C extends ApiErrorCode>(field: string, code: C, ...params: ErrorParamsArg<C>): ApiException<C> {
    const exception = new ApiException(code, ...params);
    exception.fields = { [field]: exception.coded };
    return exception;
  }

  /** A refusal with its code and per-field codes, e.g. from a schema or a domain check. */
  static invalid(error: ApiCodedError, fields: Record<string, CodedError>): ApiException {
    // The status is the code's; its params came with it from the schema or check that wrote it.
    const exception = new ApiException(error.code as PlainErrorCode);
    exception.coded = error;
    exception.message = renderError(error);
    exception.fields = fields;
    return exception;
  }
}

/** The cleaned value of a @prana/domain check, or a refusal that names the field to fix. */
export function checked<T>(result: Validation<T>): T {
  if (result.ok) return result.value;
  const error: ApiCodedError = result.params === undefined ? { code: result.code } : { code: result.code, params: result.params };
  throw ApiException.invalid(error, result.field ? { [result.field]: error } : {});
}
