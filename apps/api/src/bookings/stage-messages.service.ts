import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { JOBS, QUEUES, type StageMessagesResponse } from '@prana/contracts';
import { STAY_STAGES, stageMessageJobId, stageSchedule } from '@prana/domain';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import { addJob } from '../jobs/typed-jobs.ts';
import { ApiException } from '../common/api-exception.ts';
import { BookingsRepository } from './bookings.repository.ts';

/** Kept a while once done, so the booking's list and a late duplicate see it; a failed one longer. */
const STAGE_JOB_OPTIONS = { attempts: 5, backoff: { type: 'exponential', delay: 5_000 }, removeOnComplete: true, removeOnFail: 1_000 } as const;

/**
 * The messages of each stage of a direct booking's stay: one delayed job per booking and stage in
 * Redis, on Bali's clock (STAGE_MESSAGE_TIME). Scheduling again (the dates moved) replaces the
 * pending ones; the job itself claims its stage in the database, so nothing goes out twice.
 */
@Injectable()
export class StageMessages {
  private readonly logger = new Logger(StageMessages.name);

  constructor(
    @InjectQueue(QUEUES.notifications) private readonly queue: Queue,
    private readonly bookings: BookingsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * After a booking's commit: its pending stage jobs are replaced by those its dates give now, read
   * again here; when the dates changed meanwhile (a move committed alongside) it schedules again, so
   * the last to finish leaves the dates that won. A failure is logged, never the booking's.
   */
  async schedule(bookingId: string, now = new Date()): Promise<void> {
    try {
      let stay = await this.bookings.stay(bookingId);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await this.cancel(bookingId);
        if (!stay || stay.status !== 'confirmed') return;
        for (const { stage, sendAt } of stageSchedule(stay, now, this.config.stageMessageTime)) {
          await addJob(this.queue, JOBS.sendStageMessage, { bookingId, stage, sendAt: sendAt.toISOString() }, {
            ...STAGE_JOB_OPTIONS,
            jobId: stageMessageJobId(bookingId, stage),
            delay: Math.max(0, sendAt.getTime() - now.getTime()),
          });
        }
        const after = await this.bookings.stay(bookingId);
        if (after?.checkIn === stay.checkIn && after.checkOut === stay.checkOut && after.status === stay.status) return;
        stay = after;
      }
    } catch (error) {
      this.logger.error(`Stage messages of ${bookingId} not scheduled: ${(error as Error).message}`);
    }
  }

  /** The booking's pending stage jobs removed (one running is locked: it finds the dates moved and sends nothing). */
  async cancel(bookingId: string): Promise<void> {
    for (const stage of STAY_STAGES) {
      try {
        await this.queue.remove(stageMessageJobId(bookingId, stage));
      } catch (error) {
        this.logger.warn(`Stage message ${stage} of ${bookingId} not removed: ${(error as Error).message}`);
      }
    }
  }

  /** Every stage in order: when it went out, else when it is due (a stage with neither was skipped). */
  async list(bookingId: string): Promise<StageMessagesResponse> {
    if (!(await this.bookings.stay(bookingId))) throw new ApiException('booking.notFound');
    const sent = new Map((await this.bookings.stageMessages(bookingId)).map((row) => [row.stage, row]));
    const messages = await Promise.all(
      STAY_STAGES.map(async (stage) => {
        const row = sent.get(stage);
        if (row) return { stage, scheduledAt: null, sentAt: row.sentAt.toISOString(), language: row.language, emails: row.emails, pushes: row.pushes };
        const job = await this.queue.getJob(stageMessageJobId(bookingId, stage));
        const pending = job && ['delayed', 'waiting', 'active', 'prioritized', 'waiting-children'].includes(await job.getState());
        return { stage, scheduledAt: pending ? (job.data as { sendAt: string }).sendAt : null, sentAt: null, language: null, emails: 0, pushes: 0 };
      }),
    );
    return { messages };
  }
}
