import type { ApiErrorBody, CodedError, ErrorParams } from '@prana/contracts';
import { dropEarlyReads, requestInit, takeEarlyRead } from './early-reads.ts';
import { env } from './env.ts';
import { loadErrorTexts } from './i18n.ts';

/** Used when a call fails before any HTTP answer exists (network down, aborted, unreadable body). */
export const UNEXPECTED_API_ERROR: CodedError = { code: 'http.unexpected' };
/** Used when a call fails because the device has no connection (writes that are never queued say so). */
export const OFFLINE_API_ERROR: CodedError = { code: 'http.offline' };

/**
 * A failed API call: the code of the error catalogue (shown with t('errors:<code>', params) in the
 * reader's language), its per-field codes, and `status`, the HTTP status or 0 when no response
 * arrived. `message` is the English text, for logs (the code when the catalogue could not load).
 */
export class ApiError extends Error implements CodedError {
  readonly status: number;
  readonly code: CodedError['code'];
  readonly params?: ErrorParams;
  readonly fields?: Record<string, CodedError>;

  constructor(error: CodedError, status: number, fields?: Record<string, CodedError>, message: string = error.code) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = error.code;
    if (error.params) this.params = error.params;
    if (fields) this.fields = fields;
  }
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key` (IETF draft): the same write retried (outbox, lost answer) is stored once. */
  idempotencyKey?: string;
  /** A write that changes nothing a page reads (a funnel count): the early reads not taken yet stay. */
  readsUnchanged?: boolean;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

/** Appends defined query values to a path: withQuery('/api/x', { a: 1, b: undefined }) → '/api/x?a=1'. */
export function withQuery(path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

/** The error catalogue loads with the first failure (most visits have none); null when it cannot load (offline, a build since replaced). */
const errorCatalogue = () => import('./error-catalogue.ts').catch(() => null);

/** What a failed response means: the body's code when the catalogue knows it, else the status line. */
export async function codedErrorFrom(status: number, body: unknown): Promise<CodedError> {
  const coded = body && typeof body === 'object' ? (body as Partial<ApiErrorBody>) : {};
  const catalogue = await errorCatalogue();
  if (catalogue?.isErrorCode(coded.code)) return coded.params ? { code: coded.code, params: coded.params } : { code: coded.code };
  return { code: 'http.status', params: { status } };
}

/**
 * The error a failed call throws, once the texts to show it in the reader's language are there:
 * the page that catches it shows its text at once.
 */
async function failure(error: CodedError | Promise<CodedError>, status: number, fields?: Record<string, CodedError>): Promise<ApiError> {
  const [coded, catalogue] = await Promise.all([error, errorCatalogue(), loadErrorTexts().catch(() => undefined)]);
  return new ApiError(coded, status, fields, catalogue?.renderError(coded));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function request<T>(method: Method, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    if (method !== 'GET' && !options.readsUnchanged) dropEarlyReads();
    const early = method === 'GET' && !options.signal?.aborted ? takeEarlyRead(path) : undefined;
    const headers: Record<string, string> = options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {};
    response = await (early ?? fetch(`${env.apiBase}${path}`, { ...requestInit(method, body === undefined ? undefined : JSON.stringify(body), headers), signal: options.signal }));
  } catch (cause) {
    // An abort is the caller's own doing; let it through untouched so callers can ignore it.
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw await failure(globalThis.navigator?.onLine === false ? OFFLINE_API_ERROR : UNEXPECTED_API_ERROR, 0);
  }

  if (response.status === 204) return undefined as T;
  let text = '';
  let unreadable = false;
  try {
    text = await response.text();
  } catch (cause) {
    // Aborted after the headers, while the body was still arriving: still the caller's own abort,
    // never an empty answer (an empty success would wipe whatever the caller shows).
    if (isAbortError(cause)) throw cause;
    unreadable = true;
  }
  const data = text ? parseJson(text) : undefined;

  if (!response.ok) {
    const fields = (data as Partial<ApiErrorBody> | undefined)?.fields;
    throw await failure(codedErrorFrom(response.status, data), response.status, fields);
  }
  if (unreadable || (text && data === undefined)) throw await failure(UNEXPECTED_API_ERROR, response.status);
  return data as T;
}

/**
 * The one API client. Same origin, session cookie included, JSON both ways.
 * `api.get<VillaResponse[]>('/api/villas')`
 */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('DELETE', path, body, options),
};

/** What any thrown value means, to keep in state and show with useErrorText (lib/error-text.ts). */
export function codedErrorOf(error: unknown): CodedError {
  if (error instanceof ApiError) return error.params ? { code: error.code, params: error.params } : { code: error.code };
  return UNEXPECTED_API_ERROR;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
