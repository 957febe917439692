import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ActivityEntryResponse, FunnelResponse, SyncResultResponse, TurnoversResponse } from '@prana/contracts';
import { addDays, isImportedReservation, todayInBali, type LedgerFigures } from '@prana/domain';
import {
  DEMO_CHANNEL_CALENDARS,
  demoEventUid,
  importDemoCalendars,
  seedDemoChannelFeeds,
  seedDemoPayouts,
} from '../../apps/api/src/bootstrap/demo-channel-calendars.ts';
import { LedgerService } from '../../apps/api/src/back-office/ledger/ledger.service.ts';
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
    const db = api ? api.app.get(EntityManager).fork().getKysely<DB>() : null;
    const feedIds = feeds.map((feed) => feed.feedId);
    const blockIds = db && feedIds.length > 0 ? (await db.selectFrom('availability_blocks').select('id').where('feed_id', 'in', feedIds).execute()).map((row) => row.id) : [];
    for (const feed of feeds) await api.request().delete(`/api/villas/${feed.villaSlug}/feeds/${feed.feedId}`).set('Cookie', master);
    // Released stays that had ended would stay on the ledger: the other files' figures start without them.
    if (db && blockIds.length > 0) {
      await db.deleteFrom('activity_log').where('subject_id', 'in', blockIds).execute();
      await db.deleteFrom('availability_blocks').where('id', 'in', blockIds).execute();
    }
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

    it('links them to their villas once and imports them as their first pull does: stays, closed dates and one conflict', async () => {
      const em = api.app.get(EntityManager).fork();
      const port = Number(new URL(api.url).port);
      const today = todayInBali(new Date());
      feeds = await em.transactional(async (tx) => {
        const linked = await seedDemoChannelFeeds(tx, port);
        await importDemoCalendars(tx, linked, today);
        return linked;
      });
      expect(feeds.map((feed) => feed.villaSlug)).toEqual(DEMO_CHANNEL_CALENDARS.map((calendar) => calendar.villa));
      expect(await em.fork().transactional((tx) => seedDemoChannelFeeds(tx, port))).toEqual([]);

      // The seed imported exactly what the served calendars say: their first pull changes nothing.
      for (const feed of feeds) {
        const result = (await api.request().post(`/api/villas/${feed.villaSlug}/feeds/${feed.feedId}/sync`).set('Cookie', master).expect(200)).body as SyncResultResponse;
        expect(result).toMatchObject({ status: 'success', failure: null, changes: { created: 0, updated: 0, cancelled: 0 } });
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

    it('enters the channels’ payouts on the paid-out reservations once, so finance counts Airbnb and Booking.com revenue', async () => {
      const em = api.app.get(EntityManager).fork();
      const db = em.getKysely<DB>();
      const ledger = api.app.get(LedgerService);
      const today = todayInBali(new Date());
      // Every demo event lies in this period, whole.
      const period = { from: addDays(today, -40), to: addDays(today, 80) };
      const channel = (figures: LedgerFigures, name: 'airbnb' | 'booking') => figures.channels.find((entry) => entry.channel === name)!;
      const demoBlocks = () =>
        db
          .selectFrom('availability_blocks')
          .select(['id', 'uid', 'source', 'payout'])
          .where('feed_id', 'in', feeds.map((feed) => feed.feedId))
          .where('status', '=', 'active')
          .execute();
      const paidOut = DEMO_CHANNEL_CALENDARS.flatMap((calendar) => calendar.events.filter((event) => event.paidOut).map((event) => ({ uid: demoEventUid(calendar, event.key), channel: calendar.channel })));
      expect(paidOut.filter((event) => event.channel === 'booking').length).toBeGreaterThan(0);

      const bookingsOf = async (name: 'airbnb' | 'booking') =>
        ((await api.request().get('/api/funnel').query({ from: today, to: today }).set('Cookie', master).expect(200)).body as FunnelResponse).channels.find((entry) => entry.channel === name)!.bookings;
      const before = await ledger.figures(period);
      const bookingComBefore = await bookingsOf('booking');
      await em.transactional((tx) => seedDemoPayouts(tx));
      const blocks = await demoBlocks();
      const payoutOf = (uid: string) => blocks.find((block) => block.uid === uid)!.payout;
      for (const event of paidOut) expect(Number(payoutOf(event.uid))).toBeGreaterThan(0);
      // The others stay "amount not known" (or closed dates).
      expect(blocks.filter((block) => block.payout !== null)).toHaveLength(paidOut.length);

      const after = await ledger.figures(period);
      const sum = (name: 'airbnb' | 'booking') => paidOut.filter((event) => event.channel === name).reduce((total, event) => total + Number(payoutOf(event.uid)), 0);
      const count = (name: 'airbnb' | 'booking') => paidOut.filter((event) => event.channel === name).length;
      expect(channel(after, 'airbnb').revenue - channel(before, 'airbnb').revenue).toBe(sum('airbnb'));
      expect(channel(before, 'airbnb').amountUnknownStays - channel(after, 'airbnb').amountUnknownStays).toBe(count('airbnb'));
      // Booking.com names its reservations like closed dates: with a payout they are stays.
      expect(channel(after, 'booking').stays - channel(before, 'booking').stays).toBe(count('booking'));
      expect(channel(after, 'booking').revenue - channel(before, 'booking').revenue).toBe(sum('booking'));
      expect(after.roomRevenue - before.roomRevenue).toBe(sum('airbnb') + sum('booking'));
      // The funnel's bookings by channel agree: the Booking.com feed no longer counts 0.
      expect((await bookingsOf('booking')) - bookingComBefore).toBe(count('booking'));

      // Finance's log says who entered each, as the calendar's payout box would.
      const finance = (await api.request().get('/api/finance/activity').set('Cookie', master).expect(200)).body as ActivityEntryResponse[];
      const entered = finance.filter((entry) => entry.action === 'payout.entered' && entry.actorName !== null).map((entry) => `${entry.details.villa} ${entry.details.checkIn} ${entry.details.to}`);
      const stays = await db.selectFrom('availability_blocks').select(['uid', 'villa_slug as villaSlug', 'starts_at as startsAt']).where('uid', 'in', paidOut.map((event) => event.uid)).where('status', '=', 'active').execute();
      for (const stay of stays) expect(entered).toContain(`${stay.villaSlug} ${stay.startsAt} ${payoutOf(stay.uid!)}`);

      // Seeding again (every start) changes nothing, and a payout master cleared stays cleared.
      const cleared = blocks.find((block) => block.uid === paidOut[0]!.uid)!;
      await api.request().put(`/api/finance/payouts/${cleared.id}`).set('Cookie', master).send({ amount: null }).expect(200);
      await em.fork().transactional((tx) => seedDemoPayouts(tx));
      const again = await demoBlocks();
      expect(again.find((block) => block.id === cleared.id)!.payout).toBeNull();
      expect(again.filter((block) => block.id !== cleared.id).map((block) => block.payout)).toEqual(blocks.filter((block) => block.id !== cleared.id).map((block) => block.payout));
    });
  });
});
