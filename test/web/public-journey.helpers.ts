/// <reference lib="dom" />
import pg from 'pg';
import type { Page } from 'playwright-core';
import { addDays, monthStart, todayInBali } from '@prana/domain';
import { testEnv } from '../support/env.ts';

/** A stay far beyond the demo bookings (at most ~100 days ahead), so no seeded block touches it. */
export function futureStay(offsetDays: number, nights: number): { checkIn: string; checkOut: string } {
  const checkIn = addDays(todayInBali(new Date()), offsetDays);
  return { checkIn, checkOut: addDays(checkIn, nights) };
}

function monthsBetween(from: string, to: string): number {
  const [fy, fm] = monthStart(from).split('-').map(Number) as [number, number];
  const [ty, tm] = monthStart(to).split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm);
}

/** Clicks days in the landing calendar, paging months forward from the one it shows. */
export async function clickCalendarDays(page: Page, days: string[]): Promise<void> {
  const panel = page.getByRole('dialog', { name: 'Choose check-in and check-out' });
  if (!(await panel.isVisible())) await page.getByTestId('booking-dates').click();
  for (const day of days) {
    const button = panel.locator(`button[data-date="${day}"]`);
    for (let guard = 0; guard < 24 && !(await button.isVisible()); guard++) {
      const shown = await panel.locator('button[data-date]').nth(15).getAttribute('data-date');
      const step = monthsBetween(shown!, day) > 0 ? 'Next month' : 'Previous month';
      await panel.getByRole('button', { name: step }).click();
    }
    await button.click();
  }
}

/** Sets the navigation state the landing page reads (a carried search), then reloads. */
export async function prefillSearch(page: Page, search: Record<string, unknown>): Promise<void> {
  await page.evaluate((state) => window.history.replaceState({ usr: { search: state }, key: 'prefill', idx: 0 }, ''), search);
  await page.reload();
}

/** An active manual hold on a villa for [startsAt, endsAt), written straight to the test database. */
export async function holdVilla(slug: string, startsAt: string, endsAt: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: testEnv.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into availability_blocks (id, villa_slug, starts_at, ends_at, status, source, conflict, created_at, updated_at)
       values (gen_random_uuid(), $1, $2, $3, 'active', 'manual', false, now(), now()) returning id`,
      [slug, startsAt, endsAt],
    );
    const id = rows[0]!.id;
    return async () => {
      const cleanup = new pg.Client({ connectionString: testEnv.DATABASE_URL });
      await cleanup.connect();
      try {
        await cleanup.query('delete from availability_blocks where id = $1', [id]);
      } finally {
        await cleanup.end();
      }
    };
  } finally {
    await client.end();
  }
}

/** Signs a staff member in through the api and returns the session cookie. */
export async function staffCookie(baseUrl: string, role: 'master' | 'investor' | 'manager' | 'staff'): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/staff/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: role, password: 'prana-demo', role }),
  });
  if (!response.ok) throw new Error(`staff sign-in failed: ${response.status}`);
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith('prana_session='))!.split(';')[0]!;
}
