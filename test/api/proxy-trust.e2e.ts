import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { addDays, todayInBali } from '@prana/domain';

/** A request from a chosen loopback address (127.x.y.z all reach the api on 127.0.0.1), as a separate client would make it. */
function requestFrom(api: TestApi, localAddress: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: { error?: string; code?: string } }>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      `${api.url}${path}`,
      { method: 'POST', localAddress, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), ...headers } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text ? (JSON.parse(text) as { error?: string }) : {} }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const reservation = () => {
  const checkIn = addDays(todayInBali(new Date()), 200);
  return { villaId: 'ubud-lux-2', checkIn, checkOut: addDays(checkIn, 3), adults: 2, children: 0, infants: 0, fullName: 'Proxy Test', email: 'proxy@example.com', phone: null, notes: null };
};

describe('without TRUST_PROXY (the default): no client chooses its own address or host', () => {
  let api: TestApi;

  beforeAll(async () => {
    // This file's process only: the api starts as an installation that set no TRUST_PROXY.
    delete process.env.TRUST_PROXY;
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('ignores X-Forwarded-For: rotating it does not escape the per-address limit', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const answer = await requestFrom(api, '127.0.0.61', '/api/reservation-requests', reservation(), { 'X-Forwarded-For': `198.51.100.${index + 100}` });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('ignores X-Forwarded-Host and X-Forwarded-Proto in the same-origin check, and accepts only the scheme actually used', async () => {
    const forged = await requestFrom(api, '127.0.0.62', '/api/auth/logout', {}, { Origin: 'http://evil.example', 'X-Forwarded-Host': 'evil.example' });
    expect(forged).toEqual({ status: 403, body: { error: 'Cross-site requests are not allowed.', code: 'http.crossSite' } });
    const host = new URL(api.url).host;
    const otherScheme = await requestFrom(api, '127.0.0.62', '/api/auth/logout', {}, { Origin: `https://${host}`, 'X-Forwarded-Proto': 'https' });
    expect(otherScheme.status).toBe(403);
    expect((await requestFrom(api, '127.0.0.62', '/api/auth/logout', {}, { Origin: `http://${host}` })).status).toBe(204);
  });
});

describe('behind a trusted proxy (TRUST_PROXY=loopback)', () => {
  let api: TestApi;

  beforeAll(async () => {
    process.env.TRUST_PROXY = 'loopback';
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('takes the forwarded host and scheme from the proxy', async () => {
    const answer = await requestFrom(api, '127.0.0.63', '/api/auth/logout', {}, {
      Origin: 'https://villas.example',
      'X-Forwarded-Host': 'villas.example',
      'X-Forwarded-Proto': 'https',
    });
    expect(answer.status).toBe(204);
    const wrongScheme = await requestFrom(api, '127.0.0.63', '/api/auth/logout', {}, { Origin: 'http://villas.example', 'X-Forwarded-Host': 'villas.example', 'X-Forwarded-Proto': 'https' });
    expect(wrongScheme.status).toBe(403);
  });
});
