import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import type { DB } from '../database/db.generated.ts';

/** A stay being placed on a villa's calendar: its nights and, when it is a booking that moves, the booking. */
export interface StayToPlace {
  checkIn: string;
  checkOut: string;
  /** The booking that moves: its own blocks are not in its way, and its approved stay times count. */
  bookingId?: string;
}

// Here, beneath calendar-sync (which owns the blocks), because the villa list's search asks it too.
type Blocks = ExpressionBuilder<DB & { b: DB['availability_blocks'] }, 'b'>;
type StayTime = 'arrival_time' | 'departure_time';

/** 1 when the booking (a reference or an id) has that approved stay time, else 0: the night it adds on that side. */
const extraNight = (booking: RawBuilder<unknown>, time: StayTime) =>
  sql<number>`coalesce((select 1 from bookings t where t.id = ${booking} and t.${sql.ref(time)} is not null), 0)`;

/**
 * The nights a block (by its alias in the statement) holds: its own, and one more on a side whose
 * turn an approved stay time of its booking takes, the night before an early check-in and the
 * night of a late check-out's day. No stay can have those nights without arriving or leaving on
 * the taken turn, and a calendar that knows only nights (a channel's, the visitor's date picker) is
 * sent them as the block's own.
 */
export const heldFrom = (block: string) => sql<string>`(${sql.ref(`${block}.starts_at`)} - ${extraNight(sql.ref(`${block}.booking_id`), 'arrival_time')})`;
export const heldUntil = (block: string) => sql<string>`(${sql.ref(`${block}.ends_at`)} + ${extraNight(sql.ref(`${block}.booking_id`), 'departure_time')})`;

/**
 * Whether block `b` is in the way of the stay (the caller picks active blocks): the nights the block
 * holds meet the stay's nights, or, for a booking that moves, the nights its own approved times
 * hold meet the block's. Nights are [from, until), so two spans meet when each starts before the
 * other ends. One rule for booking, moving, holding, asking and searching; approving a stay time
 * checks the same turn from its side (`stayTimeConflict`), under the same villa lock.
 */
export function blockInTheWay(eb: Blocks, stay: StayToPlace) {
  const moving = stay.bookingId;
  const movingHolds =
    moving === undefined
      ? []
      : [
          eb.and([
            eb('b.starts_at', '<', sql<string>`(${stay.checkOut}::date + ${extraNight(sql`${moving}::uuid`, 'departure_time')})`),
            eb('b.ends_at', '>', sql<string>`(${stay.checkIn}::date - ${extraNight(sql`${moving}::uuid`, 'arrival_time')})`),
          ]),
        ];
  return eb.and([
    ...(moving === undefined ? [] : [eb.or([eb('b.booking_id', 'is', null), eb('b.booking_id', '<>', moving)])]),
    // At most a night wider than its own: this range lets the villa/dates index narrow the probe.
    eb('b.starts_at', '<=', stay.checkOut),
    eb('b.ends_at', '>=', stay.checkIn),
    eb.or([eb.and([eb(heldFrom('b'), '<', stay.checkOut), eb(heldUntil('b'), '>', stay.checkIn)]), ...movingHolds]),
  ]);
}
