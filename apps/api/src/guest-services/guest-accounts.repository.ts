import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Repository } from '../database/repository.ts';

/** A booking's guest-side rows that are not entities of their own lifecycle: the billing lock, preferences, stays, the unread count. */
@Injectable()
export class GuestAccountsRepository extends Repository {
  /** Serialises a booking's billing changes (pay, make default, add, remove) without blocking its other writes. */
  async lockBilling(bookingId: string): Promise<void> {
    await this.db.selectFrom('bookings').select('id').where('id', '=', bookingId).forNoKeyUpdate().execute();
  }

  /** The booking's preferences row, created with the defaults unless it exists (two first changes at once must not both insert it). */
  async ensurePreferences(bookingId: string): Promise<void> {
    await this.db
      .insertInto('guest_preferences')
      .values({ booking_id: bookingId, updated_at: sql<string>`now()` })
      .onConflict((conflict) => conflict.column('booking_id').doNothing())
      .execute();
  }

  /**
   * Confirmed stays of one guest that began on or before `checkIn`: the same email when the booking
   * has one, else the same full name (case-insensitive).
   */
  async staysOf(guest: { email: string | null; guestName: string }, checkIn: string): Promise<number> {
    const row = await this.db
      .selectFrom('bookings')
      .select(sql<number>`count(*)::int`.as('stays'))
      .where('status', '=', 'confirmed')
      .where((eb) =>
        guest.email
          ? eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(guest.email)]))
          : eb(eb.fn('lower', ['guest_name']), '=', eb.fn('lower', [eb.val(guest.guestName)])),
      )
      .where('check_in', '<=', checkIn)
      .executeTakeFirstOrThrow();
    return row.stays;
  }

  /** Sent with every notification event. */
  async unreadNotifications(bookingId: string): Promise<number> {
    const row = await this.db
      .selectFrom('guest_notifications')
      .select(sql<number>`count(*)::int`.as('unread'))
      .where('booking_id', '=', bookingId)
      .where('read', '=', false)
      .executeTakeFirstOrThrow();
    return row.unread;
  }
}
