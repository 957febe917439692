/** Every failed API call answers with this body and a fitting 4xx/5xx status. */
export interface ApiErrorBody {
  error: string;
  /** Field-level messages when a body failed validation, keyed by dotted path. */
  fields?: Record<string, string>;
}
