import { Inject, Injectable, Logger } from '@nestjs/common';
import webpush, { WebPushError } from 'web-push';
import type { PushMessage } from '@prana/contracts';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import type { StoredPushSubscription } from './push-subscriptions.repository.ts';

/** How long a push service keeps a push for a device that is offline (seconds). */
const TIME_TO_LIVE = 24 * 60 * 60;

export type PushOutcome = 'sent' | 'gone' | 'not-configured';

/** Sends one encrypted Web Push (RFC 8291 payload, VAPID) with the web-push library. */
@Injectable()
export class PushSender {
  private readonly logger = new Logger(PushSender.name);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** 'gone' when the push service says the subscription no longer exists (404/410); any other failure throws, so the job retries. */
  async send(subscription: StoredPushSubscription, message: PushMessage): Promise<PushOutcome> {
    const vapid = this.config.vapid;
    if (!vapid) {
      this.logger.warn('A push was due but VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are not set: skipped.');
      return 'not-configured';
    }
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(message),
        { vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey }, TTL: TIME_TO_LIVE, timeout: 10_000 },
      );
      return 'sent';
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone';
      throw error;
    }
  }
}
