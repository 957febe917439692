import { Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { DB } from '../database/db.generated.ts';
import type { DocumentType, LevyStatus, Sex } from '@prana/domain';
import { Repository } from '../database/repository.ts';
import { GenerateSql } from '../database/generate-sql.ts';

/** A booking on the register, before its persons. */
export interface RegisterStayRow {
  bookingId: string;
  bookingCode: string;
  guestName: string;
  villaName: string;
  siteId: string | null;
  checkIn: string;
  checkOut: string;
  party: { adults: number; children: number; infants: number };
  checkedInOnline: boolean;
}

/** A staff act with the name of who did it (null once their account is gone). */
export interface StaffActRow {
  at: Date;
  by: string | null;
}

/** One person as the register reads them. */
export interface RegisterPersonRow {
  bookingId: string;
  position: number;
  fullName: string;
  sex: Sex;
  birthDate: string;
  nationality: string;
  documentType: DocumentType;
  documentNumber: string;
  verifiedAt: Date | null;
  verifiedBy: string | null;
  reportNumber: string | null;
  reportedAt: Date | null;
  reportedBy: string | null;
  reportOverdueAt: Date | null;
  checkoutReportedAt: Date | null;
  checkoutReportedBy: string | null;
  levyStatus: LevyStatus;
  levyVoucher: string | null;
  levyExemptReason: string | null;
}

/** A levy as stored. */
export interface LevyRow {
  status: LevyStatus;
  voucher: string | null;
  reason: string | null;
}

const BOOKING = '00000000-0000-4000-8000-00000000b001';
const STAFF = '00000000-0000-4000-8000-00000000a001';
const AT = new Date('2026-12-01T08:00:00Z');

/**
 * The register's reads (the stays of a day, their persons with who did what at the door) and
 * staff's writes for immigration and the tourist levy, each a conditional update so two devices
 * acting at once leave one result.
 */
@Injectable()
export class RegisterRepository extends Repository {
  /** The confirmed stays a Bali day touches (arriving, in residence, leaving), by check-in, then villa. */
  @GenerateSql({ params: ['2026-12-01'] })
  async staysOn(day: string): Promise<RegisterStayRow[]> {
    return readStays(this.db, (query) => query.where('b.check_in', '<=', day).where('b.check_out', '>=', day));
  }

  /** The stays of these bookings (any status: a row that changed is shown as it now is). */
  @GenerateSql({ params: [[BOOKING]] })
  async staysOf(bookingIds: string[]): Promise<RegisterStayRow[]> {
    if (bookingIds.length === 0) return [];
    return readStays(this.db, (query) => query.where('b.id', 'in', bookingIds), false);
  }

  /** The stays with a foreign guest raised as overdue and still not reported. */
  @GenerateSql()
  async overdueStays(): Promise<RegisterStayRow[]> {
    return readStays(this.db, (query) =>
      query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('check_in_guests as o')
            .select('o.position')
            .whereRef('o.booking_id', '=', 'b.id')
            .where('o.report_overdue_at', 'is not', null)
            .where('o.reported_at', 'is', null),
        ),
      ),
    );
  }

  /** The persons of these bookings with the names of the staff who acted, in each party's order. */
  @GenerateSql({ params: [[BOOKING]] })
  async persons(bookingIds: string[]): Promise<RegisterPersonRow[]> {
    if (bookingIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('check_in_guests as g')
      .leftJoin('staff_users as v', 'v.id', 'g.verified_by_id')
      .leftJoin('staff_users as r', 'r.id', 'g.reported_by_id')
      .leftJoin('staff_users as c', 'c.id', 'g.checkout_reported_by_id')
      .select([
        'g.booking_id',
        'g.position',
        'g.full_name',
        'g.sex',
        'g.birth_date',
        'g.nationality',
        'g.document_type',
        'g.document_number',
        'g.verified_at',
        'v.name as verified_by',
        'g.report_number',
        'g.reported_at',
        'r.name as reported_by',
        'g.report_overdue_at',
        'g.checkout_reported_at',
        'c.name as checkout_reported_by',
        'g.levy_status',
        'g.levy_voucher',
        'g.levy_exempt_reason',
      ])
      .where('g.booking_id', 'in', bookingIds)
      .orderBy('g.booking_id')
      .orderBy('g.position')
      .execute();
    const at = (value: string | null) => (value === null ? null : new Date(value));
    return rows.map((row) => ({
      bookingId: row.booking_id,
      position: row.position,
      fullName: row.full_name,
      sex: row.sex as Sex,
      birthDate: row.birth_date,
      nationality: row.nationality,
      documentType: row.document_type as DocumentType,
      documentNumber: row.document_number,
      verifiedAt: at(row.verified_at),
      verifiedBy: row.verified_by,
      reportNumber: row.report_number,
      reportedAt: at(row.reported_at),
      reportedBy: row.reported_by,
      reportOverdueAt: at(row.report_overdue_at),
      checkoutReportedAt: at(row.checkout_reported_at),
      checkoutReportedBy: row.checkout_reported_by,
      levyStatus: row.levy_status as LevyStatus,
      levyVoucher: row.levy_voucher,
      levyExemptReason: row.levy_exempt_reason,
    }));
  }

  /** Records the proof-of-report number once: false when the person was already reported (or is not there). */
  @GenerateSql({ params: [BOOKING, 0, 'APOA-2026-000123', STAFF, AT] })
  async report(bookingId: string, position: number, proofNumber: string, staffUserId: string, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('check_in_guests')
      .set({ report_number: proofNumber, reported_at: now, reported_by_id: staffUserId })
      .where('booking_id', '=', bookingId)
      .where('position', '=', position)
      .where('reported_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Records the departure confirmed in APOA once, only after the arrival's report. */
  @GenerateSql({ params: [BOOKING, 0, STAFF, AT] })
  async reportCheckout(bookingId: string, position: number, staffUserId: string, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('check_in_guests')
      .set({ checkout_reported_at: now, checkout_reported_by_id: staffUserId })
      .where('booking_id', '=', bookingId)
      .where('position', '=', position)
      .where('reported_at', 'is not', null)
      .where('checkout_reported_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** A person's levy, replaced whole. */
  @GenerateSql({ params: [BOOKING, 0, { status: 'paid', voucher: 'LB-7F3K9Q2M', reason: null }] })
  async setLevy(bookingId: string, position: number, levy: LevyRow): Promise<void> {
    await this.db
      .updateTable('check_in_guests')
      .set({ levy_status: levy.status, levy_voucher: levy.voucher, levy_exempt_reason: levy.reason })
      .where('booking_id', '=', bookingId)
      .where('position', '=', position)
      .execute();
  }

  /**
   * Raises a foreign guest's missing report once: only when they arrived at least `hours` before
   * `now`, have no proof number and were not raised before; false otherwise.
   */
  @GenerateSql({ params: [BOOKING, 0, 24, AT] })
  async markOverdue(bookingId: string, position: number, hours: number, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('check_in_guests')
      .set({ report_overdue_at: now })
      .where('booking_id', '=', bookingId)
      .where('position', '=', position)
      .where('nationality', '<>', 'IDN')
      .where('reported_at', 'is', null)
      .where('report_overdue_at', 'is', null)
      .where('verified_at', '<=', new Date(now.getTime() - hours * 3_600_000).toISOString())
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}

/** A booking with its villa and whether it checked in online, in the register's order. */
function stayQuery(db: Kysely<DB>) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('villas as v', 'v.slug', 'b.villa_slug')
    .leftJoin('check_ins as c', 'c.booking_id', 'b.id')
    .select(['b.id', 'b.code', 'b.guest_name', 'b.check_in', 'b.check_out', 'b.adults', 'b.children', 'b.infants', 'v.name as villa_name', 'v.site_id', 'c.booking_id as checked_in'])
    .orderBy('b.check_in')
    .orderBy('v.name')
    .orderBy('b.code');
}
type StayQuery = ReturnType<typeof stayQuery>;

/** The stays a filter picks, confirmed only unless told. */
async function readStays(db: Kysely<DB>, filter: (query: StayQuery) => StayQuery, confirmedOnly = true): Promise<RegisterStayRow[]> {
  let query = stayQuery(db);
  if (confirmedOnly) query = query.where('b.status', '=', 'confirmed');
  const rows = await filter(query).execute();
  return rows.map((row) => ({
    bookingId: row.id,
    bookingCode: row.code,
    guestName: row.guest_name,
    villaName: row.villa_name,
    siteId: row.site_id,
    checkIn: row.check_in,
    checkOut: row.check_out,
    party: { adults: row.adults, children: row.children, infants: row.infants },
    checkedInOnline: row.checked_in !== null,
  }));
}
