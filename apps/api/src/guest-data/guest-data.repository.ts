import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Repository } from '../database/repository.ts';
import { GenerateSql } from '../database/generate-sql.ts';
import type { SealedDocument } from '../check-in/document-vault.ts';

/** The booking's own fields, as the export and the erasure read them. */
export interface BookingRow {
  id: string;
  code: string;
  guestName: string;
  lastName: string;
  email: string | null;
  villaSlug: string;
  villaName: string;
  checkIn: string;
  checkOut: string;
  arrivalTime: string | null;
  departureTime: string | null;
  adults: number;
  children: number;
  infants: number;
  amount: number;
  source: string;
  status: string;
  createdAt: Date;
  personalDataErasedAt: Date | null;
}

/** Everything else Prana holds about one booking, as the export lists it. */
export interface HeldRows {
  checkIn: {
    arrivalTime: string | null;
    flight: string | null;
    phone: string;
    signedAt: Date;
    submittedAt: Date;
    updatedAt: Date;
    anonymisedAt: Date | null;
  } | null;
  persons: {
    position: number;
    ageGroup: string;
    fullName: string;
    sex: string;
    birthDate: string;
    nationality: string;
    documentType: string;
    documentNumber: string;
    issuingCountry: string;
    documentExpiry: string | null;
    verifiedAt: Date | null;
    /** The report to immigration (APOA's proof number) and the departure's, when made. */
    reportNumber: string | null;
    reportedAt: Date | null;
    checkoutReportedAt: Date | null;
    levy: { status: string; voucher: string | null; exemptReason: string | null };
    hasDocument: boolean;
  }[];
  requests: {
    id: string;
    category: string;
    title: unknown;
    notes: string;
    status: string;
    serviceDate: string | null;
    scheduledTime: string | null;
    metadata: Record<string, unknown> | null;
    createdAt: Date;
  }[];
  messages: { requestId: string; authorKind: string; text: string; createdAt: Date }[];
  charges: { id: string; description: unknown; date: string; amount: number; status: string; category: string; settledAt: Date | null }[];
  payments: { id: string; methodLabel: string; gross: number; discount: number; amount: number; createdAt: Date }[];
  notifications: { id: string; type: string; message: unknown; read: boolean; createdAt: Date }[];
  pushSubscriptions: number;
  documentReads: { position: number; staffName: string; readAt: Date }[];
}

const BOOKING = '00000000-0000-4000-8000-00000000b001';
const AT = new Date('2027-01-01T20:00:00Z');
const DAY = '2026-12-01';

const toDate = (value: string | Date) => new Date(value);
const toDateOrNull = (value: string | Date | null) => (value === null ? null : new Date(value));

/**
 * The guest's rights over their data, across the tables that hold it: what one booking holds (the
 * export), the retention sweeps, and the erasure of one guest's personal data.
 */
@Injectable()
export class GuestDataRepository extends Repository {
  /** The booking with its villa; null when there is none. */
  @GenerateSql({ params: [BOOKING] })
  async booking(bookingId: string): Promise<BookingRow | null> {
    const row = await this.db
      .selectFrom('bookings as b')
      .innerJoin('villas as v', 'v.slug', 'b.villa_slug')
      .select([
        'b.id',
        'b.code',
        'b.guest_name',
        'b.last_name',
        'b.email',
        'b.villa_slug',
        'v.name as villa_name',
        'b.check_in',
        'b.check_out',
        'b.arrival_time',
        'b.departure_time',
        'b.adults',
        'b.children',
        'b.infants',
        'b.amount',
        'b.source',
        'b.status',
        'b.created_at',
        'b.personal_data_erased_at',
      ])
      .where('b.id', '=', bookingId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      code: row.code,
      guestName: row.guest_name,
      lastName: row.last_name,
      email: row.email,
      villaSlug: row.villa_slug,
      villaName: row.villa_name,
      checkIn: row.check_in,
      checkOut: row.check_out,
      arrivalTime: row.arrival_time,
      departureTime: row.departure_time,
      adults: row.adults,
      children: row.children,
      infants: row.infants,
      amount: row.amount,
      source: row.source,
      status: row.status,
      createdAt: toDate(row.created_at),
      personalDataErasedAt: toDateOrNull(row.personal_data_erased_at),
    };
  }

  /** Everything the booking holds besides its own row: check-in and persons, requests and their threads, money, notifications, devices, photo reads. */
  @GenerateSql({ params: [BOOKING] })
  async held(bookingId: string): Promise<HeldRows> {
    const checkIn = await this.db
      .selectFrom('check_ins')
      .select(['arrival_time', 'flight', 'phone', 'signed_at', 'submitted_at', 'updated_at', 'anonymised_at'])
      .where('booking_id', '=', bookingId)
      .executeTakeFirst();
    const persons = await this.db
      .selectFrom('check_in_guests as g')
      .leftJoin('check_in_documents as d', (join) => join.onRef('d.booking_id', '=', 'g.booking_id').onRef('d.position', '=', 'g.position'))
      .selectAll('g')
      .select('d.byte_size')
      .where('g.booking_id', '=', bookingId)
      .orderBy('g.position')
      .execute();
    const requests = await this.db
      .selectFrom('guest_requests')
      .select(['id', 'category', 'title', 'notes', 'status', 'service_date', 'scheduled_time', 'metadata', 'created_at'])
      .where('booking_id', '=', bookingId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    // Internal staff notes are the staff's own working text, not data held for the guest.
    const messages = await this.db
      .selectFrom('request_messages as m')
      .innerJoin('guest_requests as r', 'r.id', 'm.guest_request_id')
      .select(['m.guest_request_id', 'm.author_kind', 'm.text', 'm.created_at'])
      .where('r.booking_id', '=', bookingId)
      .where('m.internal', '=', false)
      .orderBy('m.created_at')
      .orderBy('m.id')
      .execute();
    const charges = await this.db
      .selectFrom('guest_charges')
      .select(['id', 'description', 'date', 'amount', 'status', 'category', 'settled_at'])
      .where('booking_id', '=', bookingId)
      .orderBy('date')
      .orderBy('id')
      .execute();
    const payments = await this.db
      .selectFrom('guest_payments')
      .select(['id', 'method_label', 'gross', 'discount', 'amount', 'created_at'])
      .where('booking_id', '=', bookingId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const notifications = await this.db
      .selectFrom('guest_notifications')
      .select(['id', 'type', 'message', 'read', 'created_at'])
      .where('booking_id', '=', bookingId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const devices = await this.db.selectFrom('push_subscriptions').select((eb) => eb.fn.countAll<string>().as('count')).where('booking_id', '=', bookingId).executeTakeFirst();
    const reads = await this.db
      .selectFrom('document_reads as r')
      .innerJoin('staff_users as s', 's.id', 'r.staff_user_id')
      .select(['r.position', 's.name', 'r.read_at'])
      .where('r.booking_id', '=', bookingId)
      .orderBy('r.read_at')
      .orderBy('r.id')
      .execute();
    return {
      checkIn: checkIn
        ? {
            arrivalTime: checkIn.arrival_time,
            flight: checkIn.flight,
            phone: checkIn.phone,
            signedAt: toDate(checkIn.signed_at),
            submittedAt: toDate(checkIn.submitted_at),
            updatedAt: toDate(checkIn.updated_at),
            anonymisedAt: toDateOrNull(checkIn.anonymised_at),
          }
        : null,
      persons: persons.map((row) => ({
        position: row.position,
        ageGroup: row.age_group,
        fullName: row.full_name,
        sex: row.sex,
        birthDate: row.birth_date,
        nationality: row.nationality,
        documentType: row.document_type,
        documentNumber: row.document_number,
        issuingCountry: row.issuing_country,
        documentExpiry: row.document_expiry,
        verifiedAt: toDateOrNull(row.verified_at),
        reportNumber: row.report_number,
        reportedAt: toDateOrNull(row.reported_at),
        checkoutReportedAt: toDateOrNull(row.checkout_reported_at),
        levy: { status: row.levy_status, voucher: row.levy_voucher, exemptReason: row.levy_exempt_reason },
        hasDocument: row.byte_size !== null,
      })),
      requests: requests.map((row) => ({
        id: row.id,
        category: row.category,
        title: row.title,
        notes: row.notes,
        status: row.status,
        serviceDate: row.service_date,
        scheduledTime: row.scheduled_time,
        metadata: row.metadata,
        createdAt: toDate(row.created_at),
      })),
      messages: messages.map((row) => ({ requestId: row.guest_request_id!, authorKind: row.author_kind, text: row.text, createdAt: toDate(row.created_at) })),
      charges: charges.map((row) => ({
        id: row.id,
        description: row.description,
        date: row.date,
        amount: row.amount,
        status: row.status,
        category: row.category,
        settledAt: toDateOrNull(row.settled_at),
      })),
      payments: payments.map((row) => ({ id: row.id, methodLabel: row.method_label, gross: row.gross, discount: row.discount, amount: row.amount, createdAt: toDate(row.created_at) })),
      notifications: notifications.map((row) => ({ id: row.id, type: row.type, message: row.message, read: row.read, createdAt: toDate(row.created_at) })),
      pushSubscriptions: Number(devices?.count ?? 0),
      documentReads: reads.map((row) => ({ position: row.position, staffName: row.name, readAt: toDate(row.read_at) })),
    };
  }

  /** The party's sealed data-page photos, by position. */
  @GenerateSql({ params: [BOOKING] })
  async documents(bookingId: string): Promise<(SealedDocument & { position: number })[]> {
    const rows = await this.db.selectFrom('check_in_documents').select(['position', 'ciphertext', 'iv', 'auth_tag']).where('booking_id', '=', bookingId).orderBy('position').execute();
    return rows.map((row) => ({ position: row.position, ciphertext: row.ciphertext, iv: row.iv, authTag: row.auth_tag }));
  }

  /** Deletes the data-page photos of every stay that checked out on or before `day`; how many went. */
  @GenerateSql({ params: [DAY] })
  async deleteDocumentsCheckedOutBy(day: string): Promise<number> {
    const result = await this.db
      .deleteFrom('check_in_documents')
      .where('booking_id', 'in', (eb) => eb.selectFrom('bookings').select('id').where('check_out', '<=', day))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /**
   * Anonymises the register of every stay that checked out on or before `day` and is not yet
   * anonymised: names and document numbers blanked, birth dates kept to their year, the phone,
   * flight and signature gone; nationality, sex, age group and dates stay for statistics. How many stays.
   */
  @GenerateSql({ params: [DAY, AT] })
  async anonymiseRegisterCheckedOutBy(day: string, now: Date): Promise<number> {
    const stays = await this.db
      .updateTable('check_ins')
      .set(ANONYMISED_CHECK_IN(now))
      .where('anonymised_at', 'is', null)
      .where('booking_id', 'in', (eb) => eb.selectFrom('bookings').select('id').where('check_out', '<=', day))
      .returning('booking_id')
      .execute();
    if (stays.length === 0) return 0;
    await this.db
      .updateTable('check_in_guests')
      .set(ANONYMISED_PERSON)
      .where(
        'booking_id',
        'in',
        stays.map((stay) => stay.booking_id),
      )
      .execute();
    // The guest's remembered answers (the hourly purge drops them after a day anyway).
    await this.db
      .deleteFrom('idempotency_keys')
      .where(
        'booking_id',
        'in',
        stays.map((stay) => stay.booking_id),
      )
      .execute();
    return stays.length;
  }

  /** Serialises erasures of one booking (and the guest's check-in writes): the booking row, locked. */
  @GenerateSql({ params: [BOOKING] })
  async lock(bookingId: string): Promise<void> {
    await this.db.selectFrom('bookings').select('id').where('id', '=', bookingId).forUpdate().execute();
  }

  /**
   * Erases the guest's personal data from every table that holds it: the booking's names and email
   * (the code, dates, party and amounts stay), the reservation request it came from, the calendar
   * block's name, the check-in and its photos, the requests' notes and details and every message of
   * their threads, card labels, notifications, push devices, sessions and remembered answers.
   * Charges and payments keep their amounts.
   */
  @GenerateSql({ params: [BOOKING, AT] })
  async erase(bookingId: string, now: Date): Promise<void> {
    await this.db.updateTable('bookings').set({ guest_name: '', last_name: '', email: null, personal_data_erased_at: now }).where('id', '=', bookingId).execute();
    await this.db.updateTable('availability_blocks').set({ guest_name: null, summary: null, reservation_url: null, phone_last4: null }).where('booking_id', '=', bookingId).execute();
    const reservations = this.db.selectFrom('reservation_requests').select('id').where('booking_id', '=', bookingId);
    await this.db.updateTable('reservation_requests').set({ full_name: '', email: '', phone: null, notes: null }).where('booking_id', '=', bookingId).execute();
    const requests = this.db.selectFrom('guest_requests').select('id').where('booking_id', '=', bookingId);
    await this.db
      .updateTable('request_messages')
      .set({ text: ERASED_TEXT })
      .where((eb) => eb.or([eb('guest_request_id', 'in', requests), eb('reservation_request_id', 'in', reservations)]))
      .execute();
    await this.db.updateTable('guest_requests').set({ notes: '', metadata: null }).where('booking_id', '=', bookingId).execute();
    await this.db.updateTable('check_ins').set(ANONYMISED_CHECK_IN(now)).where('booking_id', '=', bookingId).execute();
    await this.db.updateTable('check_in_guests').set(ANONYMISED_PERSON).where('booking_id', '=', bookingId).execute();
    await this.db.deleteFrom('check_in_documents').where('booking_id', '=', bookingId).execute();
    await this.db.updateTable('guest_payments').set({ method_label: '' }).where('booking_id', '=', bookingId).execute();
    await this.db.deleteFrom('guest_payment_methods').where('booking_id', '=', bookingId).execute();
    await this.db.deleteFrom('guest_notifications').where('booking_id', '=', bookingId).execute();
    await this.db.deleteFrom('push_subscriptions').where('booking_id', '=', bookingId).execute();
    await this.db.deleteFrom('idempotency_keys').where('booking_id', '=', bookingId).execute();
    await this.db.deleteFrom('sessions').where('booking_id', '=', bookingId).execute();
  }
}

/** What an erased message reads (a message is never empty). */
export const ERASED_TEXT = '—';

/** A check-in's personal fields, anonymised; the arrival time stays. */
const ANONYMISED_CHECK_IN = (now: Date) => ({ phone: '', flight: null, signature: Buffer.alloc(0), anonymised_at: now });

/** A person's identifying fields, anonymised: the birth date keeps its year (the register's age statistics). */
const ANONYMISED_PERSON = {
  full_name: '',
  document_number: '',
  document_expiry: null,
  // The levy keeps whether it was paid or exempt; the voucher and the reason are the guest's.
  levy_voucher: sql<string | null>`case when levy_voucher is null then null else ${ERASED_TEXT} end`,
  levy_exempt_reason: sql<string | null>`case when levy_exempt_reason is null then null else ${ERASED_TEXT} end`,
  birth_date: sql<string>`date_trunc('year', birth_date)::date`,
};
