/// <reference lib="dom" />
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Lang } from '@prana/domain';
import { localizedPath } from '../../apps/web/src/lib/language-address.ts';
import { injectAxe, runAxe } from '../support/axe.ts';
import { SCANNED_ROUTES, type Reader } from './accessibility-routes.ts';
import { staffCookie } from './public-journey.helpers.ts';
import { guestCookie } from './staff-journey-support.ts';
import { journeyBaseUrl } from '../support/journey.ts';
import { useBrowser } from '../support/journey-browser.ts';

/**
 * What a reader cannot see or cannot name: text in its background's colour, a field or button
 * without a name, an image without alternative text. Any of these on any route fails the journey.
 */
export const AXE_RULES = [
  'color-contrast',
  'label',
  'button-name',
  'link-name',
  'image-alt',
  'input-button-name',
  'select-name',
  'aria-input-field-name',
  'aria-toggle-field-name',
  'aria-command-name',
  'aria-dialog-name',
  'document-title',
  'html-has-lang',
];

type Result = Awaited<ReturnType<typeof runAxe>>['violations'][number];

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

/**
 * axe files text drawn in exactly its background's colour (1.00:1) under "incomplete", guessing it
 * is hidden on purpose; on these screens it never is, so those nodes count as violations. Other
 * incomplete nodes (text over an image or a gradient) stay unjudged.
 */
function invisibleText(result: Result): Result {
  if (result.id !== 'color-contrast') return { ...result, nodes: [] };
  return { ...result, nodes: result.nodes.filter((node) => node.any.some((check) => (check.data as { messageKey?: string } | null)?.messageKey === 'equalRatio')) };
}

interface Finding {
  route: string;
  rule: string;
  target: string;
  summary: string;
}

/**
 * Every route of every reader in one language, at a phone's and a desktop's width. Each language
 * is a journey file of its own (accessibility-*.journey.ts), so the two run on both journey workers.
 */
export function describeAccessibility(language: Lang): void {
  describe(`accessibility: every route in ${language === 'en' ? 'English' : 'Bahasa Indonesia'}, phone and desktop`, () => {
    const baseUrl = journeyBaseUrl();
    const browser = useBrowser();
    const cookies = new Map<Reader, string>();

    beforeAll(async () => {
      cookies.set('guest', await guestCookie(baseUrl, 'Santoso', 'PRN-2401'));
      for (const role of ['master', 'investor', 'manager', 'staff'] as const) cookies.set(role, await staffCookie(baseUrl, role));
    });

    /** One context per reader, language and width; the language is the one the reader chose before (a public page's is its address's). */
    async function contextFor(reader: Reader, language: Lang, viewport: { width: number; height: number }): Promise<BrowserContext> {
      const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
      await injectAxe(context);
      await context.addInitScript((lang) => window.localStorage.setItem('prana.language', lang), language);
      const cookie = cookies.get(reader);
      if (cookie) {
        const [name, value] = cookie.split('=') as [string, string];
        await context.addCookies([{ name, value, url: baseUrl }]);
      }
      return context;
    }

    /**
     * Opens the route and waits until it drew its content: its heading, no route loader, no
     * skeleton. A reader's first route loads the app; the next are navigated to inside it, as a link
     * would (a full load per route was most of this journey's time), and the wait ends only on a
     * heading other than the page left's.
     */
    async function settle(page: Page, path: string, first: boolean): Promise<void> {
      let left: string | null = null;
      if (first) await page.goto(`${baseUrl}${path}`);
      else {
        left = await page.evaluate(() => document.querySelector('h1')?.textContent ?? null);
        await page.evaluate((to) => {
          history.pushState(null, '', to);
          dispatchEvent(new PopStateEvent('popstate'));
        }, path);
      }
      await page.waitForFunction(
        (left) => {
          const text = document.querySelector('h1')?.textContent ?? null;
          return text !== null && text !== left;
        },
        left,
        { timeout: 15_000 },
      );
      await page.locator('h1').first().waitFor({ state: 'visible', timeout: 15_000 });
      await expect
        .poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 })
        .toBe(0);
      // The guarded route did not send the reader elsewhere (a wrong role would scan the wrong page).
      expect(new URL(page.url()).pathname).toBe(path);
    }

    /** Every route of every reader at one width, one route after another; what axe finds. */
    async function scan(language: Lang, viewport: { width: number; height: number }): Promise<Finding[]> {
      const findings: Finding[] = [];
      for (const reader of new Set(SCANNED_ROUTES.map((route) => route.reader))) {
        const context = await contextFor(reader, language, viewport);
        const page = await context.newPage();
        try {
          for (const [index, route] of SCANNED_ROUTES.filter((candidate) => candidate.reader === reader).entries()) {
            const address = localizedPath(route.path, language);
            await settle(page, address, index === 0);
            const { violations, incomplete } = await runAxe(page, AXE_RULES);
            for (const violation of [...violations, ...incomplete.map(invisibleText)]) {
              for (const node of violation.nodes) {
                findings.push({ route: `${address} at ${viewport.width} px`, rule: violation.id, target: node.target.join(' '), summary: node.failureSummary?.split('\n').slice(1, 2).join(' ').trim() ?? '' });
              }
            }
          }
        } finally {
          await context.close();
        }
      }
      return findings;
    }

    // Both widths are scanned at once: axe's work is the browser's, and two cores share it.
    it(`has no contrast or naming violation at ${WIDTHS.map((viewport) => `${viewport.width} px`).join(' and ')}`, { timeout: 300_000 }, async () => {
      const findings = (await Promise.all(WIDTHS.map((viewport) => scan(language, viewport)))).flat();
      expect(findings).toEqual([]);
    });
  });
}
