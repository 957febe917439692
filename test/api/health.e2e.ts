import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '@prana/contracts';
import { startTestApi, type TestApi } from '../support/test-api.ts';

describe('GET /api/health', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('reports PostgreSQL and Redis up', async () => {
    const response = await api.request().get('/api/health').expect(200);
    expect(response.body.status).toBe('ok');
    expect(response.body.database).toMatchObject({ status: 'up' });
    expect(response.body.redis).toMatchObject({ status: 'up' });
    expect(response.body.database.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('answers unknown api paths with a JSON 404', async () => {
    const response = await api.request().get('/api/no-such-thing').expect(404);
    expect(response.body).toEqual({ error: 'Not found.', code: 'http.notFound' });
  });

  it('answers a malformed JSON body with a 400 and a message', async () => {
    const response = await api
      .request()
      .post('/api/auth/guest/login')
      .set('Content-Type', 'application/json')
      .send('{"lastName": ')
      .expect(400);
    expect(response.body).toEqual({ error: 'The request body is not valid JSON.', code: 'http.invalidJson' });
  });
});

describe('GET /api/public-config', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('gives the web app the concierge number and the map tiles from configuration', async () => {
    const response = await api.request().get('/api/public-config').expect(200);
    expect(response.body.conciergeWhatsapp).toMatch(/^\d{8,15}$/);
    expect(response.body.mapTiles.url).toContain('{z}/{x}/{y}');
    expect(response.body.mapTiles.attribution).toContain('OpenStreetMap');
  });
});

describe('liveness, readiness and security headers', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('separates liveness from readiness', async () => {
    const live = await api.request().get('/api/health/live').expect(200);
    expect(live.body.status).toBe('ok');
    const ready = await api.request().get('/api/health/ready').expect(200);
    expect(ready.body).toMatchObject({ status: 'ok', database: { status: 'up' }, redis: { status: 'up' } });
  });

  it('sends a request id, an answer’s security headers and no framework banner', async () => {
    const response = await api.request().get('/api/health').set('X-Request-Id', 'trace-me-123').expect(200);
    expect(response.headers['x-request-id']).toBe('trace-me-123');
    expect(response.headers['x-powered-by']).toBeUndefined();
    // A JSON answer is never rendered, framed, sniffed or read by another site (OWASP REST security headers)…
    expect({
      csp: response.headers['content-security-policy'],
      nosniff: response.headers['x-content-type-options'],
      framing: response.headers['x-frame-options'],
      resource: response.headers['cross-origin-resource-policy'],
      referrer: response.headers['referrer-policy'],
    }).toEqual({ csp: "default-src 'none';frame-ancestors 'none'", nosniff: 'nosniff', framing: 'DENY', resource: 'same-origin', referrer: 'no-referrer' });
    // …and carries none of a document's window headers.
    for (const header of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection']) {
      expect({ header, value: response.headers[header] }).toEqual({ header, value: undefined });
    }
  });

  it('refuses a state-changing request sent by a browser from another site', async () => {
    const response = await api
      .request()
      .post('/api/auth/guest/login')
      .set('Origin', 'https://evil.example')
      .send({ lastName: 'Santoso', bookingCode: 'PRN-2401' })
      .expect(403);
    expect(response.body).toEqual({ error: 'Cross-site requests are not allowed.', code: 'http.crossSite' });
    await api
      .request()
      .post('/api/auth/guest/login')
      .set('Origin', api.url)
      .send({ lastName: 'Santoso', bookingCode: 'PRN-2401' })
      .expect(200);
  });
});

describe('GET /api/ops/queues', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('shows master how much work waits in each queue', async () => {
    const agent = api.agent();
    await agent.post('/api/auth/staff/login').send({ username: 'master', password: 'prana-demo', role: 'master' }).expect(200);
    const response = await agent.get('/api/ops/queues').expect(200);
    // Every queue the workers serve, the concierge deadlines and statements included.
    expect(response.body.queues.map((queue: { name: string }) => queue.name).sort()).toEqual(Object.values(QUEUES).sort());
    for (const queue of response.body.queues) {
      expect(queue).toEqual({
        name: queue.name,
        waiting: expect.any(Number),
        active: expect.any(Number),
        delayed: expect.any(Number),
        failed: expect.any(Number),
        schedulers: expect.any(Number),
      });
    }
  });
});
