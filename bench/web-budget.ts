/**
 * Web budget: the JavaScript a browser loads for the landing page and for /availability (gzip),
 * and the largest image a 390 px wide phone is sent on each. Prints the figures; exits non-zero
 * when the landing page is over its 200 KB budget. Not part of `npm test`.
 *
 *   npm start                                   # or any running Prana
 *   node bench/web-budget.ts [--url=http://127.0.0.1:3000] [--dpr=3]
 *
 * Sizes are measured on the bodies the browser received, compressed here with gzip level 6 (what
 * a reverse proxy typically applies), so the figure does not depend on the server's own setting.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { addDays, todayInBali } from '@prana/domain';
import { launchBrowser } from '../test/support/browser.ts';

const LANDING_BUDGET_BYTES = 200 * 1024;

const arg = (name: string, fallback: string) =>
  process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const baseUrl = arg('url', process.env.PRANA_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const dpr = Number(arg('dpr', '3'));

interface Loaded {
  url: string;
  bytes: number;
  gzip: number;
}

interface Figures {
  page: string;
  scripts: Loaded[];
  images: Loaded[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const short = (url: string) => url.replace(baseUrl, '');

/** Opens a page as a phone, scrolls it to the end so lazy images load, and records what arrived. */
async function measure(browser: Browser, path: string): Promise<Figures> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: dpr, isMobile: true, hasTouch: true });
  const page: Page = await context.newPage();
  const scripts: Loaded[] = [];
  const images: Loaded[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'image') return;
    pending.push(
      response
        .body()
        .then((body) => {
          const entry = { url: response.url(), bytes: body.length, gzip: gzipSync(body, { level: 6 }).length };
          (type === 'script' ? scripts : images).push(entry);
        })
        .catch(() => undefined),
    );
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(120);
  }
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return { page: path, scripts, images };
}

async function main(): Promise<void> {
  const health = await fetch(`${baseUrl}/api/health`).catch(() => null);
  if (!health?.ok) {
    console.error(`No healthy Prana at ${baseUrl}. Start one (npm start) or pass --url=…`);
    process.exit(2);
  }
  const checkIn = addDays(todayInBali(new Date()), 60);
  const pages = ['/', `/availability?checkIn=${checkIn}&checkOut=${addDays(checkIn, 3)}&adults=2&children=0&infants=0`];
  const browser = await launchBrowser();
  const results: Figures[] = [];
  try {
    for (const path of pages) results.push(await measure(browser, path));
  } finally {
    await browser.close();
  }

  console.log(`Prana web budget — ${baseUrl}, phone 390×844 at ${dpr}× pixel density\n`);
  let overBudget = false;
  for (const { page, scripts, images } of results) {
    const gzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
    const raw = scripts.reduce((sum, script) => sum + script.bytes, 0);
    const largest = [...images].sort((a, b) => b.bytes - a.bytes)[0];
    const imageBytes = images.reduce((sum, image) => sum + image.bytes, 0);
    console.log(`${page === '/' ? 'Landing /' : 'Availability'}  (${short(page)})`);
    console.log(`  JavaScript: ${kb(gzip)} gzip (${kb(raw)} raw) in ${scripts.length} files`);
    for (const script of [...scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 5)) console.log(`    ${kb(script.gzip).padStart(9)}  ${short(script.url)}`);
    console.log(`  Images: ${images.length} files, ${kb(imageBytes)}; largest ${largest ? `${kb(largest.bytes)} ${short(largest.url)}` : 'none'}`);
    if (page === '/') {
      const ok = gzip <= LANDING_BUDGET_BYTES;
      overBudget = !ok;
      console.log(`  Budget: landing JavaScript ≤ ${kb(LANDING_BUDGET_BYTES)} gzip → ${ok ? 'within' : 'OVER'}`);
    }
    console.log('');
  }
  if (overBudget) process.exit(1);
}

await main();
