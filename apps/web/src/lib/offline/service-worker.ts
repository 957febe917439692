import { useSyncExternalStore } from 'react';

/**
 * The service worker (apps/web/sw/sw.ts), registered by the installable areas (/app, /admin) once
 * they show, never by public pages: the landing page's budget stays as it was, and Workbox's
 * window code loads on its own. A new version waits until the person chooses Reload.
 */

let registering = false;
let update: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

export function registerServiceWorker(): void {
  if (registering || import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  registering = true;
  void import('virtual:pwa-register').then(({ registerSW }) => {
    const updateSW = registerSW({
      onNeedRefresh() {
        // Takes the waiting version and reloads the page with it.
        update = () => updateSW(true);
        listeners.forEach((listener) => listener());
      },
    });
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => update;

/** The reload that takes a new version, once one is waiting; null until then. */
export function useWaitingUpdate(): (() => Promise<void>) | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

/** The active registration, for push (null without a service worker). */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  registerServiceWorker();
  return navigator.serviceWorker.ready;
}
