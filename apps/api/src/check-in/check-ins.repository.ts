import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { SealedDocument } from './document-vault.ts';
import type { AgeGroup, DocumentType, LevyStatus, Sex } from '@prana/domain';
import type { LevyRow } from './register.repository.ts';
import { Repository } from '../database/repository.ts';
import { GenerateSql } from '../database/generate-sql.ts';

/** One person as the guest sent them. */
export interface CheckInPersonRow {
  position: number;
  ageGroup: AgeGroup;
  fullName: string;
  sex: Sex;
  birthDate: string;
  nationality: string;
  documentType: DocumentType;
  documentNumber: string;
  issuingCountry: string;
  documentExpiry: string | null;
  /** The tourist levy (always `unknown` for Indonesian citizens). */
  levy: LevyRow;
}

/** A person with what staff did at the door. */
export interface CheckInGuestRow extends CheckInPersonRow {
  verifiedAt: Date | null;
  verifiedBy: string | null;
  /** A data-page photo is attached. */
  hasDocument: boolean;
}

/** One read of a document photo, as master's access log lists it. */
export interface DocumentReadRow {
  id: string;
  readAt: Date;
  staffName: string;
  bookingCode: string;
  position: number;
  guestName: string | null;
}

/** The check-in's own fields, as the guest sent them. */
export interface CheckInFields {
  arrivalTime: string | null;
  flight: string | null;
  phone: string;
  signature: Buffer;
  signedAt: Date;
}

/** The stay a check-in belongs to, with the check-in when one was sent. */
export interface CheckInStayRow {
  bookingId: string;
  checkIn: string;
  checkOut: string;
  party: { adults: number; children: number; infants: number };
  sent: (Omit<CheckInFields, 'signature'> & { submittedAt: Date; updatedAt: Date; guests: CheckInGuestRow[] }) | null;
}

const BOOKING = '00000000-0000-4000-8000-00000000b001';
const STAFF = '00000000-0000-4000-8000-00000000a001';
const PERSON: CheckInPersonRow = {
  position: 0,
  ageGroup: 'adult',
  fullName: 'Anna Maria Eriksson',
  sex: 'F',
  birthDate: '1974-08-12',
  nationality: 'SWE',
  documentType: 'passport',
  documentNumber: 'L898902C3',
  issuingCountry: 'SWE',
  documentExpiry: '2032-04-15',
  levy: { status: 'paid', voucher: 'LB-7F3K9Q2M', reason: null },
};
const FIELDS: CheckInFields = { arrivalTime: '14:30', flight: 'GA404', phone: '+62 812 555 0101', signature: Buffer.from('png'), signedAt: new Date('2026-12-01T02:00:00Z') };

/** A booking's online check-in and its persons. */
@Injectable()
export class CheckInsRepository extends Repository {
  /**
   * Serialises the writes to one booking's check-in (the guest's edit and staff's verification):
   * the booking row, locked without blocking its other readers.
   */
  @GenerateSql({ params: [BOOKING] })
  async lock(bookingId: string): Promise<void> {
    await this.db.selectFrom('bookings').select('id').where('id', '=', bookingId).forUpdate().execute();
  }

  /** The booking's dates and party with its check-in; null when there is no such booking. */
  @GenerateSql({ params: [BOOKING] })
  async stay(bookingId: string): Promise<CheckInStayRow | null> {
    const booking = await this.db
      .selectFrom('bookings as b')
      .leftJoin('check_ins as c', 'c.booking_id', 'b.id')
      .select([
        'b.id',
        'b.check_in',
        'b.check_out',
        'b.adults',
        'b.children',
        'b.infants',
        'c.booking_id as sent_for',
        'c.arrival_time',
        'c.flight',
        'c.phone',
        'c.signed_at',
        'c.submitted_at',
        'c.updated_at',
      ])
      .where('b.id', '=', bookingId)
      .executeTakeFirst();
    if (!booking) return null;
    return {
      bookingId: booking.id,
      checkIn: booking.check_in,
      checkOut: booking.check_out,
      party: { adults: booking.adults, children: booking.children, infants: booking.infants },
      sent:
        booking.sent_for === null
          ? null
          : {
              arrivalTime: booking.arrival_time,
              flight: booking.flight,
              phone: booking.phone!,
              signedAt: new Date(booking.signed_at!),
              submittedAt: new Date(booking.submitted_at!),
              updatedAt: new Date(booking.updated_at!),
              guests: await this.guests(bookingId),
            },
    };
  }

  /** The persons of a booking's check-in, in the party's order. */
  @GenerateSql({ params: [BOOKING] })
  async guests(bookingId: string): Promise<CheckInGuestRow[]> {
    const rows = await this.db
      .selectFrom('check_in_guests as g')
      .leftJoin('check_in_documents as d', (join) => join.onRef('d.booking_id', '=', 'g.booking_id').onRef('d.position', '=', 'g.position'))
      .selectAll('g')
      .select('d.byte_size')
      .where('g.booking_id', '=', bookingId)
      .orderBy('g.position')
      .execute();
    return rows.map((row) => ({
      position: row.position,
      ageGroup: row.age_group as AgeGroup,
      fullName: row.full_name,
      sex: row.sex as Sex,
      birthDate: row.birth_date,
      nationality: row.nationality,
      documentType: row.document_type as DocumentType,
      documentNumber: row.document_number,
      issuingCountry: row.issuing_country,
      documentExpiry: row.document_expiry,
      levy: { status: row.levy_status as LevyStatus, voucher: row.levy_voucher, reason: row.levy_exempt_reason },
      verifiedAt: row.verified_at === null ? null : new Date(row.verified_at),
      verifiedBy: row.verified_by_id,
      hasDocument: row.byte_size !== null,
    }));
  }

  /** The house rules' signature as the guest drew it; null without a check-in. */
  @GenerateSql({ params: [BOOKING] })
  async signature(bookingId: string): Promise<Buffer | null> {
    const row = await this.db.selectFrom('check_ins').select('signature').where('booking_id', '=', bookingId).executeTakeFirst();
    return row ? row.signature : null;
  }

  /**
   * Writes the check-in as sent: the row created or rewritten, each person upserted at their
   * position (so what staff later attach to a person stays with them), and persons beyond the
   * party removed. Run under `lock`, never once a person is verified.
   */
  @GenerateSql({ params: [BOOKING, FIELDS, [PERSON], new Date('2026-12-01T02:00:00Z')] })
  async save(bookingId: string, fields: CheckInFields, persons: CheckInPersonRow[], now: Date): Promise<void> {
    const values = {
      arrival_time: fields.arrivalTime,
      flight: fields.flight,
      phone: fields.phone,
      signature: fields.signature,
      signed_at: fields.signedAt,
      updated_at: now,
    };
    await this.db
      .insertInto('check_ins')
      .values({ booking_id: bookingId, ...values, submitted_at: now })
      .onConflict((conflict) => conflict.column('booking_id').doUpdateSet(values))
      .execute();
    await this.db
      .insertInto('check_in_guests')
      .values(
        persons.map((person) => ({
          booking_id: bookingId,
          position: person.position,
          age_group: person.ageGroup,
          full_name: person.fullName,
          sex: person.sex,
          birth_date: person.birthDate,
          nationality: person.nationality,
          document_type: person.documentType,
          document_number: person.documentNumber,
          issuing_country: person.issuingCountry,
          document_expiry: person.documentExpiry,
          levy_status: person.levy.status,
          levy_voucher: person.levy.voucher,
          levy_exempt_reason: person.levy.reason,
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(['booking_id', 'position']).doUpdateSet((eb) => ({
          age_group: eb.ref('excluded.age_group'),
          full_name: eb.ref('excluded.full_name'),
          sex: eb.ref('excluded.sex'),
          birth_date: eb.ref('excluded.birth_date'),
          nationality: eb.ref('excluded.nationality'),
          document_type: eb.ref('excluded.document_type'),
          document_number: eb.ref('excluded.document_number'),
          issuing_country: eb.ref('excluded.issuing_country'),
          document_expiry: eb.ref('excluded.document_expiry'),
          levy_status: eb.ref('excluded.levy_status'),
          levy_voucher: eb.ref('excluded.levy_voucher'),
          levy_exempt_reason: eb.ref('excluded.levy_exempt_reason'),
        })),
      )
      .execute();
    await this.db.deleteFrom('check_in_guests').where('booking_id', '=', bookingId).where('position', '>=', persons.length).execute();
  }

  /** Staff saw the person's document at the door: marked once (who and when); false when there is no such person or it was already verified. */
  @GenerateSql({ params: [BOOKING, 0, STAFF, new Date('2026-12-01T08:00:00Z')] })
  async verify(bookingId: string, position: number, staffUserId: string, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('check_in_guests')
      .set({ verified_at: now, verified_by_id: staffUserId })
      .where('booking_id', '=', bookingId)
      .where('position', '=', position)
      .where('verified_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Keeps a person's sealed data-page photo, replacing an earlier one. */
  @GenerateSql({ params: [BOOKING, 0, { ciphertext: Buffer.from('sealed'), iv: Buffer.alloc(12), authTag: Buffer.alloc(16) }, 120_000, new Date('2026-12-01T02:00:00Z')] })
  async storeDocument(bookingId: string, position: number, sealed: SealedDocument, byteSize: number, now: Date): Promise<void> {
    const values = { ciphertext: sealed.ciphertext, iv: sealed.iv, auth_tag: sealed.authTag, byte_size: byteSize, uploaded_at: now };
    await this.db
      .insertInto('check_in_documents')
      .values({ booking_id: bookingId, position, ...values })
      .onConflict((conflict) => conflict.columns(['booking_id', 'position']).doUpdateSet(values))
      .execute();
  }

  /** A person's sealed photo; null when none is attached. */
  @GenerateSql({ params: [BOOKING, 0] })
  async document(bookingId: string, position: number): Promise<SealedDocument | null> {
    const row = await this.db
      .selectFrom('check_in_documents')
      .select(['ciphertext', 'iv', 'auth_tag'])
      .where('booking_id', '=', bookingId)
      .where('position', '=', position)
      .executeTakeFirst();
    return row ? { ciphertext: row.ciphertext, iv: row.iv, authTag: row.auth_tag } : null;
  }

  /** Writes a read of a person's photo to the access log. */
  @GenerateSql({ params: [BOOKING, 0, STAFF, new Date('2026-12-01T08:00:00Z')] })
  async logDocumentRead(bookingId: string, position: number, staffUserId: string, now: Date): Promise<void> {
    await this.db.insertInto('document_reads').values({ id: randomUUID(), booking_id: bookingId, position, staff_user_id: staffUserId, read_at: now }).execute();
  }

  /** The access log, newest first: who read whose photo, and when (the name while the check-in keeps it). */
  @GenerateSql({ params: [100] })
  async documentReads(limit: number): Promise<DocumentReadRow[]> {
    const rows = await this.db
      .selectFrom('document_reads as r')
      .innerJoin('staff_users as s', 's.id', 'r.staff_user_id')
      .innerJoin('bookings as b', 'b.id', 'r.booking_id')
      .leftJoin('check_in_guests as g', (join) => join.onRef('g.booking_id', '=', 'r.booking_id').onRef('g.position', '=', 'r.position'))
      .select(['r.id', 'r.read_at', 'r.position', 's.name as staff_name', 'b.code', 'g.full_name'])
      .orderBy('r.read_at', 'desc')
      .orderBy('r.id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ id: row.id, readAt: new Date(row.read_at), staffName: row.staff_name, bookingCode: row.code, position: row.position, guestName: row.full_name }));
  }
}
