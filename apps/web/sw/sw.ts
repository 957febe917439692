/**
 * Prana's service worker (built by vite-plugin-pwa's injectManifest from this file).
 * - Precache: the app shell and this build's code, styles, fonts and icons (the list is injected
 *   at build time); every page navigation answers with the shell, so /app and its pages open offline.
 * - Runtime: photographs and static PDFs are kept as they are seen. The api is never cached here
 *   (the extras menu, which the api draws, is saved by the companion's Save for offline): the guest's data lives in the TanStack cache persisted per booking
 *   (src/lib/offline/persist.ts), so nothing of one person can be served to another.
 * - Updates wait for the page's "Reload" (SKIP_WAITING), never swap code under a page.
 * - Push: a push event shows a notification; a tap focuses the app or opens it.
 */
import type { PushMessage } from '@prana/contracts';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null } | string> };

/** Paths the server answers itself: never the shell, never cached. */
const SERVER_PATHS = /^\/(api|ical|socket\.io)(\/|$)/;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [SERVER_PATHS] }));

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/media/') && request.destination === 'image',
  new CacheFirst({ cacheName: 'prana-images', plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 3600 })] }),
);
registerRoute(({ url }) => url.origin === self.location.origin && !SERVER_PATHS.test(url.pathname) && url.pathname.endsWith('.pdf'), new StaleWhileRevalidate({ cacheName: 'prana-documents' }));

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first install takes the open pages at once (there is no older version they run).
clientsClaim();

// The api always sends url and tag; a push from elsewhere (or a test) may carry less.
type ShownMessage = Pick<PushMessage, 'title' | 'body'> & Partial<Pick<PushMessage, 'url' | 'tag'>>;

function pushMessage(data: PushMessageData | null): ShownMessage {
  try {
    const message = data?.json() as Partial<PushMessage> | undefined;
    if (message?.title) return { title: message.title, body: message.body ?? '', url: message.url, tag: message.tag };
  } catch {
    // Not JSON: the text is the message.
  }
  return { title: 'Prana', body: data?.text() ?? '' };
}

self.addEventListener('push', (event) => {
  const message = pushMessage(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/maskable-192.png',
      data: { url: message.url ?? '/app' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const wanted = new URL((event.notification.data as { url?: string } | null)?.url ?? '/app', self.location.origin);
  // Only our own pages: a push cannot send the guest elsewhere.
  const target = wanted.origin === self.location.origin ? wanted.href : new URL('/app', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return void (await self.clients.openWindow(target));
      const focused = await open.focus();
      if (focused.url !== target) await focused.navigate(target);
    })(),
  );
});
