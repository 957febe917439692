import { Inject, Injectable } from '@nestjs/common';
import type { JOBS } from '@prana/contracts';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import type { TypedJob } from '../jobs/typed-jobs.ts';
import { reservationConfirmationMail } from './guest-mail.tsx';
import { Mailer } from './mailer.ts';
import { DeliveryRepository } from './delivery.repository.ts';

/** JOBS.mailReservationConfirmation: the visitor's confirmation with its PRR- reference, in the language they wrote in. */
@Injectable()
export class MailReservationConfirmationJob {
  constructor(
    private readonly rows: DeliveryRepository,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(job: TypedJob<typeof JOBS.mailReservationConfirmation>): Promise<{ outcome: string }> {
    const request = await this.rows.reservation(job.data.reservationId);
    if (!request) return { outcome: 'gone' };
    const mail = await reservationConfirmationMail(request, request.language, this.config.publicUrl);
    return { outcome: await this.mailer.send(request.email, mail) };
  }
}
