import { afterAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ON_REQUEST_DIR, PAGE_RENDERER, onRequestTemplate } from '@prana/contracts';
import { startTestApi, type TestApi } from '../support/test-api.ts';

const SHELL = '<!doctype html><html><head><title>Prana</title></head><body><div id="root"></div></body></html>';

/**
 * A web build in miniature: the shell, the search page's templates and, given its source, the
 * Node renderer where the api looks for it (PAGE_RENDERER, beside the build's output folder).
 */
async function webBuild(renderer: string | null): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'prana-search-page-'));
  const dist = join(root, 'dist');
  await mkdir(join(dist, ON_REQUEST_DIR), { recursive: true });
  await writeFile(join(dist, 'index.html'), SHELL);
  for (const language of ['en', 'id'] as const) await writeFile(join(dist, ON_REQUEST_DIR, onRequestTemplate(language)), `<html lang="${language}"><body><div id="root"></div></body></html>`);
  if (renderer !== null) {
    await mkdir(join(dist, PAGE_RENDERER, '..'), { recursive: true });
    await writeFile(join(dist, PAGE_RENDERER), renderer);
  }
  return dist;
}

/** What the api's renderer is asked, answered with what it was given (the answer and template as JSON), or a failure. */
const RENDERER = (fails: boolean) => `
export const searchRequest = (pathname, search) =>
  pathname === '/availability' || pathname === '/id/availability'
    ? { language: pathname === '/availability' ? 'en' : 'id', key: pathname + search, apiPath: '/api/availability' + search }
    : null;
export async function renderSearchPage({ template, answer }) {
  ${fails ? "throw new Error('render failed');" : ''}
  return JSON.stringify({ template, answer });
}
`;

describe('the search page as the api renders it, with the web build’s renderer or without', () => {
  const apis: TestApi[] = [];
  const dirs: string[] = [];
  const saved = process.env.WEB_DIST;
  const start = async (renderer: string | null) => {
    const dist = await webBuild(renderer);
    dirs.push(join(dist, '..'));
    process.env.WEB_DIST = dist;
    try {
      const api = await startTestApi();
      apis.push(api);
      return api;
    } finally {
      process.env.WEB_DIST = saved;
    }
  };
  afterAll(async () => {
    await Promise.all(apis.map((api) => api.close()));
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('renders with the answer GET /api/availability gives the same search, into the template of its language', async () => {
    const api = await start(RENDERER(false));
    const page = await api.request().get('/id/availability?adults=2&site=prana-palms').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const rendered = JSON.parse(page.text) as { template: string; answer: unknown };
    expect(rendered.template).toContain('lang="id"');
    expect(rendered.answer).toEqual((await api.request().get('/api/availability?adults=2&site=prana-palms').expect(200)).body);
  });

  it('answers with the shell, never an error, when the renderer is missing or its render fails', async () => {
    for (const renderer of [null, RENDERER(true)]) {
      const api = await start(renderer);
      for (const address of ['/availability?adults=2', '/id/availability']) {
        const page = await api.request().get(address).expect(200);
        expect(page.text).toBe(SHELL);
      }
    }
  });

  it('renders at most eight searches at a time: a ninth and tenth new search get the shell at once, and the eight their pages once rendered', async () => {
    // Renders that wait until the test lets them finish, so eight are under way when the others come.
    let release = () => {};
    const shared = globalThis as { searchRenderGate?: Promise<void>; searchRendersStarted?: number };
    shared.searchRenderGate = new Promise<void>((resolve) => (release = resolve));
    shared.searchRendersStarted = 0;
    const api = await start(
      RENDERER(false).replace('export async function renderSearchPage({ template, answer }) {', 'export async function renderSearchPage({ template, answer }) {\n  globalThis.searchRendersStarted += 1;\n  await globalThis.searchRenderGate;'),
    );
    const searches = Array.from({ length: 10 }, (_, index) => `/availability?adults=${index + 1}`);
    // supertest sends a request when it is awaited (then).
    const pending = searches.slice(0, 8).map((address) => api.request().get(address).then((answer) => answer));
    await expect.poll(() => shared.searchRendersStarted).toBe(8);
    const late = await Promise.all(searches.slice(8).map((address) => api.request().get(address).expect(200)));
    expect(late.map((answer) => answer.text)).toEqual([SHELL, SHELL]);
    release();
    const rendered = await Promise.all(pending);
    for (const answer of rendered) expect(JSON.parse(answer.text)).toMatchObject({ template: expect.stringContaining('lang="en"') });
  });
});
