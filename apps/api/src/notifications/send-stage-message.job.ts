import { Inject, Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { JOBS, QUEUES } from '@prana/contracts';
import { baliMoment, formatDate, stageDay, todayInBali, type Lang, type StayStage } from '@prana/domain';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import { addJob, type TypedJob } from '../jobs/typed-jobs.ts';
import { stageMail } from './guest-mail.tsx';
import { DELIVERY_JOB_OPTIONS } from './notification-delivery.service.ts';
import { DeliveryRepository } from './delivery.repository.ts';
import { PushSubscriptionsRepository } from './push-subscriptions.repository.ts';

/** The companion page each stage points to. */
const STAGE_PATHS: Record<StayStage, string> = {
  'pre-arrival': '/app/check-in',
  'day-before': '/app',
  'arrival-day': '/app',
  'before-departure': '/app/concierge',
  'after-stay': '/app',
};

/** A template's placeholders filled for one guest, in their language. */
export function fillStageText(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * JOBS.sendStageMessage: a stage of a stay came. It sends only what the booking's dates still give
 * (a job left from dates that moved sends nothing), once: a stage noted as sent is never sent again,
 * and each email and push has a job id of its own, so a retry repeats none.
 */
@Injectable()
export class SendStageMessageJob {
  constructor(
    private readonly rows: DeliveryRepository,
    private readonly subscriptions: PushSubscriptionsRepository,
    @InjectQueue(QUEUES.notifications) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(job: TypedJob<typeof JOBS.sendStageMessage>, now = new Date()): Promise<{ outcome: string; emails?: number; pushes?: number }> {
    const { bookingId, stage } = job.data;
    const booking = await this.rows.stageMessage(bookingId, stage);
    if (!booking || booking.status !== 'confirmed') return { outcome: 'gone' };
    if (booking.sent) return { outcome: 'sent before' };
    if (!this.stillDue(stage, booking, new Date(job.data.sendAt), now)) return { outcome: 'dates moved' };
    if (!booking.template) return { outcome: 'no template' };
    const { preferences, template } = booking;
    const site = this.config.publicUrl;
    const text = (lang: Lang) => {
      const values = {
        guest: booking.guestName,
        villa: booking.villaName,
        checkIn: formatDate(booking.checkIn, lang, 'long'),
        checkOut: formatDate(booking.checkOut, lang, 'long'),
        checkInLink: `${site}/app/check-in`,
        companionLink: `${site}/app`,
        reviewLink: `${site}/app`,
      };
      return { title: fillStageText(template.title[lang], values), body: fillStageText(template.body[lang], values) };
    };
    const language = preferences?.language ?? 'en';
    let pushes = 0;
    let emails = 0;
    // As for notifications: without stored preferences, email on and push off.
    if (preferences?.pushNotifications ?? false) {
      for (const subscription of await this.subscriptions.forBooking(bookingId)) {
        const { title, body } = text(subscription.lang);
        const message = { title, body, url: STAGE_PATHS[stage], tag: `stage-${stage}` };
        await addJob(this.queue, JOBS.sendPush, { subscriptionId: subscription.id, message }, { ...DELIVERY_JOB_OPTIONS, jobId: `stage-push-${bookingId}-${stage}-${subscription.id}` });
        pushes += 1;
      }
    }
    if (booking.email && (preferences?.emailNotifications ?? true)) {
      const { title, body } = text(language);
      const mail = await stageMail({ title, lines: [body], linkPath: STAGE_PATHS[stage] }, language, site);
      await addJob(this.queue, JOBS.sendEmail, { to: booking.email, ...mail }, { ...DELIVERY_JOB_OPTIONS, jobId: `stage-mail-${bookingId}-${stage}` });
      emails += 1;
    }
    if (pushes + emails === 0) return { outcome: 'no channel' };
    await this.rows.noteStageMessage({ bookingId, stage, language, emails, pushes, sentAt: now });
    return { outcome: 'sent', emails, pushes };
  }

  /** The job's time is the one the booking's dates give now, or (before arrival) the late send of a pre-arrival stage booked after its time. */
  private stillDue(stage: StayStage, stay: { checkIn: string; checkOut: string }, sendAt: Date, now: Date): boolean {
    const due = baliMoment(stageDay(stage, stay), this.config.stageMessageTime).getTime();
    if (sendAt.getTime() === due) return true;
    return (stage === 'pre-arrival' || stage === 'day-before') && sendAt.getTime() > due && todayInBali(now) < stay.checkIn;
  }
}
