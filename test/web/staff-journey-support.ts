/// <reference lib="dom" />
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { GuestRequestCreatedResponse, GuestRequestResponse } from '@prana/contracts';
import { DEMO_PASSWORD } from '../support/test-api.ts';

/** Signs in through the /admin-login form, as a person does (opening it first unless it is already open). */
export async function signInThroughForm(page: Page, baseUrl: string, username: string, role: string, open = true): Promise<void> {
  if (open) await page.goto(`${baseUrl}/admin-login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByTestId(`role-card-${role}`).click();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A guest's session cookie ("name=value") for calls made from the test, as the guest app makes them. */
export async function guestCookie(baseUrl: string, lastName: string, bookingCode: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/guest/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ lastName, bookingCode }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('prana_session='));
  return cookie!.split(';')[0]!;
}

/** The guest (by their session cookie) asks the concierge for something through the api, as the companion does. */
export async function askConcierge(baseUrl: string, cookie: string, title: string, notes: string): Promise<GuestRequestResponse> {
  const created = await fetch(`${baseUrl}/api/guest/requests`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ category: 'concierge', title, notes }),
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as GuestRequestCreatedResponse).request;
}

/** Marks the page so a full reload (which would lose the mark) can be detected. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __pranaMark?: boolean }).__pranaMark = true;
  });
}

export function pageStillMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __pranaMark?: boolean }).__pranaMark === true);
}
