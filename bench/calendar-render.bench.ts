/**
 * Multi-calendar render: fills the next 90 days of all 17 villas with a few hundred
 * manual holds, opens /admin/calendar in Debian Chromium as master and prints, per run and as
 * medians: the first load until every bar is drawn, the switch from 30 to 90 days (17 × 90 cells),
 * and one live change — a hold placed through the api until its bar is drawn on the open page —
 * with the longest main-thread task seen meanwhile (jank). The holds are released afterwards.
 * Not part of `npm test`: run it against a quiet machine.
 *
 *   npm start                                   # or any running Prana with demo data
 *   node bench/calendar-render.bench.ts [--url=http://127.0.0.1:3000 --blocks=300 --runs=5]
 */
import type { Page } from 'playwright-core';
import { addDays, todayInBali } from '@prana/domain';
import type { CalendarBlock, VillaResponse } from '@prana/contracts';
import { launchBrowser } from '../test/support/browser.ts';

const arg = (name: string, fallback: string) => process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const baseUrl = arg('url', process.env.PRANA_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const wantedBlocks = Number(arg('blocks', '300'));
const runs = Number(arg('runs', '5'));
const SPAN = 90;

async function signIn(): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/staff/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'master', password: 'prana-demo', role: 'master' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith('prana_session='))!.split(';')[0]!;
}

async function hold(cookie: string, villaSlug: string, checkIn: string, checkOut: string): Promise<CalendarBlock | null> {
  const response = await fetch(`${baseUrl}/api/villas/${villaSlug}/holds`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ checkIn, checkOut, reason: 'calendar bench' }),
  });
  if (response.status === 409) return null;
  if (response.status !== 201) throw new Error(`hold failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as CalendarBlock;
}

const release = (cookie: string, block: CalendarBlock) =>
  fetch(`${baseUrl}/api/villas/${block.villaSlug}/holds/${block.id}`, { method: 'DELETE', headers: { Cookie: cookie } });

/** Two-night holds with a free night between them, villa after villa, until `wanted` are placed. */
async function fill(cookie: string, villas: readonly VillaResponse[], today: string, wanted: number): Promise<CalendarBlock[]> {
  const placed: CalendarBlock[] = [];
  for (let offset = 1; offset + 2 <= SPAN && placed.length < wanted; offset += 3) {
    const held = await Promise.all(villas.map((villa) => hold(cookie, villa.slug, addDays(today, offset), addDays(today, offset + 2))));
    placed.push(...held.filter((block): block is CalendarBlock => block !== null));
  }
  return placed;
}

/** Resolves in the page once `count` bars are drawn: ms since navigation start. */
function barsDrawn(page: Page, count: number): Promise<number> {
  return page.evaluate(
    (wanted) =>
      new Promise<number>((resolve) => {
        const check = () => document.querySelectorAll('[data-testid="calendar-bar"]').length >= wanted;
        if (check()) return resolve(performance.now());
        const observer = new MutationObserver(() => {
          if (!check()) return;
          observer.disconnect();
          resolve(performance.now());
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }),
    count,
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const cookie = await signIn();
  const villas = (await (await fetch(`${baseUrl}/api/villas`, { headers: { Cookie: cookie } })).json()) as VillaResponse[];
  const today = todayInBali(new Date());
  const placed = await fill(cookie, villas, today, wantedBlocks);
  const browser = await launchBrowser();
  const results = { load: [] as number[], span90: [] as number[], live: [] as number[], longestTask: [] as number[] };
  try {
    const calendar = (await (await fetch(`${baseUrl}/api/calendar?from=${today}&days=${SPAN}`, { headers: { Cookie: cookie } })).json()) as { blocks: CalendarBlock[] };
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: baseUrl }]);
    console.log(`${calendar.blocks.length} blocks on ${villas.length} villas × ${SPAN} days (${placed.length} placed by the bench)`);
    for (let run = 0; run < runs; run += 1) {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/admin/calendar`);
      await page.getByTestId('calendar-grid').waitFor({ timeout: 30_000 });
      results.load.push(await barsDrawn(page, 1));

      const bars90 = calendar.blocks.length;
      const before = await page.evaluate(() => performance.now());
      await page.getByTestId('calendar-span').selectOption(String(SPAN));
      results.span90.push((await barsDrawn(page, bars90)) - before);

      // One live change: a hold on a free night of the first villa, drawn on the open page.
      await page.evaluate(() => {
        const store = window as unknown as { longest: number };
        store.longest = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) store.longest = Math.max(store.longest, entry.duration);
        }).observe({ type: 'longtask' });
      });
      const night = addDays(today, SPAN - 1 - run);
      const started = performance.now();
      const added = await hold(cookie, villas[0]!.slug, night, addDays(night, 1));
      if (!added) throw new Error(`night ${night} of ${villas[0]!.slug} is taken; free it and run again`);
      placed.push(added);
      await page.locator(`[data-block="${added.id}"]`).waitFor({ timeout: 10_000 });
      results.live.push(performance.now() - started);
      results.longestTask.push(await page.evaluate(() => (window as unknown as { longest: number }).longest));
      await page.close();
    }
  } finally {
    await browser.close();
    await Promise.all(placed.map((block) => release(cookie, block)));
  }
  const row = (label: string, values: number[]) => console.log(`${label.padEnd(44)} median ${median(values).toFixed(0).padStart(5)} ms   runs ${values.map((v) => v.toFixed(0)).join(', ')}`);
  row('first load until the first bar is drawn', results.load);
  row(`switch to ${SPAN} days until every bar is drawn`, results.span90);
  row('one live change: hold placed → bar drawn', results.live);
  row('longest main-thread task during the change', results.longestTask);
}

await main();
