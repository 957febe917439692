import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { JOBS, QUEUES, SCHEDULER_IDS } from '@prana/contracts';
import { previousMonth, todayInBali } from '@prana/domain';
import { addJob } from '../../jobs/typed-jobs.ts';
import { PRODUCE_JOB_OPTIONS, producingOnce } from './scheduled-statements.job.ts';
import { StatementsService } from './statements.service.ts';

/** The first of each month at 06:00 in Bali, when the month before is closed. */
export const STATEMENTS_SCHEDULE = { pattern: '0 6 1 * *', tz: 'Asia/Makassar' } as const;

/**
 * Registers the monthly statements' scheduler (upserted by id, so every worker starting leaves one
 * schedule and each tick runs once), and catches up: when the month before has no statement yet
 * (no worker ran on the first, or Prana was just installed), it is produced now.
 */
@Injectable()
export class StatementSchedules implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(QUEUES.reports) private readonly reports: Queue,
    private readonly statements: StatementsService,
  ) {}

  async onApplicationBootstrap(now = new Date()): Promise<void> {
    await this.reports.upsertJobScheduler(SCHEDULER_IDS[JOBS.scheduledStatements](), STATEMENTS_SCHEDULE, {
      name: JOBS.scheduledStatements,
      data: {},
      opts: { removeOnComplete: 100, removeOnFail: 500 },
    });
    const month = previousMonth(todayInBali(now));
    if (!(await this.statements.has(month))) await addJob(this.reports, JOBS.produceStatements, { month }, { ...PRODUCE_JOB_OPTIONS, ...producingOnce(month) });
  }
}
