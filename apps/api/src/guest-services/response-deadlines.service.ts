import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { JOBS, QUEUES, responseDueJobId } from '@prana/contracts';
import { responseDeadline, type RequestCategory } from '@prana/domain';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import { addJob } from '../jobs/typed-jobs.ts';

/**
 * The 15-minute promise kept by the system: each new request gets its deadline and one
 * delayed escalation job in Redis (it outlives any process; a worker runs it at the deadline);
 * answering removes the job. The job itself re-checks the database, so a job that could not be
 * removed (already running) still marks nothing.
 */
@Injectable()
export class ResponseDeadlines {
  private readonly logger = new Logger(ResponseDeadlines.name);

  constructor(
    @InjectQueue(QUEUES.concierge) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** An in-person host comes within ten minutes during on-site hours; everything else is a reply within the response time. */
  dueAt(createdAt: Date, request: { category: RequestCategory; metadata: Readonly<Record<string, unknown>> | null }): Date {
    const { responseMinutes, hours, inPersonMinutes, onSiteHours } = this.config.concierge;
    const inPerson = request.category === 'concierge' && request.metadata?.type === 'in-person';
    return inPerson ? responseDeadline(createdAt, inPersonMinutes, onSiteHours) : responseDeadline(createdAt, responseMinutes, hours);
  }

  /** Schedules the escalation (one job id per request: a second call keeps the first). */
  async schedule(requestId: string, dueAt: Date, now = new Date()): Promise<void> {
    await addJob(this.queue, JOBS.requestResponseDue, { requestId }, {
      jobId: responseDueJobId(requestId),
      delay: Math.max(0, dueAt.getTime() - now.getTime()),
      removeOnComplete: true,
      removeOnFail: 1000,
    });
  }

  /** The request was answered: its escalation is no longer needed. */
  async cancel(requestId: string): Promise<void> {
    try {
      await this.queue.remove(responseDueJobId(requestId));
    } catch (error) {
      // A running job is locked and cannot be removed; it finds the request answered and does nothing.
      this.logger.warn(`Escalation of request ${requestId} not removed: ${(error as Error).message}`);
    }
  }
}
