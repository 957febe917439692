import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { isStayBlock, STAY_TIME_KINDS, type CalendarNeighbour, type StayTimeKind } from '@prana/domain';
import { Repository } from '../database/repository.ts';
import { GenerateSql } from '../database/generate-sql.ts';

const BOOKING = '00000000-0000-4000-8000-00000000b001';
const REQUEST = '00000000-0000-4000-8000-00000000a001';

/**
 * Early check-in and late check-out: the blocks beside a stay, the guest's open asks, and the
 * approved times a booking keeps (which the turnovers read when they are derived).
 */
@Injectable()
export class StayTimesRepository extends Repository {
  /** Until the transaction ends, one ask at a time per booking (two taps at once make one request). */
  @GenerateSql({ params: [BOOKING] })
  async lockAsks(bookingId: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext(${`stay-time:${bookingId}`}))`.execute(this.db);
  }

  /**
   * The villa's active blocks, other than this booking's own, that arrive on its check-out day or
   * leave on its check-in day: a stay (direct or imported) or a hold (the owner, maintenance, a
   * channel's closed dates).
   */
  @GenerateSql({ params: ['kayu-manis', BOOKING, '2027-06-10', '2027-06-14'] })
  async neighbours(villaSlug: string, bookingId: string, checkIn: string, checkOut: string): Promise<CalendarNeighbour[]> {
    const rows = await this.db
      .selectFrom('availability_blocks')
      .select(['starts_at as startsAt', 'ends_at as endsAt', 'source', 'summary', 'payout'])
      .where('villa_slug', '=', villaSlug)
      .where('status', '=', 'active')
      .where((eb) => eb.or([eb('booking_id', 'is', null), eb('booking_id', '<>', bookingId)]))
      .where((eb) => eb.or([eb('starts_at', '=', checkOut), eb('ends_at', '=', checkIn)]))
      .execute();
    return rows.map((row) => ({
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      hold: !isStayBlock({ source: row.source, summary: row.summary, payout: row.payout === null ? null : Number(row.payout) }),
    }));
  }

  /** Whether the booking has an ask of this kind still waiting or approved (a declined or cancelled one may be asked again). */
  @GenerateSql({ params: [BOOKING, 'late-check-out'] })
  async hasOpenAsk(bookingId: string, kind: StayTimeKind): Promise<boolean> {
    const row = await this.db
      .selectFrom('guest_requests')
      .select('id')
      .where('booking_id', '=', bookingId)
      .where('category', '=', 'concierge')
      .where(sql<string>`metadata->>'type'`, '=', kind)
      .where((eb) => eb.or([eb('status', '=', 'pending'), eb(sql<string>`metadata->>'decision'`, '=', 'approved')]))
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The approved time on the booking: its arrival (early check-in) or departure (late check-out). */
  @GenerateSql({ name: 'early check-in', params: [BOOKING, 'early-check-in', '09:00'] }, { name: 'late check-out', params: [BOOKING, 'late-check-out', '16:00'] })
  async setTime(bookingId: string, kind: StayTimeKind, time: string): Promise<void> {
    await this.db
      .updateTable('bookings')
      .set(kind === 'early-check-in' ? { arrival_time: time } : { departure_time: time })
      .where('id', '=', bookingId)
      .execute();
  }

  /**
   * The booking moved: the charges of its approved asks are dated on its new arrival (early
   * check-in) or departure (late check-out), the day each happens. How many changed.
   */
  @GenerateSql({ params: [BOOKING, '2027-06-12', '2027-06-16'] })
  async redateCharges(bookingId: string, checkIn: string, checkOut: string): Promise<number> {
    const day = sql<string>`(case r.metadata->>'type' when 'early-check-in' then ${checkIn}::date else ${checkOut}::date end)`;
    const result = await this.db
      .updateTable('guest_charges as c')
      .from('guest_requests as r')
      .set({ date: day })
      .whereRef('r.id', '=', 'c.request_id')
      .where('c.booking_id', '=', bookingId)
      .where('r.category', '=', 'concierge')
      .where(sql<string>`r.metadata->>'type'`, 'in', [...STAY_TIME_KINDS])
      .where('c.date', '<>', day)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Writes staff's answer into the request's metadata (its status moves with its notification, `changeStatusWithNotification`). */
  @GenerateSql({ params: [REQUEST, 'approved'] })
  async recordDecision(requestId: string, decision: 'approved' | 'declined'): Promise<void> {
    await this.db
      .updateTable('guest_requests')
      .set({ metadata: sql`coalesce(metadata, '{}'::jsonb) || jsonb_build_object('decision', ${decision}::text)` })
      .where('id', '=', requestId)
      .execute();
  }
}
