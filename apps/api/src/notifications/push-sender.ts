import https from 'node:https';
import { Inject, Injectable, Logger } from '@nestjs/common';
import webpush, { WebPushError } from 'web-push';
import type { PushMessage } from '@prana/contracts';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import { AddressGuard, AddressRefusedError } from '../common/address-guard.ts';
import type { StoredPushSubscription } from './push-subscriptions.repository.ts';
import { DeliveryHealthRepository } from './delivery-health.repository.ts';
import { noteDelivery } from './mailer.ts';

/** How long a push service keeps a push for a device that is offline (seconds). */
const TIME_TO_LIVE = 24 * 60 * 60;

/** 'refused': the endpoint reaches a private or local address, so it never gets a push. */
export type PushOutcome = 'sent' | 'gone' | 'refused' | 'not-configured';

/** The guard of push endpoints: private addresses only when PUSH_ALLOWED_HOSTS lists them. */
export function pushAddressGuard(allowedHosts: readonly string[]): AddressGuard {
  return new AddressGuard(allowedHosts, 'push.privateEndpoint');
}

/** Sends one encrypted Web Push (RFC 8291 payload, VAPID) with the web-push library, through the address guard. */
@Injectable()
export class PushSender {
  private readonly logger = new Logger(PushSender.name);
  private readonly guard: AddressGuard;
  /** Every push connects through the guard's lookup, to the address it checked. */
  private readonly agent: https.Agent;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly health: DeliveryHealthRepository,
  ) {
    this.guard = pushAddressGuard(config.push.allowedHosts);
    this.agent = new https.Agent({ keepAlive: true, lookup: this.guard.lookup });
  }

  /**
   * 'gone' when the push service says the subscription no longer exists (404/410), 'refused' when
   * its address may not be reached; any other failure throws, so the job retries. A delivery and a
   * failure are noted for the integration status.
   */
  async send(subscription: StoredPushSubscription, message: PushMessage): Promise<PushOutcome> {
    const vapid = this.config.vapid;
    if (!vapid) {
      this.logger.warn('A push was due but VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are not set: skipped.');
      return 'not-configured';
    }
    // web-push parses the endpoint again with the legacy url.parse: hand it the WHATWG form, checked.
    const endpoint = URL.canParse(subscription.endpoint) ? new URL(subscription.endpoint) : null;
    if (!endpoint || endpoint.protocol !== 'https:' || endpoint.username || endpoint.password || this.guard.literalRefusal(endpoint)) return 'refused';
    try {
      await webpush.sendNotification(
        { endpoint: endpoint.href, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(message),
        { vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey }, TTL: TIME_TO_LIVE, timeout: 10_000, agent: this.agent },
      );
    } catch (error) {
      if (error instanceof AddressRefusedError) return 'refused';
      // The push service answered: this device is gone, the service works.
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone';
      await noteDelivery(this.logger, () => this.health.failed('push', new Date()));
      throw error;
    }
    await noteDelivery(this.logger, () => this.health.delivered('push', new Date()));
    return 'sent';
  }
}
