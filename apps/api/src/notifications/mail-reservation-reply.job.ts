import { Inject, Injectable } from '@nestjs/common';
import type { JOBS } from '@prana/contracts';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import type { TypedJob } from '../jobs/typed-jobs.ts';
import { reservationReplyMail } from './guest-mail.tsx';
import { Mailer } from './mailer.ts';
import { DeliveryRepository } from './delivery.repository.ts';

/** JOBS.mailReservationReply: a concierge reply to a visitor, who has no companion to read it in. */
@Injectable()
export class MailReservationReplyJob {
  constructor(
    private readonly rows: DeliveryRepository,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(job: TypedJob<typeof JOBS.mailReservationReply>): Promise<{ outcome: string }> {
    const message = await this.rows.reservationMessage(job.data.messageId);
    const request = message?.reservation;
    if (!message || !request || message.internal) return { outcome: 'gone' };
    const mail = await reservationReplyMail(request, message.text, request.language, this.config.publicUrl);
    return { outcome: await this.mailer.send(request.email, mail) };
  }
}
