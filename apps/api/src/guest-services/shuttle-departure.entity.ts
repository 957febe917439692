import { Check, Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';

/**
 * Seats of one catalogue shuttle departure on one day. Seats are taken with a conditional update
 * inside the request's transaction, so a run is never overbooked; the check is the last guard.
 */
@Entity({ tableName: 'shuttle_departures' })
@Unique({ name: 'shuttle_departures_departure_date_unique', properties: ['departureId', 'date'] })
@Check({ name: 'shuttle_departures_seats_check', expression: 'seats_taken >= 0 and seats_taken <= seats_total' })
export class ShuttleDeparture {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** SHUTTLE_DEPARTURES id, e.g. shuttle-1400. */
  @Property({ type: 'string', length: 40 })
  departureId: string;

  @Property({ type: 'date' })
  date: string;

  @Property({ type: 'smallint' })
  seatsTotal: number;

  @Property({ type: 'smallint' })
  seatsTaken: number;

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  constructor(departureId: string, date: string, seatsTotal: number, seatsTaken: number) {
    this.departureId = departureId;
    this.date = date;
    this.seatsTotal = seatsTotal;
    this.seatsTaken = seatsTaken;
  }
}
