import type { ApiErrorBody } from '@prana/contracts';
import { env } from './env.ts';

/** Used when a call fails before any HTTP answer exists (network down, aborted, unreadable body). */
export const UNEXPECTED_API_ERROR = 'Unexpected API error';

/** A failed API call. `status` is the HTTP status, or 0 when no response arrived. */
export class ApiError extends Error {
  readonly status: number;
  readonly fields?: Record<string, string>;

  constructor(message: string, status: number, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
  }
}

export interface RequestOptions {
  signal?: AbortSignal;
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

/** The message shown for a failed response: the body's `error`, else the status line (admin spec §8). */
export function errorMessageFrom(status: number, body: unknown): string {
  if (body && typeof body === 'object' && 'error' in body) {
    const message = (body as Partial<ApiErrorBody>).error;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return `Request failed with status ${status}`;
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
    response = await fetch(`${env.apiBase}${path}`, {
      method,
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (cause) {
    // An abort is the caller's own doing; let it through untouched so callers can ignore it.
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(UNEXPECTED_API_ERROR, 0);
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
    throw new ApiError(errorMessageFrom(response.status, data), response.status, fields);
  }
  if (unreadable || (text && data === undefined)) throw new ApiError(UNEXPECTED_API_ERROR, response.status);
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

/** A message for any thrown value, for showing to a person. */
export function errorMessage(error: unknown, fallback = UNEXPECTED_API_ERROR): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
