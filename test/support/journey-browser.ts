import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';

/**
 * The journey file's Chromium: launched before its tests and closed after them, with every context
 * and page they opened. Call it in the describe block; the browser it returns is usable from the
 * hooks and tests that follow.
 */
export function useBrowser(): Browser {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchBrowser();
  });
  afterAll(async () => {
    await launched?.close();
  });
  return new Proxy({} as Browser, {
    get(_, property) {
      if (!launched) throw new Error('the journey browser starts in beforeAll: use it in a hook or a test');
      const value: unknown = Reflect.get(launched, property, launched);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(launched) : value;
    },
  });
}
