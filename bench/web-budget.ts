/**
 * Web budget on a phone: loads `/`, a site page, a villa page, `/availability?…` and `/app` (signed
 * in as a demo guest, returning: its service worker installed and the stay kept on the device by a
 * first visit; and, for comparison, a first load with neither) in Debian
 * Chromium with the usual mobile lab profile — 4× CPU slowdown, 1.6 Mbps down / 750 kbps up, 150 ms
 * round trip, 390×844 at 3× — through the DevTools protocol, and prints per page the median of N cold
 * loads (HTTP cache off): bytes actually transferred (as sent, so compression counts; Chromium asks for brotli
 * only over HTTPS, so over this local HTTP it gets the gzip files, about 15 % more than a phone on
 * HTTPS), largest contentful paint, cumulative layout shift and total blocking time; beside each,
 * the same page loaded with scripts off, which shows what the built HTML alone paints. Exits 1 when
 * a target is missed: LCP ≤ 1.8 s on the landing, site and villa pages and ≤ 2.2 s on the search and
 * the companion, CLS ≤ 0.05 on every page, landing JavaScript transferred ≤ 150 KB.
 * Not part of `npm test`: run it against a quiet machine.
 *
 *   npm start                                   # or any running Prana with demo data
 *   npm run bench:web [-- --url=http://127.0.0.1:3000 --runs=5 --waterfall --pages=landing,availability]
 *
 * `--waterfall` also prints, for the last load of each page, every request (start → end in ms since
 * navigation, bytes transferred) and the element that made the largest paint: where the time went.
 *
 * TBT here is the blocking time of long tasks between first contentful paint and the end of the load
 * (network quiet for 1 s), the lab approximation of FCP → TTI.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { addDays, todayInBali } from '@prana/domain';
import { launchBrowser } from '../test/support/browser.ts';

const TARGETS = { cls: 0.05, landingScriptBytes: 150 * 1024 };
const PROFILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
};
const DEMO_GUEST = { lastName: 'Santoso', bookingCode: 'PRN-2401' };

const arg = (name: string, fallback: string) =>
  process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const baseUrl = arg('url', process.env.PRANA_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const runs = Number(arg('runs', '5'));
const waterfall = process.argv.includes('--waterfall');
/** `--pages=landing,app-first-load`: only those pages (by label, any case, a space as `-`), e.g. while working on one. */
const only = arg('pages', '').toLowerCase().split(',').filter(Boolean);

type ResourceKind = 'script' | 'image' | 'font' | 'stylesheet' | 'document' | 'data' | 'other';

interface Fetched {
  url: string;
  kind: ResourceKind;
  bytes: number;
  startMs: number;
  endMs: number;
}

interface Load {
  bytes: Record<ResourceKind, number>;
  requests: number;
  fetched: Fetched[];
  lcpElement: string;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

interface PageSpec {
  label: string;
  path: string;
  /** Largest contentful paint target, ms; none for a load shown for comparison only. */
  lcpMs?: number;
  signIn?: boolean;
  /**
   * A returning guest: a first, unthrottled visit installs the service worker and keeps the stay on
   * the device (as signing in does), and the measured load is the next one, which the service worker
   * and the kept stay answer before the network.
   */
  returning?: boolean;
}

/**
 * Runs in the page before any script: records what the metrics need as the browser reports it.
 * With the page's scripts off nothing runs before; then it is called once loaded and takes what
 * the browser buffered (`synchronously`).
 */
function observeVitals(synchronously = false): RawVitals {
  const vitals = { lcp: 0, lcpElement: '', fcp: 0, shifts: [] as { value: number; time: number }[], longTasks: [] as { start: number; duration: number }[] };
  (window as unknown as { __vitals: typeof vitals }).__vitals = vitals;
  const watch = (type: string, handle: (entries: PerformanceEntry[]) => void) => {
    const observer = new PerformanceObserver((list) => handle(list.getEntries()));
    observer.observe({ type, buffered: true });
    if (synchronously) handle(observer.takeRecords());
  };
  watch('largest-contentful-paint', (entries) => {
    for (const entry of entries as (PerformanceEntry & { element: Element | null; url: string })[]) {
      vitals.lcp = entry.startTime;
      vitals.lcpElement = `${entry.element?.tagName.toLowerCase() ?? '?'} ${entry.url || entry.element?.textContent?.slice(0, 40) || ''}`;
    }
  });
  watch('paint', (entries) => {
    for (const entry of entries) if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  });
  watch('layout-shift', (entries) => {
    for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) vitals.shifts.push({ value: entry.value, time: entry.startTime });
    }
  });
  watch('longtask', (entries) => {
    for (const entry of entries) vitals.longTasks.push({ start: entry.startTime, duration: entry.duration });
  });
  return vitals;
}

interface RawVitals {
  lcp: number;
  lcpElement: string;
  fcp: number;
  shifts: { value: number; time: number }[];
  longTasks: { start: number; duration: number }[];
}

/** CLS as Chrome defines it: the largest session window (gaps < 1 s, windows ≤ 5 s). */
function cumulativeLayoutShift(shifts: readonly { value: number; time: number }[]): number {
  let largest = 0;
  let window = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of shifts) {
    if (shift.time - previous > 1000 || shift.time - windowStart > 5000) {
      window = 0;
      windowStart = shift.time;
    }
    window += shift.value;
    previous = shift.time;
    largest = Math.max(largest, window);
  }
  return largest;
}

function kindOf(cdpType: string | undefined): ResourceKind {
  switch (cdpType) {
    case 'Script':
      return 'script';
    case 'Image':
      return 'image';
    case 'Font':
      return 'font';
    case 'Stylesheet':
      return 'stylesheet';
    case 'Document':
      return 'document';
    case 'Fetch':
    case 'XHR':
      return 'data';
    default:
      return 'other';
  }
}

async function signIn(context: BrowserContext): Promise<void> {
  const response = await context.request.post(`${baseUrl}/api/auth/guest/login`, { data: DEMO_GUEST, headers: { Origin: baseUrl } });
  if (!response.ok()) throw new Error(`demo guest sign-in answered ${response.status()}: is demo data seeded?`);
}

/** The first visit of a returning guest: until the service worker controls the page and the stay is kept in IndexedDB. */
async function visitFirst(context: BrowserContext, path: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const bookingId = localStorage.getItem('prana-guest-cache');
        if (!bookingId) return resolve(false);
        const open = indexedDB.open(`prana-guest-${bookingId}`);
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('cache')) return resolve(false);
          const read = db.transaction('cache').objectStore('cache').get('client');
          read.onsuccess = () => resolve(read.result !== undefined);
          read.onerror = () => resolve(false);
        };
      }),
    undefined,
    { timeout: 60_000, polling: 250 },
  );
  await page.close();
}

async function loadOnce(browser: Browser, spec: PageSpec, scripts = true): Promise<Load> {
  const context = await browser.newContext({ viewport: PROFILE.viewport, deviceScaleFactor: PROFILE.deviceScaleFactor, isMobile: true, hasTouch: true, javaScriptEnabled: scripts });
  try {
    if (spec.signIn) await signIn(context);
    if (spec.returning && scripts) await visitFirst(context, spec.path);
    const page = await context.newPage();
    if (scripts) await page.addInitScript(observeVitals);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PROFILE.latencyMs,
      downloadThroughput: PROFILE.downloadBytesPerSecond,
      uploadThroughput: PROFILE.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });

    const types = new Map<string, string>();
    const started = new Map<string, { url: string; at: number }>();
    const fetched: Fetched[] = [];
    const bytes: Record<ResourceKind, number> = { script: 0, image: 0, font: 0, stylesheet: 0, document: 0, data: 0, other: 0 };
    let navigationAt: number | undefined;
    cdp.on('Network.requestWillBeSent', (event) => {
      navigationAt ??= event.timestamp;
      started.set(event.requestId, { url: event.request.url, at: event.timestamp });
    });
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
    cdp.on('Network.loadingFinished', (event) => {
      const kind = kindOf(types.get(event.requestId));
      bytes[kind] += event.encodedDataLength;
      const start = started.get(event.requestId);
      if (start && navigationAt !== undefined) {
        fetched.push({ url: start.url, kind, bytes: event.encodedDataLength, startMs: (start.at - navigationAt) * 1000, endMs: (event.timestamp - navigationAt) * 1000 });
      }
    });

    await page.goto(`${baseUrl}${spec.path}`, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const vitals = scripts ? ((await page.evaluate(() => (window as unknown as { __vitals: unknown }).__vitals)) as RawVitals) : await page.evaluate(observeVitals, true);
    const tbtMs = vitals.longTasks.filter((task) => task.start >= vitals.fcp).reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    return { bytes, requests: fetched.length, fetched, lcpElement: vitals.lcpElement, lcpMs: vitals.lcp, cls: cumulativeLayoutShift(vitals.shifts), tbtMs };
  } finally {
    await context.close();
  }
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printWaterfall(load: Load): void {
  console.log(`  largest paint at ${Math.round(load.lcpMs)} ms: ${load.lcpElement}`);
  for (const item of [...load.fetched].sort((a, b) => a.startMs - b.startMs)) {
    const path = new URL(item.url).pathname + new URL(item.url).search;
    console.log(`    ${String(Math.round(item.startMs)).padStart(5)} → ${String(Math.round(item.endMs)).padStart(5)} ms  ${item.kind.padEnd(10)} ${kb(item.bytes).padStart(9)}  ${path.slice(0, 90)}`);
  }
  console.log('');
}

async function main(): Promise<void> {
  const health = await fetch(`${baseUrl}/api/health`).catch(() => null);
  if (!health?.ok) {
    console.error(`No healthy Prana at ${baseUrl}. Start one (npm start) or pass --url=…`);
    process.exit(2);
  }
  const checkIn = addDays(todayInBali(new Date()), 60);
  const pages: PageSpec[] = [
    { label: 'Landing', path: '/', lcpMs: 1800 },
    { label: 'Site', path: '/sites/prana-ubud', lcpMs: 1800 },
    { label: 'Villa', path: '/villas/jungle-loft', lcpMs: 1800 },
    { label: 'Availability', path: `/availability?checkIn=${checkIn}&checkOut=${addDays(checkIn, 3)}&adults=2&children=0&infants=0`, lcpMs: 2200 },
    // A guest reaches /app from the sign-in page within the app, and the companion then installs its
    // service worker: a load of /app as a document is a return, which the service worker and the stay
    // kept on the device answer. Loaded with neither (a device that lost them), it is shown for comparison.
    { label: 'App', path: '/app', lcpMs: 2200, signIn: true, returning: true },
    { label: 'App first load', path: '/app', signIn: true },
  ];

  const measured = only.length ? pages.filter((spec) => only.includes(spec.label.toLowerCase().replaceAll(' ', '-'))) : pages;
  console.log(`Prana web budget — ${baseUrl}`);
  console.log(
    `phone ${PROFILE.viewport.width}×${PROFILE.viewport.height} at ${PROFILE.deviceScaleFactor}×, CPU ÷${PROFILE.cpuSlowdown}, ` +
      `1.6 Mbps down / 750 kbps up, ${PROFILE.latencyMs} ms RTT; median of ${runs} cold loads\n`,
  );
  const browser = await launchBrowser();
  const misses: string[] = [];
  try {
    for (const spec of measured) {
      const loads: Load[] = [];
      const scriptless: Load[] = [];
      for (let run = 0; run < runs; run += 1) {
        loads.push(await loadOnce(browser, spec));
        scriptless.push(await loadOnce(browser, spec, false));
      }
      const med = (pick: (load: Load) => number) => median(loads.map(pick));
      const total = med((load) => Object.values(load.bytes).reduce((sum, value) => sum + value, 0));
      const lcp = med((load) => load.lcpMs);
      const cls = med((load) => load.cls);
      const script = med((load) => load.bytes.script);
      console.log(`${spec.label}  ${spec.path}`);
      console.log(
        `  transferred ${kb(total)} in ${med((load) => load.requests)} requests: JavaScript ${kb(script)}, images ${kb(med((load) => load.bytes.image))}, ` +
          `fonts ${kb(med((load) => load.bytes.font))}, CSS ${kb(med((load) => load.bytes.stylesheet))}, HTML ${kb(med((load) => load.bytes.document))}, data ${kb(med((load) => load.bytes.data))}`,
      );
      const off = (pick: (load: Load) => number) => median(scriptless.map(pick));
      console.log(
        `  LCP ${(lcp / 1000).toFixed(2)} s (${spec.lcpMs === undefined ? 'no target' : `≤ ${(spec.lcpMs / 1000).toFixed(1)}`})   CLS ${cls.toFixed(3)} (≤ ${TARGETS.cls})   TBT ${Math.round(med((load) => load.tbtMs))} ms` +
          `   [LCP of each load: ${loads.map((load) => (load.lcpMs / 1000).toFixed(2)).join(', ')}]`,
      );
      console.log(
        `  scripts off: LCP ${(off((load) => load.lcpMs) / 1000).toFixed(2)} s   CLS ${off((load) => load.cls).toFixed(3)}   ` +
          `transferred ${kb(off((load) => Object.values(load.bytes).reduce((sum, value) => sum + value, 0)))}   largest paint: ${scriptless.at(-1)!.lcpElement || 'none'}\n`,
      );
      if (waterfall) printWaterfall(loads.at(-1)!);
      if (spec.lcpMs !== undefined && lcp > spec.lcpMs) misses.push(`${spec.label}: LCP ${(lcp / 1000).toFixed(2)} s`);
      if (cls > TARGETS.cls) misses.push(`${spec.label}: CLS ${cls.toFixed(3)}`);
      if (spec.path === '/' && script > TARGETS.landingScriptBytes) misses.push(`Landing: JavaScript ${kb(script)} > ${kb(TARGETS.landingScriptBytes)}`);
    }
  } finally {
    await browser.close();
  }
  console.log(misses.length ? `Targets missed: ${misses.join('; ')}` : 'All targets met.');
  if (misses.length) process.exit(1);
}

await main();
