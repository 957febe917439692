import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { JOBS, QUEUES, immigrationReportDueJobId } from '@prana/contracts';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import { addJob } from '../jobs/typed-jobs.ts';

/**
 * The report-to-immigration deadline, kept like the concierge's: a foreign guest's arrival at the
 * door schedules one delayed job per person in Redis (a second call keeps the first); the proof
 * number removes it. The job checks the database again, so one that could not be removed raises nothing.
 */
@Injectable()
export class ImmigrationDeadlines {
  private readonly logger = new Logger(ImmigrationDeadlines.name);

  constructor(
    @InjectQueue(QUEUES.register) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get hours(): number {
    return this.config.immigrationReportHours;
  }

  /** Schedules the overdue check at the set hours after the arrival; a failed enqueue is logged, the register still shows the due time. */
  async schedule(bookingId: string, position: number, arrivedAt: Date, now = new Date()): Promise<void> {
    const dueAt = arrivedAt.getTime() + this.hours * 3_600_000;
    try {
      await addJob(this.queue, JOBS.immigrationReportDue, { bookingId, position }, {
        jobId: immigrationReportDueJobId(bookingId, position),
        delay: Math.max(0, dueAt - now.getTime()),
        removeOnComplete: true,
        removeOnFail: 1000,
      });
    } catch (error) {
      this.logger.error(`Immigration deadline for ${bookingId}/${position} not scheduled: ${(error as Error).message}`);
    }
  }

  /** The proof number is in: the overdue check is no longer needed. */
  async cancel(bookingId: string, position: number): Promise<void> {
    try {
      await this.queue.remove(immigrationReportDueJobId(bookingId, position));
    } catch (error) {
      // A running job is locked and cannot be removed; it finds the guest reported and raises nothing.
      this.logger.warn(`Immigration deadline of ${bookingId}/${position} not removed: ${(error as Error).message}`);
    }
  }
}
