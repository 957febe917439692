import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, codedErrorFrom, codedErrorOf, isAbortError, withQuery } from './api-client.ts';

function respond(status: number, body?: string, contentType = 'application/json') {
  const fetchMock = vi.fn(async () => new Response(body ?? null, { status, headers: { 'Content-Type': contentType } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('withQuery', () => {
  it('appends defined values only', () => {
    expect(withQuery('/api/villas/a/availability', { upcoming: true, start: undefined, limit: 10, end: null })).toBe(
      '/api/villas/a/availability?upcoming=true&limit=10',
    );
  });

  it('leaves the path alone when nothing is defined, and extends an existing query', () => {
    expect(withQuery('/api/x', {})).toBe('/api/x');
    expect(withQuery('/api/x?a=1', { b: 'two words' })).toBe('/api/x?a=1&b=two+words');
  });
});

describe('codedErrorFrom', () => {
  it('reads the code and params of the body', async () => {
    await expect(codedErrorFrom(409, { error: 'Jungle Loft is already booked …', code: 'reservation.overlap', params: { villa: 'Jungle Loft' } })).resolves.toEqual({
      code: 'reservation.overlap',
      params: { villa: 'Jungle Loft' },
    });
  });

  it('falls back to the status line for a body without a known code', async () => {
    await expect(codedErrorFrom(500, undefined)).resolves.toEqual({ code: 'http.status', params: { status: 500 } });
    await expect(codedErrorFrom(502, { error: 'Bad gateway', code: 'made.up' })).resolves.toEqual({ code: 'http.status', params: { status: 502 } });
    await expect(codedErrorFrom(400, { message: 'nope' })).resolves.toEqual({ code: 'http.status', params: { status: 400 } });
  });
});

describe('codedErrorOf', () => {
  it('keeps what a thrown ApiError means, and calls anything else unexpected', () => {
    expect(codedErrorOf(new ApiError({ code: 'auth.wrongTier', params: { role: 'staff', chosen: 'master' } }, 403))).toEqual({
      code: 'auth.wrongTier',
      params: { role: 'staff', chosen: 'master' },
    });
    expect(codedErrorOf(new TypeError('x is undefined'))).toEqual({ code: 'http.unexpected' });
  });
});

describe('api', () => {
  it('sends JSON with the session cookie and parses the answer', async () => {
    const fetchMock = respond(200, JSON.stringify({ slug: 'jungle-loft' }));
    await expect(api.patch('/api/villas/jungle-loft', { airbnbIcalUrl: null })).resolves.toEqual({ slug: 'jungle-loft' });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/villas/jungle-loft');
    expect(init.method).toBe('PATCH');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"airbnbIcalUrl":null}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('gives undefined for 204', async () => {
    respond(204);
    await expect(api.post('/api/auth/logout')).resolves.toBeUndefined();
  });

  it('throws ApiError with the body code, its English text and the status', async () => {
    respond(401, JSON.stringify({ error: 'Sign in as staff to continue.', code: 'auth.staffRequired' }));
    const error = await api.get('/api/auth/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Sign in as staff to continue.', code: 'auth.staffRequired', status: 401 });
  });

  it('uses the status line when the body is not JSON', async () => {
    respond(503, '<html>down</html>', 'text/html');
    await expect(api.get('/api/villas')).rejects.toMatchObject({ message: 'Request failed with status 503', status: 503 });
  });

  it('lets an abort that lands while the body arrives through as an abort, never as an empty answer', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('[{"slug":'));
        controller.error(new DOMException('The operation was aborted.', 'AbortError'));
      },
    });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } })));
    const error = await api.get('/api/villas').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect(isAbortError(error)).toBe(true);
  });

  it('reports a 200 whose body cannot be read as an unexpected error', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.error(new TypeError('network error'));
      },
    });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status: 200 })));
    await expect(api.get('/api/villas')).rejects.toMatchObject({ message: 'Unexpected API error', status: 200 });
  });

  it('reports a network failure as an unexpected error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api.get('/api/villas')).rejects.toMatchObject({ message: 'Unexpected API error', status: 0 });
  });
});
