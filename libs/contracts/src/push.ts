import { z } from 'zod';

/**
 * Web push (issue 17), shared by the api (g-server) and the web app's push toggle and service worker.
 * POST /api/push-subscriptions → 201 stores the browser's subscription for the signed-in guest or
 * staff member; DELETE /api/push-subscriptions → 204 forgets it. The VAPID public key the browser
 * subscribes with is `vapidPublicKey` in GET /api/public-config.
 */

/** The browser's `PushSubscription.toJSON()`: where to push and the keys to encrypt with. */
export const pushSubscriptionBody = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(256), auth: z.string().min(1).max(256) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushUnsubscribeBody = z.object({ endpoint: z.url({ protocol: /^https?$/ }).max(2048) });
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBody>;

/** What a push message carries (JSON), rendered by the service worker as a notification. */
export interface PushMessage {
  title: string;
  body: string;
  /** The page a tap opens, same origin (e.g. /app/notifications). */
  url?: string;
  /** Same tag: a newer notification replaces the older one. */
  tag?: string;
}
