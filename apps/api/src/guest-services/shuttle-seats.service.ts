import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SHUTTLE_DEPARTURES, shuttleSeatsRemaining, type ShuttleDeparture as CatalogueDeparture } from '@prana/catalogue';
import type { ShuttleDeparturesResponse } from '@prana/contracts';
import { isIsoDate, todayInBali } from '@prana/domain';
import { randomUUID } from 'node:crypto';
import { ShuttleDeparture } from './shuttle-departure.entity.ts';
import { ApiException } from '../common/api-exception.ts';

function catalogueDeparture(departureId: string): CatalogueDeparture {
  const departure = SHUTTLE_DEPARTURES.find((candidate) => candidate.id === departureId);
  if (!departure) throw new ApiException(400, 'request.chooseShuttle');
  return departure;
}

/**
 * Seats on the complimentary shuttle, per departure and day. A day's row starts from the
 * catalogue's seats taken; seats are then taken only by a conditional update, so concurrent
 * requests can never take more than remain.
 */
@Injectable()
export class ShuttleSeatsService {
  constructor(private readonly em: EntityManager) {}

  async departures(date: string | undefined, now = new Date()): Promise<ShuttleDeparturesResponse> {
    const day = date ?? todayInBali(now);
    if (!isIsoDate(day)) throw new ApiException(400, 'validation.isoDate');
    const rows = await this.em.fork().find(ShuttleDeparture, { date: day });
    return {
      date: day,
      departures: SHUTTLE_DEPARTURES.map((departure) => {
        const row = rows.find((candidate) => candidate.departureId === departure.id);
        const seatsTotal = row?.seatsTotal ?? departure.seatsTotal;
        const seatsTaken = row?.seatsTaken ?? departure.seatsTaken;
        return { id: departure.id, time: departure.time, seatsTotal, seatsTaken, seatsRemaining: shuttleSeatsRemaining({ seatsTotal, seatsTaken }) };
      }),
    };
  }

  /**
   * Takes seats inside the caller's transaction (the row stays locked until it commits).
   * Throws 409 with what is left when the run cannot take them.
   */
  async takeSeats(tx: EntityManager, departureId: string, date: string, seats: number): Promise<void> {
    const departure = catalogueDeparture(departureId);
    await tx.execute(
      `insert into shuttle_departures (id, departure_id, date, seats_total, seats_taken, updated_at)
       values (?, ?, ?, ?, ?, now()) on conflict (departure_id, date) do nothing`,
      [randomUUID(), departure.id, date, departure.seatsTotal, Math.min(departure.seatsTaken, departure.seatsTotal)],
    );
    const taken = await tx.execute<{ seats_taken: number }[]>(
      `update shuttle_departures set seats_taken = seats_taken + ?, updated_at = now()
       where departure_id = ? and date = ? and seats_taken + ? <= seats_total returning seats_taken`,
      [seats, departure.id, date, seats],
    );
    if (taken.length > 0) return;
    const [row] = await tx.execute<{ seats_total: number; seats_taken: number }[]>(
      `select seats_total, seats_taken from shuttle_departures where departure_id = ? and date = ?`,
      [departure.id, date],
    );
    const remaining = shuttleSeatsRemaining({ seatsTotal: row?.seats_total ?? 0, seatsTaken: row?.seats_taken ?? 0 });
    if (remaining === 0) throw new ApiException(409, 'request.shuttleFull', { time: departure.time });
    throw new ApiException(409, 'request.shuttleSeatsLeft', { count: remaining, time: departure.time });
  }
}
