import { Injectable, Logger } from '@nestjs/common';
import type { JOBS } from '@prana/contracts';
import type { TypedJob } from '../jobs/typed-jobs.ts';
import { PushSender } from './push-sender.ts';
import { PushSubscriptionsRepository } from './push-subscriptions.repository.ts';

/** JOBS.sendPush: one device; a subscription the push service no longer knows (404/410), or whose address the guard refuses, is removed. */
@Injectable()
export class SendPushJob {
  private readonly logger = new Logger(SendPushJob.name);

  constructor(
    private readonly subscriptions: PushSubscriptionsRepository,
    private readonly sender: PushSender,
  ) {}

  async handle(job: TypedJob<typeof JOBS.sendPush>): Promise<{ outcome: string }> {
    const subscription = await this.subscriptions.byId(job.data.subscriptionId);
    // Signed out (or expired) since: nothing to send to.
    if (!subscription) return { outcome: 'unsubscribed' };
    const outcome = await this.sender.send(subscription, job.data.message);
    if (outcome === 'gone' || outcome === 'refused') {
      await this.subscriptions.removeById(subscription.id);
      this.logger.log(`Push subscription ${subscription.id} ${outcome === 'gone' ? 'is gone at its push service' : 'reaches a private or local address'}: removed.`);
    }
    return { outcome };
  }
}
