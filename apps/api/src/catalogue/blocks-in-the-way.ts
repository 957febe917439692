import { sql, type ExpressionBuilder } from 'kysely';
import type { DB } from '../database/db.generated.ts';

/** A stay being placed on a villa's calendar: its nights and, when it is a booking that moves, the booking. */
export interface StayToPlace {
  checkIn: string;
  checkOut: string;
  /** The booking that moves: its own blocks are not in its way, and its approved stay times count. */
  bookingId?: string;
}

type Blocks = ExpressionBuilder<DB & { b: DB['availability_blocks'] }, 'b'>;

/**
 * Whether block `b` is in the way of the stay (the caller picks active blocks). Blocks are
 * [startsAt, endsAt) like the stay, so they clash when each starts before the other ends. A block
 * that only touches the stay clashes too when an approved stay time takes that day's turn: the
 * block's booking leaves late on the stay's check-in day or arrives early on its check-out day, or
 * the moving booking's own late check-out or early check-in meets the block. One rule for booking,
 * moving, holding, asking and searching; approving a stay time checks the same turn from its side
 * (`stayTimeConflict`), under the same villa lock.
 */
export function blockInTheWay(eb: Blocks, stay: StayToPlace) {
  // The block's booking leaves late on the stay's check-in day, or arrives early on its check-out day.
  const neighbourTime = eb.exists(
    eb
      .selectFrom('bookings as turn')
      .select(sql.lit(1).as('one'))
      .whereRef('turn.id', '=', 'b.booking_id')
      .where((inner) =>
        inner.or([
          inner.and([inner('b.ends_at', '=', stay.checkIn), inner('turn.departure_time', 'is not', null)]),
          inner.and([inner('b.starts_at', '=', stay.checkOut), inner('turn.arrival_time', 'is not', null)]),
        ]),
      ),
  );
  // The moving booking leaves late on the day the block starts, or arrives early on the day it ends.
  const ownTime = (bookingId: string) =>
    eb.exists(
      eb
        .selectFrom('bookings as own')
        .select(sql.lit(1).as('one'))
        .where('own.id', '=', bookingId)
        .where((inner) =>
          inner.or([
            inner.and([inner('b.starts_at', '=', stay.checkOut), inner('own.departure_time', 'is not', null)]),
            inner.and([inner('b.ends_at', '=', stay.checkIn), inner('own.arrival_time', 'is not', null)]),
          ]),
        ),
    );
  const moving = stay.bookingId;
  return eb.and([
    ...(moving === undefined ? [] : [eb.or([eb('b.booking_id', 'is', null), eb('b.booking_id', '<>', moving)])]),
    // The touching range first, so the villa/dates index still narrows the probe.
    eb('b.starts_at', '<=', stay.checkOut),
    eb('b.ends_at', '>=', stay.checkIn),
    eb.or([
      eb.and([eb('b.starts_at', '<', stay.checkOut), eb('b.ends_at', '>', stay.checkIn)]),
      neighbourTime,
      ...(moving === undefined ? [] : [ownTime(moving)]),
    ]),
  ]);
}
