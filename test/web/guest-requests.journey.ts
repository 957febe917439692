/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HOUSEKEEPING_TIME_OPTIONS, WELLNESS_SERVICES } from '@prana/catalogue';
import { addDays, serviceStartTimes, startTimesInTime, todayInBali } from '@prana/domain';
import type { GuestProfileResponse, GuestRequestCreatedResponse, ShuttleDeparturesResponse } from '@prana/contracts';
import { PHONE, signInAsGuest, RETRY_RESET } from '../support/browser.ts';
import { journeyBaseUrl } from '../support/journey.ts';
import { useBrowser } from '../support/journey-browser.ts';

// The guest's side of requests, on a phone (390×844) and in both languages.

describe('guest requests on a day of the stay, cancelled or edited by the guest', () => {
  const baseUrl = journeyBaseUrl();
  const browser = useBrowser();

  it('books a shuttle on a day of the stay, shows day, time and seats, and cancels it (asked first) giving the seats back', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signInAsGuest(page, baseUrl);
    const profile = (await (await context.request.get(`${baseUrl}/api/guest/profile`, RETRY_RESET)).json()) as GuestProfileResponse;
    const today = todayInBali(new Date());
    const tomorrow = addDays(today, 1);

    await page.goto(`${baseUrl}/app/transport`);
    const shuttleSection = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Shuttle', exact: true }) });
    const daySelect = shuttleSection.getByTestId('service-day');
    // Only the days of the stay are offered: today (in residence) to departure.
    await expect.poll(() => daySelect.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
    const offered = await daySelect.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(offered[0]).toBe(today);
    expect(offered.at(-1)).toBe(profile.checkOut);
    expect(offered.every((day) => day >= today && day <= profile.checkOut)).toBe(true);

    const seatsLeft = async () =>
      ((await (await context.request.get(`${baseUrl}/api/guest/shuttles?date=${tomorrow}`, RETRY_RESET)).json()) as ShuttleDeparturesResponse).departures.find((item) => item.id === 'shuttle-1400')!.seatsRemaining;
    const before = await seatsLeft();
    await daySelect.selectOption(tomorrow);
    await page.getByRole('radio', { name: /14:00/ }).click();
    await page.getByLabel('Seats').selectOption('2');
    const notes = `Journey shuttle ${randomUUID().slice(0, 8)}`;
    await shuttleSection.getByLabel('Notes').fill(notes);
    await page.getByRole('button', { name: 'Book the 14:00 shuttle' }).click();

    const item = page.getByTestId('request-item').filter({ hasText: notes });
    await expect.poll(() => item.count(), { timeout: 10_000 }).toBe(1);
    const when = await item.getByTestId('request-when').innerText();
    // "Wed 25 Nov · 14:00 · 2 seats"
    expect(when).toMatch(/^\w{3} \d{1,2} \w{3} · 14:00 · 2 seats$/);
    expect(await item.innerText()).toContain('Shuttle 14:00');
    expect(await seatsLeft()).toBe(before - 2);

    // Cancel asks first; Keep it leaves it pending.
    await item.getByRole('button', { name: 'Cancel request' }).click();
    const ask = item.getByRole('group', { name: 'Cancel request' });
    expect(await ask.innerText()).toContain('Cancel “Shuttle 14:00”? The concierge is told at once.');
    await ask.getByRole('button', { name: 'Keep it' }).click();
    expect(await item.getByTestId('status-badge').innerText()).toBe('Pending');
    await item.getByRole('button', { name: 'Cancel request' }).click();
    await item.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect.poll(() => item.getByTestId('status-badge').innerText(), { timeout: 10_000 }).toBe('Cancelled');
    expect(await item.getByRole('button', { name: 'Cancel request' }).count()).toBe(0);
    expect(await seatsLeft()).toBe(before);

    // In Bahasa Indonesia the cancelled status and the day read in Indonesian.
    await page.getByRole('button', { name: 'Bahasa' }).first().click();
    await expect.poll(() => item.getByTestId('status-badge').innerText()).toBe('Dibatalkan');
    expect(await item.getByTestId('request-when').innerText()).toMatch(/· 14:00 · 2 kursi$/);
    await page.getByRole('button', { name: 'English' }).first().click();
    await context.close();
  });

  it('edits the notes of a pending request, and no toggle lets the guest confirm their own', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signInAsGuest(page, baseUrl);
    await page.goto(`${baseUrl}/app/housekeeping`);
    const card = page.getByTestId('housekeeping-card').first();
    await card.getByRole('button', { name: 'Request', exact: true }).click();
    const notes = `Journey towels ${randomUUID().slice(0, 8)}`;
    await card.getByLabel('Notes').fill(notes);
    await card.getByRole('button', { name: 'Send request' }).click();
    const item = page.getByTestId('request-item').filter({ hasText: notes });
    await expect.poll(() => item.count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByRole('button', { name: 'Toggle status' }).count()).toBe(0);

    await item.getByRole('button', { name: 'Edit notes' }).click();
    const edited = `${notes}, and two bathrobes`;
    await item.getByLabel('Notes').fill(edited);
    await item.getByRole('button', { name: 'Save notes' }).click();
    const editedItem = page.getByTestId('request-item').filter({ hasText: edited });
    await expect.poll(() => editedItem.count(), { timeout: 10_000 }).toBe(1);
    expect(await editedItem.getByRole('status').innerText()).toBe('Notes saved.');
    await context.close();
  });

  it('orders dinner by its name, and never changes the guest count behind the guest’s back', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signInAsGuest(page, baseUrl);
    await page.goto(`${baseUrl}/app/dining`);
    await page.getByRole('radio', { name: 'Dinner' }).click();
    await page.locator('li').filter({ hasText: 'Twilight dinner' }).getByRole('button', { name: 'Add' }).click();
    const guests = page.getByLabel('Guests');
    const confirm = page.getByRole('button', { name: 'Confirm dining' });
    await guests.fill('9');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Choose 1 to 6 guests.' }).count()).toBe(1);
    expect(await guests.inputValue()).toBe('9');
    expect(await confirm.isDisabled()).toBe(true);
    await guests.fill('2');
    // Tomorrow: tonight's 19:30 may be less than the kitchen's notice away.
    await page.getByTestId('service-day').selectOption(addDays(todayInBali(new Date()), 1));
    await page.getByLabel('Time').selectOption('19:30');
    const notes = `Journey dinner ${randomUUID().slice(0, 8)}`;
    await page.getByLabel('Notes', { exact: true }).fill(notes);
    await confirm.click();
    const item = page.getByTestId('request-item').filter({ hasText: notes });
    await expect.poll(() => item.count(), { timeout: 10_000 }).toBe(1);
    expect(await item.innerText()).toContain('Dinner at 19:30 for 2 guests: Twilight dinner');
    // Clean up: the demo stay's bill stays as other journeys expect it.
    await item.getByRole('button', { name: 'Cancel request' }).click();
    await item.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect.poll(() => item.getByTestId('status-badge').innerText(), { timeout: 10_000 }).toBe('Cancelled');
    await context.close();
  });

  // At 22:10 a massage at 18:00 that same day has passed: the form must not offer it, nor the api take it.
  it('offers a wellness start today only an hour or more ahead (the first by default), says when none is left, and every start tomorrow', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signInAsGuest(page, baseUrl);
    const massage = WELLNESS_SERVICES.find((service) => service.id === 'balinese-massage')!;
    const starts = serviceStartTimes(massage.hours, massage.durationMinutes);
    const before = new Date();
    const today = todayInBali(before);
    await page.goto(`${baseUrl}/app/wellness`);
    await page.locator('li').filter({ hasText: 'Balinese massage' }).first().getByRole('button', { name: 'Request' }).click();
    const dialog = page.getByRole('dialog');
    const day = dialog.getByTestId('service-day');
    const start = dialog.getByLabel('Preferred start time');
    const noTimeLeft = dialog.getByTestId('no-time-left');
    await expect.poll(async () => (await start.count()) + (await noTimeLeft.count()), { timeout: 10_000 }).toBe(1);
    expect(await day.inputValue()).toBe(today);
    const offered = (await start.count()) === 0 ? [] : await start.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    const after = new Date();

    // The page read the clock between `before` and `after`: it offers no start the first rules out
    // (none less than an hour ahead) and every start the second still allows. This holds at any hour.
    const allowedBefore = startTimesInTime('wellness', today, starts, before);
    const allowedAfter = startTimesInTime('wellness', today, starts, after);
    expect(offered.every((time) => allowedBefore.includes(time))).toBe(true);
    expect(allowedAfter.every((time) => offered.includes(time))).toBe(true);
    const send = dialog.getByRole('button', { name: 'Send request' });
    if (offered.length > 0) {
      expect(await start.inputValue()).toBe(offered[0]);
    } else {
      // Too late for any start today: said so, with the next day to choose, and nothing to send.
      expect(await noTimeLeft.innerText()).toMatch(/^No time is left for this today\. Choose \w{3} \d{1,2} \w{3} or a later day\.$/);
      expect(await send.isDisabled()).toBe(true);
    }

    // Tomorrow every start is offered (the massage opens at 09:00, more than an hour after any moment today), from the first.
    await day.selectOption(addDays(today, 1));
    await expect.poll(() => start.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual(starts);
    expect(await start.inputValue()).toBe(starts[0]);
    expect(await send.isDisabled()).toBe(false);
    await context.close();
  });

  it('at 22:10 in Bali (the browser’s clock set there) offers no massage today, naming tomorrow, and a villa refresh only as soon as possible', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const today = todayInBali(new Date());
    await context.clock.setFixedTime(new Date(`${today}T22:10:00+08:00`));
    const page = await context.newPage();
    await signInAsGuest(page, baseUrl);
    await page.goto(`${baseUrl}/app/wellness`);
    await page.locator('li').filter({ hasText: 'Balinese massage' }).first().getByRole('button', { name: 'Request' }).click();
    const dialog = page.getByRole('dialog');
    const noTimeLeft = dialog.getByTestId('no-time-left');
    await expect.poll(() => noTimeLeft.count(), { timeout: 10_000 }).toBe(1);
    expect(await dialog.getByTestId('service-day').inputValue()).toBe(today);
    const tomorrow = await dialog.getByTestId('service-day').locator(`option[value="${addDays(today, 1)}"]`).innerText();
    expect(await noTimeLeft.innerText()).toBe(`No time is left for this today. Choose ${tomorrow} or a later day.`);
    expect(await dialog.getByLabel('Preferred start time').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Send request' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`${baseUrl}/app/housekeeping`);
    const refresh = page.getByTestId('housekeeping-card').filter({ hasText: 'Villa refresh' });
    await refresh.getByRole('button', { name: 'Request', exact: true }).click();
    const times = refresh.getByLabel('Preferred time');
    await expect.poll(() => times.locator('option').allInnerTexts(), { timeout: 10_000 }).toEqual(['As soon as possible']);
    // Tomorrow every listed time is back.
    await refresh.getByTestId('service-day').selectOption(addDays(today, 1));
    await expect.poll(() => times.locator('option').count()).toBe(HOUSEKEEPING_TIME_OPTIONS.length);
    await context.close();
  });

  it('names a private driver on the bill without a raw date: the charge’s day is written in the reader’s language beside it', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signInAsGuest(page, baseUrl);
    const day = addDays(todayInBali(new Date()), 1);
    const booked = await context.request.post(`${baseUrl}/api/guest/requests`, {
      data: { category: 'transport', title: 'Private driver', serviceDate: day, metadata: { type: 'private', optionId: 'private-driver' } },
    });
    expect(booked.status()).toBe(201);
    const request = ((await booked.json()) as GuestRequestCreatedResponse).request;
    const rawDate = /\d{4}-\d{2}-\d{2}/;
    for (const [language, name, shown] of [
      ['en', 'Private driver', new Intl.DateTimeFormat('en-ID', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })],
      ['id', 'Sopir pribadi', new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })],
    ] as const) {
      await page.evaluate((lang) => window.localStorage.setItem('prana.language', lang), language);
      await page.goto(`${baseUrl}/app/billing`);
      const charge = page.getByTestId('charges').getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
      await expect.poll(() => charge.count(), { timeout: 10_000 }).toBeGreaterThan(0);
      const text = await charge.last().innerText();
      expect(text).toContain(shown.format(new Date(`${day}T00:00:00Z`)));
      expect(await page.getByTestId('charges').innerText(), language).not.toMatch(rawDate);
    }
    // Clean up: the demo stay's bill stays as other journeys expect it (cancelling voids the charge).
    expect((await context.request.post(`${baseUrl}/api/guest/requests/${request.id}/cancel`)).status()).toBe(200);
    await context.close();
  });

  it('asks before removing a payment method, refuses an expiry like 13/99, and keeps the prototype off the main menu', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signInAsGuest(page, baseUrl);
    await page.goto(`${baseUrl}/app/billing`);
    const methods = page.getByTestId('payment-methods');
    const visa = methods.getByRole('listitem').filter({ hasText: 'Visa •••• 4242' });
    // Details without a dangling separator or a repeated number.
    expect(await visa.locator('p').nth(1).innerText()).toBe('Visa, Expires 08/29');
    await visa.getByRole('button', { name: 'Remove' }).click();
    expect(await visa.getByRole('group').innerText()).toContain('Remove Visa •••• 4242 from your payment methods?');
    await visa.getByRole('button', { name: 'Keep it' }).click();
    expect(await methods.getByRole('listitem').filter({ hasText: 'Visa •••• 4242' }).count()).toBe(1);

    const count = await methods.getByRole('listitem').count();
    await page.getByLabel('Display label').fill('Journey expiry card');
    await page.getByLabel('Expiry').fill('13/99');
    await page.getByRole('button', { name: 'Add method', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Enter the expiry as MM/YY, a month that has not passed yet.' }).count()).toBe(1);
    expect(await methods.getByRole('listitem').count()).toBe(count);

    // The prototype is reached from the overview, not from the menu, and shows this stay.
    await page.goto(`${baseUrl}/app`);
    const menu = page.getByRole('navigation', { name: 'Guest companion sections' });
    expect(await menu.getByRole('link', { name: 'Guest prototype' }).count()).toBe(0);
    await page.getByTestId('prototype-link').click();
    await page.waitForURL(`${baseUrl}/app/prototype`);
    const profile = (await (await context.request.get(`${baseUrl}/api/guest/profile`, RETRY_RESET)).json()) as GuestProfileResponse;
    const stay = await page.getByTestId('prototype-stay').innerText();
    expect(stay).toContain(profile.villa.name);
    expect(stay).toMatch(new RegExp(`^Night \\d of ${profile.nights} at `));
    await context.close();
  });
});
