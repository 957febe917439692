import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { BookingStatus, StaffRole, StaffStatus } from '@prana/contracts';
import { Repository } from '../database/repository.ts';
import { GenerateSql } from '../database/generate-sql.ts';

/** An unexpired session with what it signs in as: its staff account or its booking (null columns for the other kind). */
export interface LiveSessionRow {
  id: string;
  kind: 'staff' | 'guest';
  tier: StaffRole | null;
  expiresAt: string;
  staffId: string | null;
  username: string | null;
  name: string | null;
  role: StaffRole | null;
  staffStatus: StaffStatus | null;
  bookingId: string | null;
  code: string | null;
  lastName: string | null;
  bookingStatus: BookingStatus | null;
}

/** The booking a guest signs in to. */
export interface GuestBookingRow {
  id: string;
  code: string;
  lastName: string;
}

const SESSION_ID = 'a'.repeat(64);
const STAFF_ID = '00000000-0000-4000-8000-000000000001';
const BOOKING_ID = '00000000-0000-4000-8000-000000000002';
const AT = new Date('2027-01-01T00:00:00Z');

/** Signed-in browsers (`sessions`), keyed by the keyed hash of their cookie token. */
@Injectable()
export class SessionsRepository extends Repository {
  /** The unexpired session with its staff account or booking, as one row. Every authenticated request and socket handshake lands here: one indexed query, no entity hydration. */
  @GenerateSql({ params: [SESSION_ID] })
  async findLive(id: string): Promise<LiveSessionRow | undefined> {
    return this.db
      .selectFrom('sessions as s')
      .leftJoin('staff_users as u', 'u.id', 's.staff_user_id')
      .leftJoin('bookings as b', 'b.id', 's.booking_id')
      .select([
        's.id',
        's.kind',
        's.tier',
        's.expires_at as expiresAt',
        'u.id as staffId',
        'u.username',
        'u.name',
        'u.role',
        'u.status as staffStatus',
        'b.id as bookingId',
        'b.code',
        'b.last_name as lastName',
        'b.status as bookingStatus',
      ])
      .where('s.id', '=', id)
      // The database's clock, the one every process shares.
      .where('s.expires_at', '>', sql<string>`now()`)
      .$narrowType<{ staffStatus: StaffStatus | null }>()
      .executeTakeFirst();
  }

  /** The confirmed booking a guest signs in to, by its (normalized) code. */
  @GenerateSql({ params: ['PRN-ABC234'] })
  async confirmedBooking(code: string): Promise<GuestBookingRow | undefined> {
    return this.db
      .selectFrom('bookings')
      .select(['id', 'code', 'last_name as lastName'])
      .where('code', '=', code)
      .where('status', '=', 'confirmed')
      .executeTakeFirst();
  }

  @GenerateSql({ params: [SESSION_ID, BOOKING_ID, AT] })
  async insertGuest(id: string, bookingId: string, expiresAt: Date): Promise<void> {
    await this.db.insertInto('sessions').values({ id, kind: 'guest', booking_id: bookingId, expires_at: expiresAt, created_at: new Date() }).execute();
  }

  @GenerateSql({ params: [SESSION_ID, STAFF_ID, 'manager', AT] })
  async insertStaff(id: string, staffUserId: string, tier: StaffRole, expiresAt: Date): Promise<void> {
    await this.db.insertInto('sessions').values({ id, kind: 'staff', staff_user_id: staffUserId, tier, expires_at: expiresAt, created_at: new Date() }).execute();
  }

  @GenerateSql({ params: [SESSION_ID] })
  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', id).execute();
  }

  /** Every session of a staff member; how many there were. */
  @GenerateSql({ params: [STAFF_ID] })
  async removeForStaff(staffUserId: string): Promise<number> {
    const result = await this.db.deleteFrom('sessions').where('staff_user_id', '=', staffUserId).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Sessions expired at `now`; how many there were. */
  @GenerateSql({ params: [AT] })
  async removeExpired(now: Date): Promise<number> {
    const result = await this.db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
