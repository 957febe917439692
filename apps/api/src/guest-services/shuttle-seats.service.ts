import { Injectable } from '@nestjs/common';
import { SHUTTLE_DEPARTURES, shuttleSeatsRemaining, type ShuttleDeparture as CatalogueDeparture } from '@prana/catalogue';
import type { ShuttleDeparturesResponse } from '@prana/contracts';
import { baliClock, hasDeparted, isIsoDate, todayInBali } from '@prana/domain';
import { ApiException } from '../common/api-exception.ts';
import { ShuttleSeatsRepository } from './shuttle-seats.repository.ts';

function catalogueDeparture(departureId: string): CatalogueDeparture {
  const departure = SHUTTLE_DEPARTURES.find((candidate) => candidate.id === departureId);
  if (!departure) throw new ApiException('request.chooseShuttle');
  return departure;
}

/**
 * Seats on the complimentary shuttle, per departure and day. A day's row starts from the
 * catalogue's seats taken; seats are then taken only by a conditional update, so concurrent
 * requests can never take more than remain.
 */
@Injectable()
export class ShuttleSeatsService {
  constructor(private readonly seats: ShuttleSeatsRepository) {}

  async departures(date: string | undefined, now = new Date()): Promise<ShuttleDeparturesResponse> {
    const today = todayInBali(now);
    const day = date ?? today;
    if (!isIsoDate(day)) throw new ApiException('validation.isoDate');
    const clock = baliClock(now);
    const rows = await this.seats.forDate(day);
    return {
      date: day,
      departures: SHUTTLE_DEPARTURES.map((departure) => {
        const row = rows.find((candidate) => candidate.departureId === departure.id);
        const seatsTotal = row?.seatsTotal ?? departure.seatsTotal;
        const seatsTaken = row?.seatsTaken ?? departure.seatsTaken;
        return {
          id: departure.id,
          time: departure.time,
          seatsTotal,
          seatsTaken,
          seatsRemaining: shuttleSeatsRemaining({ seatsTotal, seatsTaken }),
          departed: hasDeparted(day, departure.time, today, clock),
        };
      }),
    };
  }

  /**
   * Takes seats inside the caller's transaction (the row stays locked until it commits).
   * Throws 409 with what is left when the run cannot take them.
   */
  async takeSeats(departureId: string, date: string, seats: number, now: Date): Promise<void> {
    const departure = catalogueDeparture(departureId);
    if (hasDeparted(date, departure.time, todayInBali(now), baliClock(now))) throw new ApiException('request.shuttleDeparted', { time: departure.time });
    await this.seats.ensureDay({ departureId: departure.id, seatsTotal: departure.seatsTotal, seatsTaken: Math.min(departure.seatsTaken, departure.seatsTotal) }, date);
    if (await this.seats.take(departure.id, date, seats)) return;
    const row = await this.seats.find(departure.id, date);
    const remaining = shuttleSeatsRemaining({ seatsTotal: row?.seatsTotal ?? 0, seatsTaken: row?.seatsTaken ?? 0 });
    if (remaining === 0) throw new ApiException('request.shuttleFull', { time: departure.time });
    throw new ApiException('request.shuttleSeatsLeft', { count: remaining, time: departure.time });
  }

  /** Gives a cancelled request's seats back, inside the caller's transaction. */
  async releaseSeats(departureId: string, date: string, seats: number): Promise<void> {
    await this.seats.release(departureId, date, seats);
  }
}
