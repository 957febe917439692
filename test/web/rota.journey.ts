/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { addDays, formatDate, todayInBali } from '@prana/domain';
import { PHONE } from '../support/browser.ts';
import { runAxe } from '../support/axe.ts';
import { journeyBaseUrl } from '../support/journey.ts';
import { useBrowser } from '../support/journey-browser.ts';

/** A phone signed in as one of the demo accounts, reading in `language`. */
async function phone(browser: Browser, baseUrl: string, username: 'manager' | 'staff', language: 'en' | 'id'): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, baseURL: baseUrl });
  context.setDefaultTimeout(15_000);
  await context.addInitScript((lang) => window.localStorage.setItem('prana.language', lang), language);
  const response = await context.request.post('/api/auth/staff/login', { data: { username, password: 'prana-demo', role: username } });
  expect(response.status()).toBe(200);
  return context;
}

/** What the accessibility journeys check on every route, over one part of the page. */
const RULES = ['color-contrast', 'label', 'button-name', 'select-name', 'aria-input-field-name', 'aria-toggle-field-name', 'aria-dialog-name'];
async function axeFindings(page: Page, part: string): Promise<string[]> {
  const { violations } = await runAxe(page, RULES, `[data-testid="${part}"]`);
  return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the rota on phones', () => {
  const baseUrl = journeyBaseUrl();
  const browser = useBrowser();

  it('a manager builds tomorrow’s rota on a phone, and a staff member’s phone shows the shift at once, in Indonesian', async () => {
    const tomorrow = addDays(todayInBali(new Date()), 1);
    // The staff member's briefing is open before the shift exists: it arrives live.
    const staffContext = await phone(browser, baseUrl, 'staff', 'id');
    const staffPage = await staffContext.newPage();
    await staffPage.goto('/admin/staff');
    const myShifts = staffPage.getByTestId('my-shifts');
    await expect.poll(() => myShifts.innerText()).toContain('Shift saya');
    const nightShift = myShifts.getByTestId('my-shift').filter({ hasText: '23:00–02:00' });
    expect(await nightShift.count()).toBe(0);
    // The crew's day reads from the real rota in Indonesian.
    await expect.poll(() => staffPage.getByTestId('crew-schedule').innerText()).toContain('Shift Pengalaman Tamu');

    const managerContext = await phone(browser, baseUrl, 'manager', 'en');
    const page = await managerContext.newPage();
    await page.goto('/admin/manager');
    const panel = page.getByTestId('staffing-panel');
    await panel.getByTestId('rota-tomorrow').tap();
    await expect.poll(() => panel.getByTestId('rota-day').innerText()).toBe(`Tomorrow · ${formatDate(tomorrow, 'en', 'weekdayDate')}`);
    // The seeded rota shows each team's people on duty against needed.
    await expect.poll(() => panel.getByTestId('rota-staffing').innerText()).toContain('Guest Experience');
    const before = await panel.getByTestId('rota-shift').count();

    await panel.getByTestId('rota-add').tap();
    const form = page.getByTestId('shift-form');
    await form.getByLabel('Team').selectOption({ label: 'Guest Experience' });
    await form.getByLabel('Start').fill('23:00');
    await form.getByLabel('End', { exact: true }).fill('23:00');
    await form.getByRole('checkbox', { name: 'Komang Putra' }).check();
    await form.getByTestId('shift-save').tap();
    // A refusal names its field, in the reader's words.
    await expect.poll(() => form.getByTestId('field-error').innerText()).toBe('A shift must end at another time than it starts.');
    // An end before the start is the next morning: a night shift.
    await form.getByLabel('End', { exact: true }).fill('02:00');
    expect(await form.getByLabel('Lead').inputValue()).not.toBe('');
    expect(await fitsThePhone(page)).toBe(true);
    expect(await axeFindings(page, 'shift-form')).toEqual([]);
    await form.getByTestId('shift-save').tap();
    await expect.poll(() => panel.getByTestId('rota-shift').count()).toBe(before + 1);
    const added = panel.getByTestId('rota-shift').filter({ hasText: '23:00–02:00 (ends the next day)' });
    expect(await added.innerText()).toContain('Lead Komang Putra');
    expect(await added.innerText()).toContain('1 of 1 on duty');
    await expect.poll(() => panel.innerText()).toContain('Added the Guest Experience shift on');
    expect(await fitsThePhone(page)).toBe(true);
    expect(await axeFindings(page, 'staffing-panel')).toEqual([]);

    // Komang's phone shows it without a reload, in Indonesian.
    await expect.poll(() => nightShift.count()).toBe(1);
    const shown = await nightShift.innerText();
    expect(shown).toContain(`Besok · ${formatDate(tomorrow, 'id', 'weekdayDate')}`);
    expect(shown).toContain('23:00–02:00 (selesai hari berikutnya)');
    expect(shown).toContain('Anda memimpin');
    expect(await fitsThePhone(staffPage)).toBe(true);
    expect([...(await axeFindings(staffPage, 'my-shifts')), ...(await axeFindings(staffPage, 'crew-schedule'))]).toEqual([]);

    // The manager's Undo takes it back, on both phones.
    await panel.getByTestId('rota-undo').tap();
    await expect.poll(() => panel.getByTestId('rota-shift').count()).toBe(before);
    await expect.poll(() => nightShift.count()).toBe(0);
    await managerContext.close();
    await staffContext.close();
    // Two phones, a live update and four scans in one story: longer than one page's journey.
  }, 180_000);
});
