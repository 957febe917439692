import { QueryClient, queryOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client.ts';

// The guarantees of api-client.spec.ts, once the answer goes through the query cache: an aborted
// or superseded fetch leaves what was on screen, it never turns into an empty answer.

const villas = queryOptions({
  queryKey: ['villas', 'list'],
  queryFn: ({ signal }) => api.get<{ slug: string }[]>('/api/villas', { signal }),
});

/** A fetch that answers each call with the next body once told to, and honours its abort signal. */
function controlledFetch() {
  const pending: { answer: (body: unknown) => void }[] = [];
  const fetchMock = vi.fn(
    (_path: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        pending.push({ answer: (body) => resolve(new Response(JSON.stringify(body), { status: 200 })) });
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, answer: (call: number, body: unknown) => pending[call]!.answer(body) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the query cache over the api client', () => {
  it('keeps the data on screen when a refetch is cancelled', async () => {
    const { answer } = controlledFetch();
    const cache = new QueryClient();
    const first = cache.fetchQuery(villas);
    answer(0, [{ slug: 'jungle-loft' }]);
    await first;

    const refetch = cache.refetchQueries({ queryKey: villas.queryKey });
    await cache.cancelQueries({ queryKey: villas.queryKey });
    await refetch;
    expect(cache.getQueryData(villas.queryKey)).toEqual([{ slug: 'jungle-loft' }]);
    expect(cache.getQueryState(villas.queryKey)?.status).toBe('success');
  });

  it('shows the answer of the newest fetch when an event supersedes one in flight, never an empty one', async () => {
    const { fetchMock, answer } = controlledFetch();
    const cache = new QueryClient();
    cache.setQueryData(villas.queryKey, [{ slug: 'jungle-loft' }]);

    const older = cache.fetchQuery({ ...villas, staleTime: 0 });
    // A live event marks the list stale while the first fetch is on its way: the first is aborted.
    const newer = cache.refetchQueries({ queryKey: villas.queryKey });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((fetchMock.mock.calls[0]![1] as RequestInit).signal?.aborted).toBe(true);
    expect(cache.getQueryData(villas.queryKey)).toEqual([{ slug: 'jungle-loft' }]);

    answer(1, [{ slug: 'jungle-loft' }, { slug: 'ubud-lux-1' }]);
    await newer;
    await older.catch(() => undefined);
    expect(cache.getQueryData(villas.queryKey)).toEqual([{ slug: 'jungle-loft' }, { slug: 'ubud-lux-1' }]);
  });
});
