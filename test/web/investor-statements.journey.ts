/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { StatementsResponse } from '@prana/contracts';
import { formatIdr, formatMonth, previousMonth, todayInBali } from '@prana/domain';
import { RETRY_RESET } from '../support/browser.ts';
import { journeyBaseUrl } from '../support/journey.ts';
import { pdfText } from '../support/pdf-text.ts';
import { signInThroughForm } from './staff-journey-support.ts';
import { useBrowser } from '../support/journey-browser.ts';

describe('an investor’s shareholder statements', () => {
  const baseUrl = journeyBaseUrl();
  const browser = useBrowser();

  it('downloads last month’s statement as PDF and CSV on a phone', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, acceptDownloads: true });
    const page = await context.newPage();
    await signInThroughForm(page, baseUrl, 'investor', 'investor');
    await page.waitForURL(`${baseUrl}/admin/investor`);

    // The worker produced last month's statement from the demo's records when it started.
    const month = previousMonth(todayInBali(new Date()));
    const label = formatMonth(month, 'en');
    const panel = page.getByTestId('investor-reports');
    const row = panel.locator(`[data-testid="statement"][data-month="${month}"]`);
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain(label);
    await row.scrollIntoViewIfNeeded();
    // Nothing runs off the side of the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const statements = (await (await page.request.get(`${baseUrl}/api/statements`, RETRY_RESET)).json()) as StatementsResponse;
    const statement = statements.statements.find((each) => each.month === month)!;

    const pdfDownload = page.waitForEvent('download');
    await row.getByRole('link', { name: `Download the statement for ${label} as PDF` }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toBe(`prana-statement-${month}.pdf`);
    const { text } = await pdfText(await readFile((await pdf.path())!));
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`Statement for ${label}`);
    for (const villa of statement.villas) expect(flat).toContain(villa.villaName);
    expect(flat).toContain(formatIdr(statement.group.roomRevenue, 'en'));
    expect(flat).toContain(formatIdr(statement.group.net!, 'en'));

    const csvDownload = page.waitForEvent('download');
    await row.getByRole('link', { name: `Download the statement for ${label} as CSV` }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toBe(`prana-statement-${month}.csv`);
    const lines = (await readFile((await csv.path())!, 'utf8')).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 1 + statement.sites.length + statement.villas.length);
    expect(lines[1]).toContain(`${month},All villas,,,${statement.group.nightsSold},${statement.group.nightsOpen}`);
    for (const villa of statement.villas) expect(lines.some((line) => line.includes(`,${villa.villaName},${villa.nightsSold},`))).toBe(true);
    await context.close();
  });
});
