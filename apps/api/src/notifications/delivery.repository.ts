import { Injectable } from '@nestjs/common';
import type { StatementFigures } from '@prana/contracts';
import type { Lang, StayStage } from '@prana/domain';
import { randomUUID } from 'node:crypto';
import { Repository } from '../database/repository.ts';
import { GenerateSql } from '../database/generate-sql.ts';

/**
 * What the delivery jobs read of the rows they send: a guest notification with its booking and the
 * guest's preferences, a reservation request, a concierge reply. The rows belong to guest services
 * and reservations, which hand the worker only their ids.
 */
@Injectable()
export class DeliveryRepository extends Repository {
  /** The notification, its guest's address and their delivery preferences (null: none stored). */
  @GenerateSql({ params: ['3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b'] })
  async guestNotification(notificationId: string) {
    const row = await this.db
      .selectFrom('guest_notifications as n')
      .innerJoin('bookings as b', 'b.id', 'n.booking_id')
      .leftJoin('guest_preferences as p', 'p.booking_id', 'b.id')
      .select([
        'n.id',
        'n.message',
        'b.id as bookingId',
        'b.email',
        'b.guest_name as guestName',
        'p.booking_id as preferencesOf',
        'p.push_notifications as pushNotifications',
        'p.email_notifications as emailNotifications',
        'p.language',
      ])
      .where('n.id', '=', notificationId)
      .executeTakeFirst();
    if (!row) return undefined;
    const { preferencesOf, pushNotifications, emailNotifications, language, ...notification } = row;
    return {
      ...notification,
      preferences: preferencesOf === null ? null : { pushNotifications: pushNotifications!, emailNotifications: emailNotifications!, language: language as Lang },
    };
  }

  /** A reservation request with its villa's name and, once confirmed, its booking. */
  @GenerateSql({ params: ['6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d'] })
  async reservation(reservationId: string) {
    const row = await this.db
      .selectFrom('reservation_requests as r')
      .innerJoin('villas as v', 'v.slug', 'r.villa_slug')
      .leftJoin('bookings as b', 'b.id', 'r.booking_id')
      .select([
        'r.reference',
        'r.full_name as fullName',
        'r.email',
        'r.language',
        'r.check_in as checkIn',
        'r.check_out as checkOut',
        'v.name as villaName',
        'b.id as bookingId',
        'b.check_in as bookingCheckIn',
        'b.check_out as bookingCheckOut',
        'b.code',
        'b.last_name as lastName',
      ])
      .where('r.id', '=', reservationId)
      .executeTakeFirst();
    if (!row) return undefined;
    const { bookingId, bookingCheckIn, bookingCheckOut, code, lastName, ...request } = row;
    return {
      ...request,
      language: request.language as Lang,
      booking: bookingId === null ? null : { checkIn: bookingCheckIn!, checkOut: bookingCheckOut!, code: code!, lastName: lastName! },
    };
  }

  /** A message of a visitor's reservation thread, with the request it answers (null for a guest request's message). */
  @GenerateSql({ params: ['9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b'] })
  async reservationMessage(messageId: string) {
    const row = await this.db
      .selectFrom('request_messages as m')
      .leftJoin('reservation_requests as r', 'r.id', 'm.reservation_request_id')
      .select(['m.text', 'm.internal', 'r.id as reservationId', 'r.reference', 'r.full_name as fullName', 'r.email', 'r.language'])
      .where('m.id', '=', messageId)
      .executeTakeFirst();
    if (!row) return undefined;
    const { reservationId, reference, fullName, email, language, ...message } = row;
    return {
      ...message,
      reservation: reservationId === null ? null : { reference: reference!, fullName: fullName!, email: email!, language: language as Lang },
    };
  }

  /** A month's statement (its first day) as the investors' email tells it: the group's figures. */
  @GenerateSql({ params: ['2026-10-01'] })
  async statementOfMonth(month: string): Promise<{ month: string; group: StatementFigures } | undefined> {
    const row = await this.db.selectFrom('shareholder_statements').select(['month', 'group']).where('month', '=', month).executeTakeFirst();
    return row && { month: String(row.month).slice(0, 10), group: row.group as unknown as StatementFigures };
  }

  /** The active investors' accounts, who are mailed each month's statement. */
  @GenerateSql()
  async investors(): Promise<{ id: string; name: string; email: string }[]> {
    return this.db.selectFrom('staff_users').select(['id', 'name', 'email']).where('role', '=', 'investor').where('status', '=', 'active').orderBy('name').execute();
  }

  /** A direct booking as its stage message tells it, with the guest's preferences and the stage's template (null when none). */
  @GenerateSql({ params: ['00000000-0000-4000-8000-000000000003', 'pre-arrival'] })
  async stageMessage(bookingId: string, stage: StayStage) {
    const row = await this.db
      .selectFrom('bookings as b')
      .innerJoin('villas as v', 'v.slug', 'b.villa_slug')
      .leftJoin('guest_preferences as p', 'p.booking_id', 'b.id')
      .leftJoin('reply_templates as t', (join) => join.on('t.stage', '=', stage))
      .leftJoin('stage_messages as s', (join) => join.onRef('s.booking_id', '=', 'b.id').on('s.stage', '=', stage))
      .select([
        'b.id',
        'b.status',
        'b.email',
        'b.guest_name as guestName',
        'b.check_in as checkIn',
        'b.check_out as checkOut',
        'v.name as villaName',
        'p.booking_id as preferencesOf',
        'p.push_notifications as pushNotifications',
        'p.email_notifications as emailNotifications',
        'p.language',
        't.title_en as titleEn',
        't.title_id as titleId',
        't.body_en as bodyEn',
        't.body_id as bodyId',
        's.sent_at as sentAt',
      ])
      .where('b.id', '=', bookingId)
      .executeTakeFirst();
    if (!row) return undefined;
    const { preferencesOf, pushNotifications, emailNotifications, language, titleEn, titleId, bodyEn, bodyId, sentAt, ...booking } = row;
    return {
      ...booking,
      sent: sentAt !== null,
      preferences: preferencesOf === null ? null : { pushNotifications: pushNotifications!, emailNotifications: emailNotifications!, language: language as Lang },
      template: titleEn === null ? null : { title: { en: titleEn, id: titleId! }, body: { en: bodyEn!, id: bodyId! } },
    };
  }

  /** The stage went out: noted once per booking and stage (a second note changes nothing). */
  @GenerateSql({ params: [{ bookingId: '00000000-0000-4000-8000-000000000003', stage: 'pre-arrival', language: 'id', emails: 1, pushes: 2, sentAt: new Date('2027-05-03T01:00:00Z') }] })
  async noteStageMessage(note: { bookingId: string; stage: StayStage; language: Lang; emails: number; pushes: number; sentAt: Date }): Promise<void> {
    await this.db
      .insertInto('stage_messages')
      .values({ id: randomUUID(), booking_id: note.bookingId, stage: note.stage, language: note.language, emails: note.emails, pushes: note.pushes, sent_at: note.sentAt })
      .onConflict((conflict) => conflict.columns(['booking_id', 'stage']).doNothing())
      .execute();
  }
}
