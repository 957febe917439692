import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client.ts';
import { startEarlyRead } from './early-reads.ts';

/** A server holding one guest's push preference: each GET answers what is stored when it arrives. */
function server() {
  const stored = { push: false };
  const fetchMock = vi.fn(async (_path: string, init?: RequestInit) => {
    if (init?.method === 'PATCH') Object.assign(stored, JSON.parse(String(init.body)) as object);
    return new Response(JSON.stringify({ ...stored }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const gets = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'GET').length;
  return { gets };
}

// The early reads are the page's: each test reads its own path, as on a page that has not read it yet.
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('early reads', () => {
  it('answer the app’s first read of their path, once', async () => {
    const { gets } = server();
    startEarlyRead('/api/guest/notifications');
    await expect(api.get('/api/guest/notifications')).resolves.toEqual({ push: false });
    expect(gets()).toBe(1);
    await api.get('/api/guest/notifications');
    expect(gets()).toBe(2);
  });

  it('are not started for a path the app has read already, so a read after a write gets what the write stored', async () => {
    const { gets } = server();
    // The app's code ran before the answer the early read waited for (/api/auth/me): it asked first.
    await api.get('/api/guest/profile');
    startEarlyRead('/api/guest/profile');
    await api.patch('/api/guest/notification-preferences', { push: true });
    await expect(api.get('/api/guest/profile')).resolves.toEqual({ push: true });
    expect(gets()).toBe(2);
  });

  it('started before a write and not taken yet, are dropped by it, so the read after the write gets what it stored', async () => {
    const { gets } = server();
    // The entry started the read; the guest changed the setting before the page took it.
    startEarlyRead('/api/guest/profile?after-write');
    await api.patch('/api/guest/notification-preferences', { push: true });
    await expect(api.get('/api/guest/profile?after-write')).resolves.toEqual({ push: true });
    expect(gets()).toBe(2);
  });

  it('stay through a write that changes nothing a page reads (a funnel count)', async () => {
    const { gets } = server();
    startEarlyRead('/api/public-config?after-count');
    await api.post('/api/funnel/villa-views', { villa: 'jungle-loft' }, { readsUnchanged: true });
    await api.get('/api/public-config?after-count');
    expect(gets()).toBe(1);
  });
});
