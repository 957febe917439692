import type { PushSubscriptionBody, PushUnsubscribeBody } from '@prana/contracts';
import { api } from './api-client.ts';
import { serviceWorkerRegistration } from './offline/service-worker.ts';

/**
 * Web push for whoever is signed in (guest or staff): the browser's permission, a PushManager
 * subscription with the deployment's VAPID public key (GET /api/public-config), stored by the api.
 * The service worker (sw/sw.ts) shows what arrives.
 */

export type PushOutcome = 'subscribed' | 'blocked' | 'unsupported';

function supported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window && 'PushManager' in window && 'serviceWorker' in navigator;
}

/** Asks the browser's permission, subscribes and stores the subscription (throws an ApiError when the api refuses). */
export async function subscribeToPush(vapidPublicKey: string | null): Promise<PushOutcome> {
  if (!supported() || !vapidPublicKey) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return 'blocked';
  const registration = await serviceWorkerRegistration();
  if (!registration) return 'unsupported';
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: vapidPublicKey }));
  await api.post<unknown>('/api/push-subscriptions', subscription.toJSON() as PushSubscriptionBody);
  return 'subscribed';
}

/** Forgets this browser's subscription, here and at the api. */
export async function unsubscribeFromPush(): Promise<void> {
  if (!supported()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  const body: PushUnsubscribeBody = { endpoint: subscription.endpoint };
  await api.delete<void>('/api/push-subscriptions', body);
  await subscription.unsubscribe();
}
