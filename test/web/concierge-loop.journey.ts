/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE } from '../support/browser.ts';
import { freePort, startProcess, waitForHealthy, type RunningProcess } from '../support/processes.ts';
import { askConcierge, guestCookie, markPage, pageStillMarked, signInThroughForm } from './staff-journey-support.ts';
import { journeyBaseUrl } from '../support/journey.ts';
import { useBrowser } from '../support/journey-browser.ts';

/** The staff phone: signed in through the form, on the queue, live. */
async function staffPhone(browser: Browser, baseUrl: string, errors: string[]): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`staff: ${error.message}`));
  await signInThroughForm(page, baseUrl, 'staff', 'staff');
  await page.waitForURL(`${baseUrl}/admin/staff`);
  await expect.poll(() => page.getByTestId('queue-live').innerText(), { timeout: 15_000 }).toBe('Live');
  return page;
}

/** Pretends the tab went to the background (or came back), as a browser does when another tab is in front. */
function setHidden(page: Page, hidden: boolean): Promise<void> {
  return page.evaluate((value) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

describe('the concierge loop on phones (390×844)', () => {
  const baseUrl = journeyBaseUrl();
  const browser = useBrowser();
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  it('a guest asks for towels; staff on a phone take it and reply; the guest sees the reply live and answers', async () => {
    const errors: string[] = [];
    const staff = await staffPhone(browser, baseUrl, errors);
    contexts.push(staff.context());

    const cookie = await guestCookie(baseUrl, 'Walker', 'PRN-2402');
    const guestContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    contexts.push(guestContext);
    const [name, value] = cookie.split('=') as [string, string];
    await guestContext.addCookies([{ name, value, url: baseUrl }]);
    const guest = await guestContext.newPage();
    guest.on('pageerror', (error) => errors.push(`guest: ${error.message}`));
    const title = `Extra towels ${Date.now()}`;
    const id = (await askConcierge(baseUrl, cookie, title, 'Two bath towels, please.')).id;
    await guest.goto(`${baseUrl}/app/requests`);
    const guestItem = guest.locator(`[data-testid="request-item"][data-request-id="${id}"]`);
    await expect.poll(() => guestItem.count(), { timeout: 15_000 }).toBe(1);
    await markPage(guest);

    // On the staff phone the queue is a list of cards: guest, villa, what was asked and when, the wait, the next step.
    const card = staff.locator(`li[data-testid="queue-row"][data-id="${id}"]`);
    await expect.poll(() => card.count()).toBe(1);
    expect(await staff.locator('table').count()).toBe(0);
    const text = await card.innerText();
    expect(text).toContain(title);
    expect(text).toContain('Two bath towels, please.');
    expect(text).toMatch(/Asked /);
    expect(await card.getByTestId('queue-deadline').innerText()).toMatch(/^Due in \d+:\d\d/);
    expect(await card.getAttribute('data-deadline')).toBe('on-time');
    // Nothing of the card is cut off at 390 px.
    const box = await card.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    const acknowledge = card.getByRole('button', { name: /^Acknowledge/ });
    const button = await acknowledge.boundingBox();
    expect(button!.height).toBeGreaterThanOrEqual(44);
    expect(button!.x + button!.width).toBeLessThanOrEqual(PHONE.width);

    await card.getByRole('button', { name: 'Take' }).click();
    await expect.poll(() => card.getByTestId('queue-holder').innerText()).toMatch(/^Held by /);
    await staff.getByRole('button', { name: 'Mine', exact: true }).click();
    await expect.poll(() => card.count()).toBe(1);

    // A manager on their phone rewords a quick reply in both languages; a blank field is refused at the field.
    const manager = await (await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
    contexts.push(manager.context());
    manager.on('pageerror', (error) => errors.push(`manager: ${error.message}`));
    await signInThroughForm(manager, baseUrl, 'manager', 'manager');
    await manager.waitForURL(`${baseUrl}/admin/manager`);
    const templates = manager.getByTestId('message-templates');
    await templates.getByRole('button', { name: 'Edit “Request received”' }).click();
    const form = templates.getByTestId('template-form');
    await form.getByLabel('Title (Indonesian)').fill('  ');
    await form.getByLabel('Text (English)').fill('Thank you, {guest}. Fresh towels are on their way.');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form.getByTestId('field-error').innerText()).toBe('Title (Indonesian) is required.');
    expect(await form.getByLabel('Title (Indonesian)').getAttribute('aria-invalid')).toBe('true');
    await form.getByLabel('Title (Indonesian)').fill('Permintaan diterima');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form.count()).toBe(0);
    expect(await templates.getByTestId('template-item').first().innerText()).toContain('Fresh towels are on their way.');
    await expect.poll(() => templates.getByTestId('replies-activity').innerText()).toContain('Edited quick reply Request received');

    // The staff phone, open all along, inserts the reworded reply with the guest's name filled in.
    await card.getByRole('button', { name: 'Reply' }).click();
    const box2 = card.getByRole('textbox', { name: 'Write to the guest' });
    await expect
      .poll(async () => {
        await card.getByRole('combobox', { name: 'Use a template…' }).selectOption({ label: 'Request received' });
        return box2.inputValue();
      })
      .toBe('Thank you, James Walker. Fresh towels are on their way.');
    await box2.fill('Towels on the way, <b>ten minutes</b>.');
    await card.getByRole('button', { name: 'Send reply' }).click();
    await expect.poll(() => card.getByTestId('thread-message').count()).toBe(1);

    // The guest's page, untouched: the unread dot, then the thread with the reply (as text, not HTML).
    await expect.poll(() => guestItem.getByTestId('unread-dot').count()).toBe(1);
    await guestItem.getByTestId('request-messages').click();
    const reply = guestItem.getByTestId('thread-message');
    await expect.poll(() => reply.count()).toBe(1);
    expect(await reply.innerText()).toContain('Towels on the way, <b>ten minutes</b>.');
    expect(await guestItem.locator('b').count()).toBe(0);
    await expect.poll(() => guestItem.getByTestId('unread-dot').count()).toBe(0);

    // The guest answers in the same thread; the staff phone sees it live.
    await guestItem.getByRole('textbox', { name: 'Write to the concierge' }).fill('Terima kasih!');
    await guestItem.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => card.getByTestId('thread-message').count()).toBe(2);
    expect(await card.getByTestId('thread-message').nth(1).innerText()).toContain('Terima kasih!');
    // Answered by the reply: the countdown is gone.
    await expect.poll(() => card.getByTestId('queue-deadline').count()).toBe(0);
    expect(await pageStillMarked(guest)).toBe(true);

    // The request's own page has the same thread, and a new reply arrives there live too.
    await guestItem.getByRole('link', { name: 'Open' }).click();
    await guest.waitForURL(`${baseUrl}/app/requests/${id}`);
    const pageThread = guest.getByTestId('request-page').getByTestId('thread-message');
    await expect.poll(() => pageThread.count()).toBe(2);
    await card.getByRole('textbox', { name: 'Write to the guest' }).fill('At your door now.');
    await card.getByRole('button', { name: 'Send reply' }).click();
    await expect.poll(() => pageThread.count()).toBe(3);
    expect(await pageThread.nth(2).innerText()).toContain('At your door now.');
    expect(await pageStillMarked(guest)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('counts new requests in the tab title while the tab is hidden', async () => {
    const errors: string[] = [];
    const staff = await staffPhone(browser, baseUrl, errors);
    contexts.push(staff.context());
    const cookie = await guestCookie(baseUrl, 'Santoso', 'PRN-2401');
    const before = await staff.title();
    await setHidden(staff, true);
    await askConcierge(baseUrl, cookie, `Ice bucket ${Date.now()}`, 'For the terrace.');
    await askConcierge(baseUrl, cookie, `Umbrella ${Date.now()}`, 'For the walk to the spa.');
    await expect.poll(() => staff.title()).toBe(`(2) ${before}`);
    await setHidden(staff, false);
    await expect.poll(() => staff.title()).toBe(before);
    expect(errors).toEqual([]);
  });

  it('keeps the table over 900 px with nothing clipped from 1024 to 1440 px', async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 800 } });
    contexts.push(context);
    const page = await context.newPage();
    await signInThroughForm(page, baseUrl, 'manager', 'manager');
    await page.waitForURL(`${baseUrl}/admin/manager`);
    const queue = page.getByTestId('concierge-queue');
    await queue.getByRole('button', { name: 'All', exact: true }).click();
    await expect.poll(() => queue.locator('table').count(), { timeout: 15_000 }).toBe(1);
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => queue.locator('li[data-testid="queue-row"]').count()).toBe(0);
      // The table's frame scrolls only vertically: every column, the actions included, fits.
      const fits = await queue.locator('table').evaluate((table) => {
        const frame = table.parentElement!;
        return frame.scrollWidth <= frame.clientWidth + 1;
      });
      expect(fits, `columns clipped at ${width} px`).toBe(true);
    }
    await page.setViewportSize({ width: 899, height: 800 });
    await expect.poll(() => queue.locator('table').count()).toBe(0);
  });

  describe('with a short response time', () => {
    let port: number;
    let api: RunningProcess;
    let worker: RunningProcess;
    let shortUrl: string;

    beforeAll(async () => {
      port = await freePort();
      shortUrl = `http://127.0.0.1:${port}`;
      // The shared journey worker takes these jobs too: two workers on the queue.
      const env = { PORT: String(port), CONCIERGE_RESPONSE_MINUTES: '0.1', CONCIERGE_HOURS: '00:00-24:00' };
      api = startProcess('main', env);
      worker = startProcess('worker', env);
      await waitForHealthy(shortUrl, { child: api.child });
    });
    afterAll(async () => {
      await Promise.all([api?.stop(), worker?.stop()]);
    });

    it('turns an unanswered request late on the staff phone when its deadline passes, and raises request.late once', async () => {
      const errors: string[] = [];
      const staff = await staffPhone(browser, shortUrl, errors);
      contexts.push(staff.context());
      const cookie = await guestCookie(shortUrl, 'Santoso', 'PRN-2401');
      const title = `Late-night snack ${Date.now()}`;
      const id = (await askConcierge(shortUrl, cookie, title, 'Anything sweet.')).id;
      const card = staff.locator(`li[data-testid="queue-row"][data-id="${id}"]`);
      await expect.poll(() => card.count()).toBe(1);
      expect(['on-time', 'due-soon']).toContain(await card.getAttribute('data-deadline'));

      await expect.poll(() => card.getAttribute('data-deadline'), { timeout: 20_000 }).toBe('late');
      await expect.poll(() => card.getByTestId('queue-deadline').innerText()).toMatch(/^Late by /);
      const lateToast = staff.getByTestId('dashboard-toast').filter({ hasText: 'Request late' }).filter({ hasText: title });
      await expect.poll(() => lateToast.count(), { timeout: 20_000 }).toBe(1);
      // Well past the deadline, still once.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(await lateToast.count()).toBe(1);
      expect(errors).toEqual([]);
    });
  });
});
