import type { PushDeviceResponse, PushSubscriptionBody, PushUnsubscribeBody } from '@prana/contracts';
import type { Lang } from '@prana/domain';
import { api } from './api-client.ts';
import { serviceWorkerRegistration } from './offline/service-worker.ts';

/**
 * Web push for whoever is signed in (guest or staff): the browser's permission, a PushManager
 * subscription with the deployment's VAPID public key (GET /api/public-config), stored by the api.
 * The service worker (sw/sw.ts) shows what arrives.
 */

export type PushOutcome = 'subscribed' | 'blocked' | 'unsupported';

/** Guests and staff store their devices under their own routes. */
export type PushAudience = 'guest' | 'staff';
const subscriptionPath = (audience: PushAudience) => `/api/${audience}/push-subscription`;

function supported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window && 'PushManager' in window && 'serviceWorker' in navigator;
}

/** Asks the browser's permission, subscribes and stores the subscription (throws an ApiError when the api refuses). */
export async function subscribeToPush(vapidPublicKey: string | null, audience: PushAudience, lang: Lang): Promise<PushOutcome> {
  if (!supported() || !vapidPublicKey) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return 'blocked';
  const registration = await serviceWorkerRegistration();
  if (!registration) return 'unsupported';
  let subscription: PushSubscription;
  try {
    subscription = (await registration.pushManager.getSubscription()) ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: vapidPublicKey }));
  } catch {
    // The browser has the Push API but no push service behind it (an in-app browser, a private
    // window, a desktop without one): the same as no Push API for the person, who is told what to do.
    return 'unsupported';
  }
  // The device's language: its pushes are written in it.
  const body = { ...subscription.toJSON(), lang } as PushSubscriptionBody;
  await api.post<unknown>(subscriptionPath(audience), body);
  return 'subscribed';
}

/** Where this device stands: pushes on (subscribed, permission granted), off, blocked by the person, or impossible here. */
export type DevicePushState = 'on' | 'off' | 'blocked' | 'unsupported';

export async function devicePushState(vapidPublicKey: string | null): Promise<DevicePushState> {
  if (!supported() || !vapidPublicKey) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ? 'on' : 'off';
}

/**
 * A guest's device is on only when the browser holds a subscription and the api stored it for this
 * sign-in: log out drops it at the api (a session that ended elsewhere leaves the browser's behind),
 * while the booking's push preference stays on.
 */
export async function guestDevicePushState(vapidPublicKey: string | null): Promise<DevicePushState> {
  const state = await devicePushState(vapidPublicKey);
  if (state !== 'on') return state;
  return (await api.get<PushDeviceResponse>(subscriptionPath('guest'))).stored ? 'on' : 'off';
}

/**
 * Signed out: the api dropped the subscription with the session, so the browser forgets it too and
 * the next person to sign in on this device starts with pushes off.
 */
export async function forgetPushOnThisDevice(): Promise<void> {
  if (!supported()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  await (await registration?.pushManager.getSubscription())?.unsubscribe();
}

/** Forgets this browser's subscription, here and at the api. */
export async function unsubscribeFromPush(audience: PushAudience): Promise<void> {
  if (!supported()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  const body: PushUnsubscribeBody = { endpoint: subscription.endpoint };
  await api.delete<void>(subscriptionPath(audience), body);
  await subscription.unsubscribe();
}
