/// <reference lib="dom" />
import axe, { type AxeResults } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';

/**
 * axe-core run inside the page itself. Injecting its source once per document (an init script)
 * instead of once per scan, as @axe-core/playwright does, made a scan several times cheaper; no
 * screen of Prana has a frame, so the in-page run sees everything.
 */
export async function injectAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axe.source });
}

/**
 * The results of the given rules over the page, or over the part `include` selects. Colours are
 * judged at rest: the scan waits for running CSS transitions, since one caught at its first frame
 * reads the colour being left (the landing's light header text over the solid header of the next
 * page scored 1:1).
 */
export async function runAxe(page: Page, rules: readonly string[], include?: string): Promise<Pick<AxeResults, 'violations' | 'incomplete'>> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ rules, include }) => {
      const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
      await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
      const { violations, incomplete } = await (window as unknown as { axe: typeof axe }).axe.run(include ? { include: [include] } : document, {
        runOnly: { type: 'rule', values: rules },
        resultTypes: ['violations', 'incomplete'],
      });
      return { violations, incomplete };
    },
    { rules: [...rules], include },
  );
}
