import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHUTTLE_DEPARTURES } from '@prana/catalogue';
import { addDays } from '@prana/domain';
import { ShuttleSeatsService } from '../../apps/api/src/guest-services/shuttle-seats.service.ts';
import { ShuttleSeatsRepository } from '../../apps/api/src/guest-services/shuttle-seats.repository.ts';
import { ShuttleDeparture } from '../../apps/api/src/guest-services/shuttle-departure.entity.ts';
import { medium, type Medium } from './medium.ts';

const departure = SHUTTLE_DEPARTURES[0]!;
const free = departure.seatsTotal - departure.seatsTaken;

describe('Shuttle seats on the database (medium)', () => {
  let tier: Medium;
  let service: ShuttleSeatsService;
  // A day of this run's own, far from any other test's.
  const day = addDays('2090-01-01', Math.floor(Math.random() * 3000));

  beforeAll(async () => {
    tier = await medium({ providers: [ShuttleSeatsService, ShuttleSeatsRepository] });
    service = tier.get(ShuttleSeatsService);
  });
  afterAll(async () => {
    await tier.em().nativeDelete(ShuttleDeparture, { date: day });
    await tier.close();
  });

  const take = (seats: number) => tier.em().transactional(() => service.takeSeats(departure.id, day, seats, new Date()));

  it('starts a day from the catalogue, takes seats, and refuses more than remain with what is left', async () => {
    expect((await service.departures(day)).departures.find((row) => row.id === departure.id)!.seatsRemaining).toBe(free);

    await take(1);
    expect((await service.departures(day)).departures.find((row) => row.id === departure.id)).toMatchObject({ seatsTaken: departure.seatsTaken + 1, seatsRemaining: free - 1 });

    const refused = take(free);
    await expect(refused).rejects.toMatchObject({ status: 409, coded: { code: 'request.shuttleSeatsLeft', params: { count: free - 1, time: departure.time } } });
    expect((await service.departures(day)).departures.find((row) => row.id === departure.id)!.seatsRemaining).toBe(free - 1);
  });

  it('never gives away more seats than remain when guests take them at the same moment', async () => {
    const before = (await service.departures(day)).departures.find((row) => row.id === departure.id)!.seatsRemaining;
    const results = await Promise.allSettled(Array.from({ length: before + 3 }, () => take(1)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(before);
    expect(results.filter((result) => result.status === 'rejected').every((result) => (result as PromiseRejectedResult).reason?.coded?.code === 'request.shuttleFull')).toBe(true);
    const row = await tier.em().findOneOrFail(ShuttleDeparture, { departureId: departure.id, date: day });
    expect(row.seatsTaken).toBe(row.seatsTotal);
  });

  it('leaves a day untouched when the transaction that took seats rolls back', async () => {
    const other = SHUTTLE_DEPARTURES[1]!;
    await expect(
      tier.em().transactional(async () => {
        await service.takeSeats(other.id, day, 1, new Date());
        throw new Error('the request failed after taking seats');
      }),
    ).rejects.toThrow('the request failed');
    expect(await tier.em().count(ShuttleDeparture, { departureId: other.id, date: day })).toBe(0);
  });

  it('gives a cancelled request’s seats back, never below none taken', async () => {
    const last = SHUTTLE_DEPARTURES[2]!;
    await tier.em().transactional(() => service.takeSeats(last.id, day, 3, new Date()));
    await tier.em().transactional(() => service.releaseSeats(last.id, day, 2));
    expect((await service.departures(day)).departures.find((row) => row.id === last.id)!.seatsTaken).toBe(last.seatsTaken + 1);
    await tier.em().transactional(() => service.releaseSeats(last.id, day, 50));
    expect((await service.departures(day)).departures.find((row) => row.id === last.id)!.seatsTaken).toBe(0);
  });

  it('closes a run that left earlier today, and says so in the day’s list', async () => {
    // 15:00 in Bali (UTC+8): the 08:00, 10:00 and 14:00 runs have left today, not tomorrow.
    const now = new Date('2091-06-10T07:00:00Z');
    await expect(tier.em().transactional(() => service.takeSeats('shuttle-1400', '2091-06-10', 1, now))).rejects.toMatchObject({
      status: 409,
      coded: { code: 'request.shuttleDeparted', params: { time: '14:00' } },
    });
    expect((await service.departures('2091-06-10', now)).departures.map((row) => row.departed)).toEqual([true, true, true]);
    expect((await service.departures('2091-06-11', now)).departures.map((row) => row.departed)).toEqual([false, false, false]);
    expect(await tier.em().count(ShuttleDeparture, { date: '2091-06-10' })).toBe(0);
  });
});
