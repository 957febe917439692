import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ON_REQUEST_DIR, PAGE_RENDERER, availabilitySearchQuery, onRequestTemplate, type AvailabilitySearchResponse } from '@prana/contracts';
import type { AvailabilityService } from '../availability/availability.service.ts';
import type { RealtimeService } from '../realtime/realtime.service.ts';
import { ProcessCache } from '../common/process-cache.ts';
import { entityTag } from '../common/entity-tag.ts';

/** What the web build's Node renderer (apps/web/src/app/search-page.tsx) offers the api. */
interface SearchPageRenderer {
  searchRequest(pathname: string, search: string): { language: 'en' | 'id'; key: string; apiPath: string | null } | null;
  renderSearchPage(input: { pathname: string; search: string; origin: string; template: string; answer: AvailabilitySearchResponse | null }): Promise<string>;
}

/** The addresses the renderer serves (it reads them itself; this only keeps every other address from waiting for it). */
const SEARCH_PAGE = /^\/(?:id\/)?availability$/;
/** As long as the visitors' cached availability answers (public-reads.ts): a change no event announced, such as the date rolling over, shows within it. */
const MAX_AGE_MS = 60_000;
/** Searches differ by dates and party: the most recent ones only. */
const MAX_PAGES = 200;
/**
 * Renders run one at a time (the renderer's one i18n instance), 30–90 ms each. Beyond this many
 * waiting, a search not kept gets the shell at once, which renders in the browser: a burst of new
 * searches never makes the page wait for a queue, nor the api work for more than it.
 */
const MAX_WAITING_RENDERS = 8;

/**
 * The search page (/availability, /id/availability) rendered on request: the web build's renderer
 * fills the page's template with its cards from the answer GET /api/availability gives the same
 * search, so the first paint shows them without waiting for the app's code. Each document is kept
 * per language and search until public data changes (the hook that drops the cached public reads).
 * Without the renderer or templates (an api without a web build, as in its tests) or when a render
 * fails, the address gets the app's shell, which renders in the browser.
 */
export function serveSearchPages(options: { webDist: string; origin: string; availability: AvailabilityService; realtime: RealtimeService }) {
  const logger = new Logger('SearchPages');
  const pages = new ProcessCache<string>(MAX_AGE_MS, MAX_PAGES);
  options.realtime.onPublicDataChanged(() => pages.clear());
  // One render per search at a time: readers of a search being rendered since the last change wait for that render.
  const rendering = new Map<string, { generation: number; html: Promise<string> }>();
  const templates = { en: path.join(options.webDist, ON_REQUEST_DIR, onRequestTemplate('en')), id: path.join(options.webDist, ON_REQUEST_DIR, onRequestTemplate('id')) };
  const rendererFile = path.join(options.webDist, PAGE_RENDERER);
  // Loaded on the first search, not at start: a process that never serves one never reads the bundle.
  let renderer: Promise<{ render: SearchPageRenderer; templates: Record<'en' | 'id', string> } | null> | undefined;
  const load = () =>
    (renderer ??= (async () => {
      if (!existsSync(rendererFile) || !existsSync(templates.en) || !existsSync(templates.id)) return null;
      const render = (await import(pathToFileURL(rendererFile).href)) as SearchPageRenderer;
      return { render, templates: { en: readFileSync(templates.en, 'utf8'), id: readFileSync(templates.id, 'utf8') } };
    })().catch((error: unknown) => {
      logger.warn(`The search page renders in the browser: its renderer did not load (${(error as Error).message})`);
      return null;
    }));

  /** The same parse and service as GET /api/availability; a search the endpoint would refuse renders without an answer. */
  const answerOf = async (apiPath: string | null): Promise<AvailabilitySearchResponse | null> => {
    if (apiPath === null) return null;
    const query = availabilitySearchQuery.safeParse(Object.fromEntries(new URL(apiPath, options.origin).searchParams));
    return query.success ? options.availability.search(query.data) : null;
  };

  return async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !SEARCH_PAGE.test(request.path)) return next();
    const loaded = await load();
    const queryAt = request.originalUrl.indexOf('?');
    const search = queryAt === -1 ? '' : request.originalUrl.slice(queryAt);
    const page = loaded?.render.searchRequest(request.path, search);
    if (!loaded || !page) return next();
    try {
      const generation = pages.begin();
      const started = rendering.get(page.key);
      let html = pages.get(page.key) ?? (started?.generation === generation ? await started.html : undefined);
      if (html === undefined) {
        if (rendering.size >= MAX_WAITING_RENDERS) return next();
        const render = (async () => {
          const answer = await answerOf(page.apiPath);
          return loaded.render.renderSearchPage({ pathname: request.path, search, origin: options.origin, template: loaded.templates[page.language], answer });
        })();
        rendering.set(page.key, { generation, html: render });
        try {
          html = await render;
        } finally {
          if (rendering.get(page.key)?.html === render) rendering.delete(page.key);
        }
        pages.set(page.key, html, generation);
      }
      response.setHeader('Cache-Control', 'no-cache');
      response.setHeader('ETag', entityTag(html));
      response.type('html').send(html);
    } catch (error) {
      logger.warn(`${request.path} renders in the browser: ${(error as Error).message}`);
      next();
    }
  };
}
