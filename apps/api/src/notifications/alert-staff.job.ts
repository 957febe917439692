import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { renderText } from '@prana/catalogue';
import { JOBS, PERMISSIONS, QUEUES } from '@prana/contracts';
import { addJob, type TypedJob } from '../jobs/typed-jobs.ts';
import { DELIVERY_JOB_OPTIONS } from './notification-delivery.service.ts';
import { PushSubscriptionsRepository } from './push-subscriptions.repository.ts';

/** JOBS.alertStaff: one push job per device of the staff whose role holds the permission. */
@Injectable()
export class AlertStaffJob {
  constructor(
    private readonly subscriptions: PushSubscriptionsRepository,
    @InjectQueue(QUEUES.notifications) private readonly queue: Queue,
  ) {}

  async handle(job: TypedJob<typeof JOBS.alertStaff>): Promise<{ pushes: number }> {
    const { permission, message: text, url, tag } = job.data;
    // The push jobs' ids derive from this job's, so a retry of this one adds none twice.
    const alertId = job.id ?? job.name;
    const devices = await this.subscriptions.forStaffRoles(PERMISSIONS[permission]);
    for (const subscription of devices) {
      const message = { title: 'Prana', body: renderText(text, subscription.lang), url, tag };
      await addJob(this.queue, JOBS.sendPush, { subscriptionId: subscription.id, message }, { ...DELIVERY_JOB_OPTIONS, jobId: `push-${alertId}-${subscription.id}` });
    }
    return { pushes: devices.length };
  }
}
