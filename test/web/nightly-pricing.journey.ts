/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journeyBaseUrl } from '../support/journey.ts';
import { futureStay } from './public-journey.helpers.ts';
import { signInThroughForm } from './staff-journey-support.ts';
import { useBrowser } from '../support/journey-browser.ts';

const PHONE = { width: 390, height: 844 };

describe('nightly pricing: master changes a season rate, the public total follows', () => {
  const baseUrl = journeyBaseUrl();
  const browser = useBrowser();
  // Far from other journeys' stays: the season would price theirs too while it exists.
  const stay = futureStay(700, 3);
  const search = `availability?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=2&villaIds=jungle-loft`;

  const newPage = async (): Promise<Page> => {
    const context = await browser.newContext({ viewport: PHONE });
    context.setDefaultTimeout(15_000);
    return context.newPage();
  };
  const publicTotal = async (page: Page, path: string) => {
    await page.goto(`${baseUrl}/${path}`);
    const total = page.locator('[data-villa="jungle-loft"]').getByTestId('stay-total');
    await total.waitFor();
    return total.innerText();
  };

  it('adds a season, raises its rate, and the phone’s search shows each total in English and Indonesian; undo puts the base back', async () => {
    const visitor = await newPage();
    expect(await publicTotal(visitor, search)).toBe('IDR 23.400.000 for 3 nights');

    const master = await newPage();
    await signInThroughForm(master, baseUrl, 'master', 'master');
    await master.waitForURL(`${baseUrl}/admin/master`);
    const panel = master.getByTestId('nightly-pricing');
    await panel.getByRole('heading', { name: 'Nightly pricing' }).waitFor();
    // The panel fits the phone: no sideways scroll.
    expect(await panel.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);

    await panel.getByTestId('season-add').click();
    const form = panel.getByTestId('season-form');
    await form.getByLabel('Name').fill('Journey peak');
    await form.getByLabel('First night').fill(stay.checkIn);
    await form.getByLabel('Last night').fill(stay.checkOut);
    await form.getByLabel('Percent of base').fill('150');
    await form.getByRole('button', { name: 'Save season' }).click();
    const row = panel.getByTestId('season-row').filter({ hasText: 'Journey peak' });
    await expect.poll(() => row.innerText()).toContain('150% of base');
    expect(await publicTotal(visitor, search)).toBe('IDR 35.100.000 for 3 nights');

    // The season's rate changes: the next read of the public search is priced by it.
    await row.getByRole('button', { name: 'Edit Journey peak' }).click();
    await panel.getByTestId('season-form').getByLabel('Percent of base').fill('200');
    await panel.getByTestId('season-form').getByRole('button', { name: 'Save season' }).click();
    await expect.poll(() => row.innerText()).toContain('200% of base');
    expect(await publicTotal(visitor, search)).toBe('IDR 46.800.000 for 3 nights');
    expect(await publicTotal(visitor, `id/${search}`)).toBe('Rp 46.800.000 untuk 3 malam');
    await expect.poll(() => panel.getByTestId('activity-entry').first().innerText()).toContain('Edited Journey peak');

    // A stay shorter than a minimum is refused before sending, in the reader's language.
    await panel.getByTestId('villa-pricing-row').filter({ hasText: 'Jungle Loft' }).getByLabel('Minimum stay (nights)').fill('4');
    await panel.getByRole('button', { name: 'Save Jungle Loft' }).click();
    await expect.poll(async () => {
      await visitor.goto(`${baseUrl}/id/${search}`);
      return visitor.locator('[data-villa="jungle-loft"]').getByTestId('stay-total').innerText();
    }).toBe('Tanggal ini memerlukan masa inap minimal 4 malam.');

    // Undo, newest first: the minimum, the new rate, the season itself.
    const undo = panel.getByTestId('pricing-undo');
    for (const change of ['Set Jungle Loft', 'Edited Journey peak', 'Added Journey peak']) {
      await expect.poll(() => undo.getAttribute('aria-label')).toContain(change);
      await undo.click();
    }
    await expect.poll(() => row.count()).toBe(0);
    expect(await publicTotal(visitor, search)).toBe('IDR 23.400.000 for 3 nights');
  });
});
