import { z } from 'zod';
import { LANGS } from '@prana/domain';
import { zodError } from './errors.ts';

/**
 * The header every guest write may carry (the IETF draft "The Idempotency-Key HTTP Header Field"):
 * a key the client made up for one write, resent unchanged with every retry of it.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A base64url value of a push subscription's keys (RFC 8291: 65-byte P-256 point, 16-byte secret). */
const base64url = (min: number, max: number) =>
  z.string(zodError('push.keys')).regex(/^[A-Za-z0-9_-]+=*$/, zodError('push.keys')).min(min, zodError('push.keys')).max(max, zodError('push.keys'));

const endpoint = z
  .string(zodError('push.endpoint'))
  .max(2000, zodError('push.endpoint'))
  .refine((value) => {
    const url = URL.canParse(value) ? new URL(value) : null;
    // A push service's endpoint never carries a user name or password.
    return url !== null && url.protocol === 'https:' && !url.username && !url.password;
  }, zodError('push.endpoint'));

/** POST /api/guest/push-subscription and /api/staff/push-subscription: PushSubscription.toJSON() plus the app's language. */
export const pushSubscriptionBody = z.strictObject({
  endpoint,
  /** PushSubscription.toJSON() includes it (null in most browsers); not used. */
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64url(80, 100), auth: base64url(16, 30) }, zodError('push.keys')),
  /** The app's language on this device: its pushes are written in it. */
  lang: z.enum(LANGS, zodError('push.language')),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** DELETE /api/guest/push-subscription and /api/staff/push-subscription: this device stops receiving pushes. */
export const pushUnsubscribeBody = z.strictObject({ endpoint });
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBody>;

/**
 * GET /api/guest/push-subscription: whether this sign-in (this browser) has a device stored for the
 * booking. Pushes reach this device only then: the subscription goes with the session at log out,
 * while the booking's push preference stays.
 */
export interface PushDeviceResponse {
  stored: boolean;
}

/** What the service worker receives in a push event (JSON), already in the device's language. */
export interface PushMessage {
  title: string;
  body: string;
  /** Where a tap on the notification opens (a path of this site). */
  url: string;
  /** Notifications with the same tag replace each other. */
  tag: string;
}
