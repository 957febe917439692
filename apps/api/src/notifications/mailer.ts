import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import type { OutgoingMail } from './guest-mail.tsx';
import { DeliveryHealthRepository } from './delivery-health.repository.ts';

/**
 * Outgoing mail over SMTP (SMTP_URL) with nodemailer; without SMTP_URL mail is logged and dropped.
 * Every mail is marked as sent by a machine (RFC 3834 Auto-Submitted, so out-of-office replies
 * stay away) and a guest's reply goes to the concierge (MAIL_REPLY_TO).
 */
@Injectable()
export class Mailer implements OnModuleDestroy {
  private readonly logger = new Logger(Mailer.name);
  private readonly transport: Transporter | null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly health: DeliveryHealthRepository,
  ) {
    this.transport = config.mail.smtpUrl ? nodemailer.createTransport(config.mail.smtpUrl) : null;
  }

  /** Throws when the server refuses or cannot be reached, so the job retries. Each outcome is noted for the integration status. */
  async send(to: string, mail: OutgoingMail): Promise<'sent' | 'not-configured'> {
    if (!this.transport) {
      this.logger.warn(`An email "${mail.subject}" was due but SMTP_URL is not set: skipped.`);
      return 'not-configured';
    }
    try {
      await this.transport.sendMail({
        from: this.config.mail.from,
        replyTo: this.config.mail.replyTo,
        to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
    } catch (error) {
      await noteDelivery(this.logger, () => this.health.failed('email', new Date()));
      throw error;
    }
    await noteDelivery(this.logger, () => this.health.delivered('email', new Date()));
    return 'sent';
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}

/** Notes a send's outcome; a note that cannot be written is logged, never a reason to send again. */
export async function noteDelivery(logger: Logger, note: () => Promise<void>): Promise<void> {
  try {
    await note();
  } catch (error) {
    logger.warn(`A delivery outcome could not be noted: ${error instanceof Error ? error.message : String(error)}`);
  }
}
