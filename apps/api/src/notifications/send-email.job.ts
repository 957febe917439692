import { Injectable } from '@nestjs/common';
import type { JOBS } from '@prana/contracts';
import type { TypedJob } from '../jobs/typed-jobs.ts';
import { Mailer } from './mailer.ts';

/** JOBS.sendEmail: one email, retried with backoff while the SMTP server refuses. */
@Injectable()
export class SendEmailJob {
  constructor(private readonly mailer: Mailer) {}

  async handle(job: TypedJob<typeof JOBS.sendEmail>): Promise<{ outcome: string }> {
    const { to, subject, text, html } = job.data;
    return { outcome: await this.mailer.send(to, { subject, text, html }) };
  }
}
