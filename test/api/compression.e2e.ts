import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PRERENDERED_DIR, type VillaResponse } from '@prana/contracts';
import { precompress } from '../../scripts/precompress.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { signIn } from '../support/sockets.ts';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent, still compressed. */
  body: Buffer;
}

/** One request with Node's own client: no automatic decompression, so the test sees what went over the wire. */
function raw(url: string, path: string, options: { method?: string; encoding?: string; cookie?: string } = {}): Promise<RawResponse> {
  const headers: Record<string, string> = {};
  if (options.encoding) headers['accept-encoding'] = options.encoding;
  if (options.cookie) headers.cookie = options.cookie;
  return new Promise((resolve, reject) => {
    const request = http.request(`${url}${path}`, { method: options.method ?? 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

const MAIN_SCRIPT = '/assets/index-Dx3kQ9aB.js';
const BUILT_PAGE = `<!doctype html><html lang="id"><head><title>Tentang Prana</title></head><body><div id="root"><h1>Tentang Prana</h1>${'<p>Tiga kawasan vila di sekitar Ubud.</p>'.repeat(60)}</div></body></html>`;

/** A built web app in miniature, pre-compressed by the same step the Vite build runs. */
async function builtWebApp(): Promise<{ dir: string; script: Buffer }> {
  const dir = await mkdtemp(join(tmpdir(), 'prana-web-dist-'));
  await mkdir(join(dir, 'assets'));
  const script = Buffer.from(
    Array.from({ length: 400 }, (_, i) => `export function villa${i}(nights){return {nights,label:"Prana villa ${i}",total:nights*${i + 100}};}\n`).join(''),
  );
  await writeFile(join(dir, 'index.html'), `<!doctype html><html><head><script type="module" src="${MAIN_SCRIPT}"></script></head><body><div id="root"></div></body></html>`);
  await writeFile(join(dir, MAIN_SCRIPT), script);
  await writeFile(join(dir, `${MAIN_SCRIPT}.map`), JSON.stringify({ version: 3, sources: ['src/main.tsx'], mappings: 'AAAA;'.repeat(400) }));
  await writeFile(join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  await mkdir(join(dir, PRERENDERED_DIR, 'id'), { recursive: true });
  await writeFile(join(dir, PRERENDERED_DIR, 'id', 'about.html'), BUILT_PAGE);
  await precompress(dir);
  return { dir, script };
}

describe('compressed responses and HEAD', () => {
  let api: TestApi;
  let web: { dir: string; script: Buffer };
  let master: string;
  const saved = { WEB_DIST: process.env.WEB_DIST, NODE_ENV: process.env.NODE_ENV };

  beforeAll(async () => {
    web = await builtWebApp();
    process.env.WEB_DIST = web.dir;
    api = await startTestApi();
    master = await signIn(api, { staff: 'master' });
  });
  afterAll(async () => {
    await api?.close();
    Object.assign(process.env, saved);
    await rm(web.dir, { recursive: true, force: true });
  });

  it('the build step writes brotli and gzip copies of text assets of 512 bytes and more, and none of source maps or small files', async () => {
    expect(brotliDecompressSync(await readFile(join(web.dir, `${MAIN_SCRIPT}.br`)))).toEqual(web.script);
    expect(gunzipSync(await readFile(join(web.dir, `${MAIN_SCRIPT}.gz`)))).toEqual(web.script);
    await expect(readFile(join(web.dir, `${MAIN_SCRIPT}.map.br`))).rejects.toThrow(/ENOENT/);
    await expect(readFile(join(web.dir, 'robots.txt.br'))).rejects.toThrow(/ENOENT/);
  });

  it('sends the main script pre-compressed: brotli when accepted, else gzip, else as it is, always with Vary', async () => {
    const br = await raw(api.url, MAIN_SCRIPT, { encoding: 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers['cache-control']).toMatch(/immutable/);
    expect(br.body.length).toBeLessThan(web.script.length / 3);
    expect(brotliDecompressSync(br.body)).toEqual(web.script);

    const gzip = await raw(api.url, MAIN_SCRIPT, { encoding: 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.body)).toEqual(web.script);

    const plain = await raw(api.url, MAIN_SCRIPT);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toEqual(web.script);
  });

  it('answers a built page’s address with its built HTML, pre-compressed and revalidated, and every other address with the shell', async () => {
    const built = await raw(api.url, '/id/about', { encoding: 'gzip, deflate, br' });
    expect(built.status).toBe(200);
    expect(built.headers['content-encoding']).toBe('br');
    expect(built.headers['cache-control']).toBe('no-cache');
    expect(built.headers['content-type']).toMatch(/^text\/html/);
    expect(built.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(brotliDecompressSync(built.body).toString()).toBe(BUILT_PAGE);
    for (const path of ['/about', '/id/About', '/id/about/', '/id/../id/about']) {
      const shell = await api.request().get(path).expect(200);
      expect({ path, shell: shell.text.includes('<div id="root"></div>') }).toEqual({ path, shell: true });
    }
  });

  it('keeps the documents’ policy on the web app, the API description’s page and the calendar feed', async () => {
    for (const path of ['/', '/availability', '/api/docs']) {
      const page = await api.request().get(path).expect(200);
      expect({ path, csp: page.headers['content-security-policy'] }).toEqual({ path, csp: expect.stringContaining("script-src 'self'") });
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
    const feed = await api.request().get('/ical/villa/unknown');
    expect(feed.headers['cross-origin-resource-policy']).toBe('same-site');
  });

  it('sends a hashed asset with the few headers a script needs: a phone loads ~45 of them on the first visit', async () => {
    const script = await raw(api.url, MAIN_SCRIPT, { encoding: 'gzip' });
    expect(script.status).toBe(200);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-site');
    for (const unneeded of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection', 'x-request-id', 'etag', 'last-modified', 'x-powered-by']) {
      expect({ header: unneeded, value: script.headers[unneeded] }).toEqual({ header: unneeded, value: undefined });
    }
    const headerBytes = Object.entries(script.headers).reduce((sum, [name, value]) => sum + name.length + String(value).length + 4, 0);
    expect(headerBytes).toBeLessThan(400);

    // The page itself keeps the full set.
    const page = await raw(api.url, '/availability');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-request-id']).toBeTruthy();
  });

  it('compresses a large JSON answer, not a small one', async () => {
    const br = await raw(api.url, '/api/villas', { encoding: 'br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const villas = JSON.parse(brotliDecompressSync(br.body).toString()) as VillaResponse[];
    expect(villas.length).toBeGreaterThan(10);
    expect(br.body.length).toBeLessThan(brotliDecompressSync(br.body).length / 2);

    const gzip = await raw(api.url, '/api/villas', { encoding: 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(villas);

    const small = await raw(api.url, '/api/health/live', { encoding: 'br, gzip' });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ status: 'ok' });
  });

  it('sends a cached public read compressed once and kept: the same bytes to the next reader, identity to one that accepts none', async () => {
    const path = '/api/availability?checkIn=2031-02-01&checkOut=2031-02-04&adults=2';
    const fresh = await raw(api.url, path, { encoding: 'gzip, br' });
    const cached = await raw(api.url, path, { encoding: 'gzip, br' });
    expect([fresh.headers['content-encoding'], cached.headers['content-encoding']]).toEqual(['br', 'br']);
    expect(cached.body).toEqual(fresh.body);
    expect(cached.headers.vary).toMatch(/accept-encoding/i);
    const json = brotliDecompressSync(cached.body).toString();
    expect(Number(cached.headers['content-length'])).toBe(cached.body.length);

    const gzip = await raw(api.url, path, { encoding: 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(json);
    const plain = await raw(api.url, path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(json);
    expect(plain.headers.etag).toBe(cached.headers.etag);
    expect(plain.headers['x-request-id']).toBeTruthy();
    expect(plain.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    const head = await raw(api.url, path, { method: 'HEAD', encoding: 'br' });
    expect([head.status, head.headers['content-encoding'], head.body.length]).toEqual([200, 'br', 0]);
  });

  it('answers HEAD wherever GET answers: api, static files, the web app and iCal feeds', async () => {
    const villas = (await api.request().get('/api/villas').set('Cookie', master).expect(200)).body as VillaResponse[];
    const token = villas.find((villa) => villa.outboundFeedToken)!.outboundFeedToken!;
    for (const [path, type] of [
      ['/api/villas', /application\/json/],
      [MAIN_SCRIPT, /javascript/],
      ['/robots.txt', /text\/plain/],
      ['/', /text\/html/],
      ['/availability', /text\/html/],
      [`/ical/villa/${token}`, /text\/calendar/],
    ] as const) {
      const get = await raw(api.url, path, { encoding: 'br', cookie: master });
      const head = await raw(api.url, path, { method: 'HEAD', encoding: 'br', cookie: master });
      expect({ path, status: head.status }).toEqual({ path, status: get.status });
      expect(get.status).toBe(200);
      expect(head.headers['content-type']).toMatch(type);
      expect(head.body.length).toBe(0);
    }
    // A pre-compressed file names its encoding on HEAD too (dynamic answers skip compressing a HEAD).
    expect((await raw(api.url, MAIN_SCRIPT, { method: 'HEAD', encoding: 'br' })).headers['content-encoding']).toBe('br');
  });

  it('serves source maps outside production only', async () => {
    expect((await raw(api.url, `${MAIN_SCRIPT}.map`)).status).toBe(200);

    process.env.NODE_ENV = 'production';
    const production = await startTestApi();
    try {
      expect((await raw(production.url, `${MAIN_SCRIPT}.map`)).status).toBe(404);
      expect((await raw(production.url, `${MAIN_SCRIPT}.map`, { method: 'HEAD' })).status).toBe(404);
      expect((await raw(production.url, MAIN_SCRIPT, { encoding: 'br' })).headers['content-encoding']).toBe('br');
    } finally {
      await production.close();
      process.env.NODE_ENV = saved.NODE_ENV;
    }
  });
});
