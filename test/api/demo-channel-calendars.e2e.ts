import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FunnelResponse, SyncResultResponse, TurnoversResponse } from '@prana/contracts';
import { addDays, isImportedReservation, todayInBali } from '@prana/domain';
import { DEMO_CHANNEL_CALENDARS, seedDemoChannelFeeds } from '../../apps/api/src/bootstrap/demo-channel-calendars.ts';
import { parseFeed } from '../../apps/api/src/calendar-sync/feed-parser.ts';
import { createWorker, type Worker } from '../../apps/api/src/bootstrap/create-worker.ts';
import type { DB } from '../../apps/api/src/database/db.generated.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { signIn } from '../support/sockets.ts';

const calendarPath = (name: string) => `/dev/channel-calendars/${name}.ics`;

/**
 * The demo's own channel calendars: served by the development server only, valid iCal built from
 * fixtures dated from today, and pulled like any channel's feed: imported stays, closed dates, and
 * one double booking with a direct booking (PRN-2404, which the demo seed books 41 days out).
 */
describe('demo channel calendars', () => {
  let api: TestApi;
  let worker: Worker;
  let master: string;
  let feeds: { villaSlug: string; feedId: string }[] = [];
  const nodeEnv = process.env.NODE_ENV;

  afterAll(async () => {
    for (const feed of feeds) await api.request().delete(`/api/villas/${feed.villaSlug}/feeds/${feed.feedId}`).set('Cookie', master);
    await worker?.close();
    await api?.close();
    process.env.NODE_ENV = nodeEnv;
  });

  it('are not served outside development', async () => {
    const testing = await startTestApi();
    try {
      const response = await testing.request().get(calendarPath(DEMO_CHANNEL_CALENDARS[0]!.name));
      expect(response.headers['content-type'] ?? '').not.toMatch(/text\/calendar/);
      expect(response.text).not.toContain('BEGIN:VCALENDAR');
    } finally {
      await testing.close();
    }
  });

  describe('on the development server', () => {
    beforeAll(async () => {
      process.env.NODE_ENV = 'development';
      api = await startTestApi();
      worker = await createWorker();
      master = await signIn(api, { staff: 'master' });
    });

    it('serves each calendar as valid iCal dated from today, and no other name', async () => {
      const today = todayInBali(new Date());
      for (const calendar of DEMO_CHANNEL_CALENDARS) {
        const response = await api.request().get(calendarPath(calendar.name)).expect(200);
        expect(response.headers['content-type']).toMatch(/^text\/calendar/);
        const events = parseFeed(response.text, today);
        expect(events.skipped.count).toBe(0);
        // Every fixture, and the double booking on the calendar that sold a direct stay's nights again.
        expect(events.size).toBe(calendar.events.length + (calendar.overlapsBooking ? 1 : 0));
      }
      await api.request().get(calendarPath('no-such-calendar')).expect(404);
    });

    it('links them to their villas once, and a pull imports their stays, closed dates and one conflict', async () => {
      const em = api.app.get(EntityManager).fork();
      const port = Number(new URL(api.url).port);
      feeds = await em.transactional((tx) => seedDemoChannelFeeds(tx, port));
      expect(feeds.map((feed) => feed.villaSlug)).toEqual(DEMO_CHANNEL_CALENDARS.map((calendar) => calendar.villa));
      expect(await em.fork().transactional((tx) => seedDemoChannelFeeds(tx, port))).toEqual([]);

      for (const feed of feeds) {
        const result = (await api.request().post(`/api/villas/${feed.villaSlug}/feeds/${feed.feedId}/sync`).set('Cookie', master).expect(200)).body as SyncResultResponse;
        expect(result).toMatchObject({ status: 'success', failure: null });
      }
      const blocks = await em
        .getKysely<DB>()
        .selectFrom('availability_blocks')
        .select(['feed_id as feedId', 'villa_slug as villaSlug', 'source', 'summary', 'conflict', 'reservation_url as reservationUrl', 'starts_at as startsAt', 'ends_at as endsAt'])
        .where('feed_id', 'in', feeds.map((feed) => feed.feedId))
        .where('status', '=', 'active')
        .execute();
      const airbnbLux = feeds[0]!.feedId;
      const lux = blocks.filter((block) => block.feedId === airbnbLux);
      expect(lux.filter((block) => isImportedReservation(block.summary))).toHaveLength(3);
      expect(lux.filter((block) => block.summary === 'Airbnb (Not available)')).toHaveLength(1);
      for (const stay of lux.filter((block) => block.summary === 'Reserved')) expect(stay.reservationUrl).toMatch(/^https:\/\/www\.airbnb\.com\/hosting\/reservations\/details\/HM\d{8}$/);
      // The one double booking: the Airbnb stay inside PRN-2404's nights, flagged for staff to resolve.
      const conflicts = blocks.filter((block) => block.conflict);
      expect(conflicts).toHaveLength(1);
      const booking = await em.getKysely<DB>().selectFrom('bookings').select(['check_in as checkIn', 'check_out as checkOut', 'villa_slug as villaSlug']).where('code', '=', 'PRN-2404').executeTakeFirstOrThrow();
      expect(conflicts[0]).toMatchObject({ villaSlug: booking.villaSlug, summary: 'Reserved', feedId: airbnbLux });
      expect(conflicts[0]!.startsAt >= booking.checkIn && conflicts[0]!.endsAt <= booking.checkOut).toBe(true);
      // Booking.com names every night closed: never counted as a stay.
      expect(blocks.filter((block) => block.source === 'booking' && isImportedReservation(block.summary))).toEqual([]);

      // The funnel shows them as bookings by channel, from these records.
      const today = todayInBali(new Date());
      const funnel = (await api.request().get('/api/funnel').query({ from: today, to: today }).set('Cookie', master).expect(200)).body as FunnelResponse;
      expect(funnel.channels.find((entry) => entry.channel === 'airbnb')!.bookings).toBeGreaterThanOrEqual(5);

      // Nyiur Pool Villa's guests leave today as others arrive, and again tomorrow: the housekeeping board has both days.
      const board = (await api.request().get('/api/turnovers').set('Cookie', master).expect(200)).body as TurnoversResponse;
      const nyiur = board.turnovers.filter((turnover) => turnover.villaSlug === 'palms-2bd-1');
      expect(nyiur.map((turnover) => [turnover.day, turnover.sameDay])).toEqual([
        [today, true],
        [addDays(today, 1), false],
      ]);
    });
  });
});
