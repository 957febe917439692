import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { createGuest } from './guest-fixtures.ts';

// A shared phone: what one guest saw must not come back from the browser's cache after log out.
describe('what browsers may keep', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('never stores an answer about a person, nor a refusal, and spends no ETag on one', async () => {
    const guest = await createGuest(api);
    for (const path of ['/api/guest/profile', '/api/auth/me', '/api/guest/requests']) {
      const answer = await api.request().get(path).set('Cookie', guest.cookie);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe('no-store');
      // Nothing keeps it, so nothing asks whether it changed: hashing it would be work for nobody.
      expect(answer.headers.etag, path).toBeUndefined();
    }
    expect((await api.request().get('/api/guest/profile')).headers['cache-control']).toBe('no-store');
  });

  it('lets public reads be revalidated with their ETag instead', async () => {
    const villas = await api.request().get('/api/villas');
    expect(villas.headers['cache-control']).toBe('no-cache');
    expect(villas.headers.etag).toBeTruthy();
  });
});
