import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, never a downloaded browser (see ARCHITECTURE "Runtime and tooling"). */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/** The phone every phone journey uses (390×844). */
export const PHONE = { width: 390, height: 844 };

/** Signs a guest in through the login form, as a guest does (default: the demo guest in residence). */
export async function signInAsGuest(page: Page, baseUrl: string, lastName = 'Santoso', bookingCode = 'PRN-2401'): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Booking code').fill(bookingCode);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${baseUrl}/app`);
}
