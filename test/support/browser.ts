import { chromium, type Browser, type Page, type Request } from 'playwright-core';

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

/**
 * Follows a page's HTTP requests; `settled()` resolves once none has been open for half a second. Unlike
 * Playwright's 'networkidle', the live connection's long polls (Socket.IO's fallback) do not count: while one
 * is in use a poll is always open.
 */
export function followRequests(page: Page): { settled: (timeoutMs?: number) => Promise<void> } {
  const open = new Set<Request>();
  let changedAt = Date.now();
  const isLivePoll = (request: Request) => new URL(request.url()).pathname.startsWith('/socket.io/');
  const close = (request: Request) => {
    if (open.delete(request)) changedAt = Date.now();
  };
  page.on('request', (request) => {
    if (isLivePoll(request)) return;
    open.add(request);
    changedAt = Date.now();
  });
  page.on('requestfinished', close);
  page.on('requestfailed', close);
  return {
    async settled(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (open.size > 0 || Date.now() - changedAt < 500) {
        if (Date.now() > deadline) throw new Error(`requests still open after ${timeoutMs} ms: ${[...open].map((request) => request.url()).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

/**
 * For a read through Playwright's request API: the api closes a keep-alive connection idle for 5 s,
 * and a read sent on it at that moment fails with ECONNRESET, the one error Playwright retries.
 */
export const RETRY_RESET = { maxRetries: 2 } as const;

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
