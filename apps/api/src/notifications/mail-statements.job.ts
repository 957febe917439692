import { Inject, Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { JOBS, QUEUES } from '@prana/contracts';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import { addJob, type TypedJob } from '../jobs/typed-jobs.ts';
import { statementMail } from './guest-mail.tsx';
import { DELIVERY_JOB_OPTIONS } from './notification-delivery.service.ts';
import { DeliveryRepository } from './delivery.repository.ts';

/**
 * JOBS.mailStatements: a month's statement is ready; one SendEmailJob per active investor (its job
 * id from this job's and the account's, so a retry never mails anyone twice).
 */
@Injectable()
export class MailStatementsJob {
  constructor(
    private readonly rows: DeliveryRepository,
    @InjectQueue(QUEUES.notifications) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(job: TypedJob<typeof JOBS.mailStatements>): Promise<{ emails: number }> {
    const statement = await this.rows.statementOfMonth(`${job.data.month}-01`);
    if (!statement) return { emails: 0 };
    const { group } = statement;
    const figures = { month: job.data.month, nightsSold: group.nightsSold, occupancy: group.occupancy, revenue: group.roomRevenue + group.extras, net: group.net };
    const investors = await this.rows.investors();
    for (const investor of investors) {
      const mail = await statementMail(figures, investor.name, this.config.publicUrl);
      await addJob(this.queue, JOBS.sendEmail, { to: investor.email, ...mail }, { ...DELIVERY_JOB_OPTIONS, jobId: `${job.id}-${investor.id}` });
    }
    return { emails: investors.length };
  }
}
