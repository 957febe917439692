/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { journeyBaseUrl } from '../support/journey.ts';
import { useBrowser } from '../support/journey-browser.ts';

describe('foundation journeys', () => {
  const baseUrl = journeyBaseUrl();
  const browser = useBrowser();
  let context: BrowserContext;

  it('opens /availability and sees the villas from the api', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    const apiVillas = (await (await fetch(`${baseUrl}/api/villas`)).json()) as unknown[];
    await page.goto(`${baseUrl}/availability`);
    const cards = page.getByTestId('villa-card');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(apiVillas.length);
    // Every villa image actually loads (no broken images).
    const broken = await page.evaluate(async () => {
      const images = [...document.querySelectorAll<HTMLImageElement>('[data-testid="villa-card"] img')];
      for (const image of images) image.loading = 'eager';
      await Promise.all(
        images.map((image) =>
          image.complete
            ? null
            : new Promise((resolve) => {
                image.addEventListener('load', resolve, { once: true });
                image.addEventListener('error', resolve, { once: true });
              }),
        ),
      );
      return images.filter((image) => image.naturalWidth === 0).map((image) => image.src);
    });
    expect(broken).toEqual([]);
    // The app runs under its own content security policy without a single violation.
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('switches to Bahasa Indonesia, shows Indonesian text, and remembers it', async () => {
    context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/availability`);
    await expect.poll(() => page.getByTestId('villa-card').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    await page.getByRole('button', { name: /Bahasa/ }).first().click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('id');
    await expect.poll(() => page.locator('body').innerText()).toMatch(/vila/i);

    await page.reload();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('id');
    expect(await page.evaluate(() => localStorage.getItem('prana.language'))).toBe('id');
    await context.close();
  });
});
