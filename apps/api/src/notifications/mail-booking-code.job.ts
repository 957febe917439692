import { Inject, Injectable } from '@nestjs/common';
import type { JOBS } from '@prana/contracts';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import type { TypedJob } from '../jobs/typed-jobs.ts';
import { bookingCodeMail } from './guest-mail.tsx';
import { Mailer } from './mailer.ts';
import { DeliveryRepository } from './delivery.repository.ts';

/** JOBS.mailBookingCode: the visitor's booking code and how to sign in, in the language they wrote in. */
@Injectable()
export class MailBookingCodeJob {
  constructor(
    private readonly rows: DeliveryRepository,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(job: TypedJob<typeof JOBS.mailBookingCode>): Promise<{ outcome: string }> {
    const request = await this.rows.reservation(job.data.reservationId);
    if (!request?.booking) return { outcome: 'gone' };
    const { booking } = request;
    const mail = await bookingCodeMail(
      { reference: request.reference, fullName: request.fullName, villaName: request.villaName, checkIn: booking.checkIn, checkOut: booking.checkOut, code: booking.code, lastName: booking.lastName },
      request.language,
      this.config.publicUrl,
    );
    return { outcome: await this.mailer.send(request.email, mail) };
  }
}
