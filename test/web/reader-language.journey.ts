/// <reference lib="dom" />
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { MaintenanceTasksResponse } from '@prana/contracts';
import { RETRY_RESET } from '../support/browser.ts';
import { testEnv } from '../support/env.ts';
import { signInThroughForm } from './staff-journey-support.ts';
import { journeyBaseUrl } from '../support/journey.ts';
import { useBrowser } from '../support/journey-browser.ts';

const VILLA = 'jungle-honeymoon-2';
const POOL_TASK = 'mnt-pool-jungle-loft';

async function staffContext(browser: Browser, baseUrl: string, username: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: baseUrl });
  context.setDefaultTimeout(20_000);
  const response = await context.request.post('/api/auth/staff/login', { data: { username, password: 'prana-demo', role: username } });
  expect(response.status()).toBe(200);
  return context;
}

const toBahasa = (page: Page) => page.getByRole('button', { name: 'Bahasa' }).first().click();

// Errors travel as codes and stored texts as what they mean: switching language re-renders what
// is already on screen, and what the server stored reads in the reader's language.
describe('the reader’s language', () => {
  const baseUrl = journeyBaseUrl();
  const browser = useBrowser();
  afterAll(async () => {
    const db = new pg.Client({ connectionString: testEnv.DATABASE_URL });
    await db.connect();
    await db.query(`delete from villa_feeds where villa_slug = $1`, [VILLA]);
    await db.query(`delete from sync_runs where villa_slug = $1`, [VILLA]);
    await db.end();
  });

  it('shows a server error in Indonesian once the reader switches, without asking again', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await signInThroughForm(page, baseUrl, 'staff', 'master');
      const error = page.getByTestId('login-error');
      await expect.poll(() => error.innerText()).toBe('Your account holds the staff tier, not master. Choose staff to sign in.');
      await toBahasa(page);
      await expect.poll(() => error.innerText()).toBe('Akun Anda memegang tingkat staff, bukan master. Pilih staff untuk masuk.');
    } finally {
      await context.close();
    }
  });

  it('shows a sync failure reason in Indonesian, on the card and in the stored runs', async () => {
    const context = await staffContext(browser, baseUrl, 'master');
    try {
      // An address on the allowed host that has no calendar: the pull fails at once with the server's 404.
      expect((await context.request.patch(`/api/villas/${VILLA}`, { data: { airbnbIcalUrl: `${baseUrl}/ical/villa/no-such-calendar` } })).status()).toBe(200);
      const page = await context.newPage();
      await page.goto('/admin/availability');
      const card = page.locator(`[data-villa="${VILLA}"]`);
      await card.getByRole('button', { name: 'Sync Airbnb' }).click();
      const message = card.getByTestId('card-message');
      await expect.poll(() => message.innerText()).toContain('The calendar server answered 404 (Not Found).');
      await toBahasa(page);
      await expect.poll(() => message.innerText()).toContain('Server kalender menjawab 404 (Not Found).');
      await card.getByRole('button', { name: 'Tampilkan detail' }).click();
      await expect.poll(() => card.locator('li[data-status="failed"]').first().innerText()).toContain('Server kalender menjawab 404 (Not Found).');
    } finally {
      await context.close();
    }
  });

  it('shows an activity-log line about a seeded task in Indonesian, task name included', async () => {
    const context = await staffContext(browser, baseUrl, 'master');
    try {
      const tasks = (await (await context.request.get('/api/maintenance-tasks', RETRY_RESET)).json()) as MaintenanceTasksResponse;
      const pool = tasks.tasks.find((task) => task.seedKey === POOL_TASK)!;
      expect((await context.request.post(`/api/maintenance-tasks/${pool.id}/complete`)).status()).toBe(200);
      const page = await context.newPage();
      await page.goto('/admin/master');
      const line = page.getByTestId('maintenance-activity').getByTestId('activity-entry').first();
      await expect.poll(() => line.innerText()).toContain('Completed Deep clean the plunge pool and change the filter at Jungle Loft');
      await toBahasa(page);
      await expect.poll(() => line.innerText()).toContain('Menyelesaikan Bersihkan total kolam rendam dan ganti filter di Jungle Loft');
      expect((await context.request.post('/api/maintenance-tasks/undo')).status()).toBe(200);
    } finally {
      await context.close();
    }
  });

  it('shows a request title and its notification in Indonesian, though the request was made in English', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: baseUrl });
    context.setDefaultTimeout(20_000);
    let requestId: string | null = null;
    try {
      expect((await context.request.post('/api/auth/guest/login', { data: { lastName: 'Santoso', bookingCode: 'PRN-2401' } })).status()).toBe(200);
      const created = await context.request.post('/api/guest/requests', {
        data: { category: 'wellness', title: 'Balinese massage', notes: '', metadata: { serviceId: 'balinese-massage' } },
      });
      expect(created.status()).toBe(201);
      requestId = ((await created.json()) as { request: { id: string } }).request.id;
      const page = await context.newPage();
      await page.goto('/app/requests');
      await expect.poll(() => page.locator('main').innerText()).toContain('Balinese massage request received');
      await toBahasa(page);
      await expect.poll(() => page.locator('main').innerText()).toContain('Pijat Bali: permintaan diterima');
      expect(await page.locator('main').innerText()).toContain('Pijat Bali');
      expect(await page.locator('main').innerText()).not.toContain('Balinese massage');
    } finally {
      await context.close();
      // The demo stay keeps its bill and notifications as the other journeys expect them.
      if (requestId) {
        const db = new pg.Client({ connectionString: testEnv.DATABASE_URL });
        await db.connect();
        await db.query('delete from guest_notifications where related_request_id = $1', [requestId]);
        await db.query('delete from guest_charges where request_id = $1', [requestId]);
        await db.query('delete from guest_requests where id = $1', [requestId]);
        await db.end();
      }
    }
  });
});
