import { Injectable, Logger } from '@nestjs/common';
import type { JOBS } from '@prana/contracts';
import { villaReadyNotification } from '@prana/domain';
import type { TypedJob } from '../jobs/typed-jobs.ts';
import { TurnoversRepository } from '../calendar-sync/turnovers.repository.ts';
import { GuestNotificationsRepository } from './guest-notifications.repository.ts';
import { GuestNotificationsService } from './guest-notifications.service.ts';

/**
 * JOBS.villaReady, queued when housekeeping makes a turnover ready (from the morning of the
 * arrival day): the arriving guest gets a "villa ready" notification, pushed and mailed in their
 * language (NOTIFICATION_DELIVERY). Once per stay: one job id per turnover, and a stay already told
 * is not told again. Nothing when the turnover is no longer ready or its arrival is gone.
 */
@Injectable()
export class VillaReadyJob {
  private readonly logger = new Logger(VillaReadyJob.name);

  constructor(
    private readonly turnovers: TurnoversRepository,
    private readonly rows: GuestNotificationsRepository,
    private readonly notifications: GuestNotificationsService,
  ) {}

  async handle(job: TypedJob<typeof JOBS.villaReady>): Promise<{ notified: string | null }> {
    const [turnover] = await this.turnovers.rows({ ids: [job.data.turnoverId] });
    const bookingId = turnover?.arrival?.bookingId;
    if (!turnover || turnover.cancelled || turnover.state !== 'ready' || !bookingId) return { notified: null };
    if (await this.rows.hasKind(bookingId, 'villa-ready')) return { notified: null };
    const notification = await this.notifications.add(bookingId, villaReadyNotification(turnover.villaName));
    await this.notifications.published(bookingId, notification);
    this.logger.log(`Booking ${bookingId} told that ${turnover.villaSlug} is ready.`);
    return { notified: notification.id };
  }
}
