import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { Repository } from '../database/repository.ts';
import { GenerateSql } from '../database/generate-sql.ts';

interface SeatCount {
  departureId: string;
  seatsTotal: number;
  seatsTaken: number;
}

const DAY = '2027-05-10';

/** Seats per shuttle departure and day. Seats are taken only by a conditional update, so concurrent requests never take more than remain. */
@Injectable()
export class ShuttleSeatsRepository extends Repository {
  @GenerateSql({ params: [DAY] })
  async forDate(date: string): Promise<SeatCount[]> {
    return this.db
      .selectFrom('shuttle_departures')
      .select(['departure_id as departureId', 'seats_total as seatsTotal', 'seats_taken as seatsTaken'])
      .where('date', '=', date)
      .execute();
  }

  @GenerateSql({ params: ['shuttle-0900', DAY] })
  async find(departureId: string, date: string): Promise<SeatCount | undefined> {
    return this.db
      .selectFrom('shuttle_departures')
      .select(['departure_id as departureId', 'seats_total as seatsTotal', 'seats_taken as seatsTaken'])
      .where('departure_id', '=', departureId)
      .where('date', '=', date)
      .executeTakeFirst();
  }

  /** The day's row, starting from the catalogue's counts, unless it exists. */
  @GenerateSql({ params: [{ departureId: 'shuttle-0900', seatsTotal: 12, seatsTaken: 3 }, DAY] })
  async ensureDay(seats: SeatCount, date: string): Promise<void> {
    await this.db
      .insertInto('shuttle_departures')
      .values({
        id: randomUUID(),
        departure_id: seats.departureId,
        date,
        seats_total: seats.seatsTotal,
        seats_taken: seats.seatsTaken,
        updated_at: sql<string>`now()`,
      })
      .onConflict((conflict) => conflict.columns(['departure_id', 'date']).doNothing())
      .execute();
  }

  /** Takes `seats` if that many remain (the row stays locked until the caller's transaction ends); false otherwise. */
  @GenerateSql({ params: ['shuttle-0900', DAY, 2] })
  async take(departureId: string, date: string, seats: number): Promise<boolean> {
    const taken = await this.db
      .updateTable('shuttle_departures')
      .set((eb) => ({ seats_taken: eb('seats_taken', '+', seats), updated_at: sql<string>`now()` }))
      .where('departure_id', '=', departureId)
      .where('date', '=', date)
      .where((eb) => eb(eb('seats_taken', '+', seats), '<=', eb.ref('seats_total')))
      .returning('seats_taken')
      .executeTakeFirst();
    return taken !== undefined;
  }

  /** Gives `seats` back to the day's run (a cancelled request), never below none taken. */
  @GenerateSql({ params: ['shuttle-0900', DAY, 2] })
  async release(departureId: string, date: string, seats: number): Promise<void> {
    await this.db
      .updateTable('shuttle_departures')
      .set((eb) => ({ seats_taken: sql<number>`greatest(0, ${eb.ref('seats_taken')} - ${seats})`, updated_at: sql<string>`now()` }))
      .where('departure_id', '=', departureId)
      .where('date', '=', date)
      .execute();
  }
}
