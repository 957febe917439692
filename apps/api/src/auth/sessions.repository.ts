import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Repository } from '../database/repository.ts';

@Injectable()
export class SessionsRepository extends Repository {
  /** The unexpired session with its staff account or booking, as one row. Every authenticated request and socket handshake lands here: one indexed query, no entity hydration. */
  async findLive(id: string) {
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
      .where('s.expires_at', '>', sql<string>`now()`)
      .executeTakeFirst();
  }

  /** The confirmed booking a guest signs in to, by its (normalized) code. */
  async confirmedBooking(code: string) {
    return this.db
      .selectFrom('bookings')
      .select(['id', 'code', 'last_name as lastName'])
      .where('code', '=', code)
      .where('status', '=', 'confirmed')
      .executeTakeFirst();
  }

  async insertGuest(id: string, bookingId: string, expiresAt: Date): Promise<void> {
    await this.db.insertInto('sessions').values({ id, kind: 'guest', booking_id: bookingId, expires_at: expiresAt, created_at: new Date() }).execute();
  }
}
