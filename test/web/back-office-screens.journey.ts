/// <reference lib="dom" />
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { signInThroughForm } from './staff-journey-support.ts';

describe('screens', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('debug', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await signInThroughForm(page, baseUrl, 'master', 'master');
    await page.waitForURL(`${baseUrl}/admin/master`);
    const finance = page.getByTestId('financial-intelligence');
    page.on('console', (m) => console.log('PAGE', m.text().slice(0, 200)));
    await finance.getByTestId('finance-year').selectOption('2024');
    await finance.getByTestId('finance-overlay').selectOption({ label: 'None' });
    await page.waitForTimeout(800);
    const html = await finance.getByTestId('revenue-chart').locator('.recharts-line-dots').first().evaluate((e) => e.outerHTML.slice(0, 1500));
    console.log('HTML', html);
    const styles = await finance.getByTestId('revenue-chart').locator('.recharts-line-dots').first().evaluate((e) => getComputedStyle(e).pointerEvents + ' ' + getComputedStyle(e.parentElement!).pointerEvents);
    console.log('PE', styles);
    await finance.getByTestId('revenue-chart').scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    const box = (await finance.getByTestId('revenue-chart').locator('.recharts-line-dots g').first().boundingBox())!;
    const top = await page.evaluate(([x, y]) => { const el = document.elementFromPoint(x!, y!); return el ? el.outerHTML.slice(0, 300) + ' | parent ' + el.parentElement?.outerHTML.slice(0, 200) : 'none'; }, [box.x + box.width / 2, box.y + box.height / 2]);
    console.log('TOP', top);
    await finance.getByTestId('revenue-chart').locator('.recharts-line-dots g').first().click();
    await page.waitForTimeout(300);
    console.log('FOCUS', await finance.getByTestId('finance-focus').count());
    await context.close();
  });
});
