import { RequestContext, type EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import { addDays, formatIdr, quoteStay, todayInBali, type DateSpan, type FeedChannel } from '@prana/domain';
import { escapeText, foldLine } from '../calendar-sync/ics-writer.ts';
import type { BookingsRepository } from '../bookings/bookings.repository.ts';
import { DEMO_CALENDARS_HOST, type AppConfig } from '../config/app-config.ts';
import { Queue } from 'bullmq';
import { JOBS, QUEUES } from '@prana/contracts';
import { VillaFeed } from '../calendar-sync/villa-feed.entity.ts';
import { AvailabilityBlock } from '../calendar-sync/availability-block.entity.ts';
import { AvailabilityBlocksRepository } from '../calendar-sync/availability-blocks.repository.ts';
import { VillaFeedsRepository } from '../calendar-sync/villa-feeds.repository.ts';
import { parseFeedChunks } from '../calendar-sync/feed-parser.ts';
import { applyFeed } from '../calendar-sync/import-writer.ts';
import { Booking } from '../bookings/booking.entity.ts';
import { PricingSeason } from '../catalogue/pricing-season.entity.ts';
import { StaffUser } from '../auth/staff-user.entity.ts';
import { ActivityEntry } from '../journal/activity-entry.entity.ts';
import { Villa } from '../catalogue/villa.entity.ts';
import { bullConnection } from '../jobs/queue-connection.ts';
import { addJob } from '../jobs/typed-jobs.ts';

/** Where the development server serves the demo's channel calendars (never in production). */
export const DEMO_CALENDARS_PATH = '/dev/channel-calendars';

/** A stay or closed dates in a demo calendar, in days from today (check-out exclusive). */
interface DemoEvent {
  key: string;
  fromToday: number;
  nights: number;
  kind: 'stay' | 'closed';
  /**
   * The channel paid it out and staff entered the payout (seeded once): a Booking.com reservation,
   * which its feed names like closed dates, becomes a stay on the ledger this way.
   */
  paidOut?: true;
}

/** One channel's calendar of one villa, as that channel exports it. */
export interface DemoChannelCalendar {
  /** Its file name under DEMO_CALENDARS_PATH, without `.ics`. */
  name: string;
  villa: string;
  channel: Extract<FeedChannel, 'airbnb' | 'booking'>;
  label: string;
  events: readonly DemoEvent[];
  /** A direct booking (by code) this channel also sold two nights of: the demo's one conflict. */
  overlapsBooking?: string;
}

/**
 * The demo's channel calendars, dated from today so they stay current: Airbnb names stays
 * "Reserved" and closed dates "Airbnb (Not available)", Booking.com names everything
 * "CLOSED - Not available" (so its nights are closed dates, never counted as stays).
 */
export const DEMO_CHANNEL_CALENDARS: readonly DemoChannelCalendar[] = [
  {
    name: 'airbnb-ubud-lux-2',
    villa: 'ubud-lux-2',
    channel: 'airbnb',
    label: 'Airbnb',
    events: [
      { key: 'stay-1', fromToday: 3, nights: 4, kind: 'stay', paidOut: true },
      { key: 'stay-2', fromToday: 16, nights: 5, kind: 'stay' },
      { key: 'closed-1', fromToday: 60, nights: 3, kind: 'closed' },
    ],
    overlapsBooking: 'PRN-2404',
  },
  {
    name: 'airbnb-jungle-loft',
    villa: 'jungle-loft',
    channel: 'airbnb',
    label: 'Airbnb',
    events: [
      { key: 'stay-0', fromToday: -26, nights: 4, kind: 'stay', paidOut: true },
      { key: 'stay-1', fromToday: -2, nights: 5, kind: 'stay', paidOut: true },
      { key: 'stay-2', fromToday: 21, nights: 3, kind: 'stay' },
      { key: 'closed-1', fromToday: 45, nights: 7, kind: 'closed' },
    ],
  },
  {
    // Guests leave today as others arrive (a same-day turn), and leave again tomorrow: the
    // housekeeping board has work on both of its days.
    name: 'airbnb-palms-2bd-1',
    villa: 'palms-2bd-1',
    channel: 'airbnb',
    label: 'Airbnb',
    events: [
      { key: 'stay-1', fromToday: -3, nights: 3, kind: 'stay' },
      { key: 'stay-2', fromToday: 0, nights: 1, kind: 'stay' },
      { key: 'stay-3', fromToday: 14, nights: 4, kind: 'stay' },
    ],
  },
  {
    name: 'booking-palms-1bd-1',
    villa: 'palms-1bd-1',
    channel: 'booking',
    label: 'Booking.com',
    events: [
      { key: 'closed-0', fromToday: -17, nights: 3, kind: 'closed', paidOut: true },
      { key: 'closed-1', fromToday: 5, nights: 4, kind: 'closed', paidOut: true },
      { key: 'closed-2', fromToday: 30, nights: 6, kind: 'closed' },
    ],
  },
  {
    name: 'booking-ubud-lux-2',
    villa: 'ubud-lux-2',
    channel: 'booking',
    label: 'Booking.com',
    events: [{ key: 'closed-1', fromToday: 26, nights: 3, kind: 'closed' }],
  },
];

/** The URL a demo calendar is read from on the development server at `port`. */
export function demoCalendarUrl(port: number, calendar: DemoChannelCalendar): string {
  return `http://${DEMO_CALENDARS_HOST}:${port}${DEMO_CALENDARS_PATH}/${calendar.name}.ics`;
}

const PRODIDS: Record<DemoChannelCalendar['channel'], string> = {
  airbnb: '-//Airbnb Inc//Hosting Calendar 1.0//EN',
  booking: '-//admin.booking.com//Booking.com Calendar//EN',
};

const icsDate = (isoDate: string) => isoDate.replaceAll('-', '');

/** The UID an event keeps from day to day (the pull matches blocks by it). */
export function demoEventUid(calendar: DemoChannelCalendar, key: string): string {
  return `demo-${calendar.name}-${key}@${calendar.channel === 'airbnb' ? 'airbnb.com' : 'booking.com'}`;
}

/** The direct stay the calendar also sold (its one conflict), read from the booking's record. */
async function overlappingStay(em: EntityManager, calendar: DemoChannelCalendar): Promise<DateSpan | null> {
  if (!calendar.overlapsBooking) return null;
  const booking = await em.findOne(Booking, { code: calendar.overlapsBooking, status: 'confirmed' });
  return booking ? { startsAt: booking.checkIn, endsAt: booking.checkOut } : null;
}

/** A stable four-digit number from a text (the demo guest's phone ending). */
function lastFour(text: string): string {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 10_000;
  return String(hash).padStart(4, '0');
}

/**
 * The calendar's iCal text on `today` (RFC 5545, as the channel writes it: all-day dates,
 * check-out exclusive, UIDs stable from day to day). `overlapping`: the direct stay it also sold.
 */
export function demoCalendarIcs(calendar: DemoChannelCalendar, today: string, overlapping: DateSpan | null = null): string {
  const stamp = `${icsDate(today)}T000000Z`;
  const events = calendar.events.map((event) => ({ ...event, startsAt: addDays(today, event.fromToday), endsAt: addDays(today, event.fromToday + event.nights) }));
  if (overlapping && overlapping.endsAt > today) {
    // Two nights inside the direct stay (or its only night): a double booking staff must resolve.
    const startsAt = addDays(overlapping.startsAt, 1) < overlapping.endsAt ? addDays(overlapping.startsAt, 1) : overlapping.startsAt;
    const endsAt = addDays(startsAt, 2) < overlapping.endsAt ? addDays(startsAt, 2) : overlapping.endsAt;
    events.push({ key: 'double-booked', fromToday: 0, nights: 0, kind: 'stay', startsAt, endsAt });
  }
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODIDS[calendar.channel]}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  for (const event of events) {
    const uid = demoEventUid(calendar, event.key);
    const summary = calendar.channel === 'booking' ? 'CLOSED - Not available' : event.kind === 'stay' ? 'Reserved' : 'Airbnb (Not available)';
    lines.push('BEGIN:VEVENT', `DTSTAMP:${stamp}`, `DTSTART;VALUE=DATE:${icsDate(event.startsAt)}`, `DTEND;VALUE=DATE:${icsDate(event.endsAt)}`, `UID:${uid}`);
    if (calendar.channel === 'airbnb' && event.kind === 'stay') {
      const code = `HM${lastFour(uid)}${lastFour(`${uid}-code`)}`;
      lines.push(`DESCRIPTION:${escapeText(`Reservation URL: https://www.airbnb.com/hosting/reservations/details/${code}\nPhone Number (Last 4 Digits): ${lastFour(uid)}`)}`);
    }
    lines.push(`SUMMARY:${escapeText(summary)}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/**
 * Express handler of DEMO_CALENDARS_PATH, mounted by create-api on the development server only:
 * `GET /dev/channel-calendars/<name>.ics`. The conflicting stay is read from the direct booking
 * it overlaps, so the demo shows one double booking whatever day its data was seeded.
 */
export function serveDemoChannelCalendars(em: EntityManager, bookings: BookingsRepository) {
  return (request: Request, response: Response): void => {
    const name = /^\/([a-z0-9-]+)\.ics$/.exec(request.path)?.[1];
    const calendar = DEMO_CHANNEL_CALENDARS.find((candidate) => candidate.name === name);
    if (request.method !== 'GET' || !calendar) {
      response.status(404).type('text/plain').send('No such demo calendar.');
      return;
    }
    const overlapping = async (): Promise<DateSpan | null> => {
      if (!calendar.overlapsBooking) return null;
      const booking = (await RequestContext.create(em.fork(), () => bookings.confirmed())).find((row) => row.code === calendar.overlapsBooking);
      return booking ? { startsAt: booking.checkIn, endsAt: booking.checkOut } : null;
    };
    overlapping()
      .then((span) => response.type('text/calendar; charset=utf-8').send(demoCalendarIcs(calendar, todayInBali(new Date()), span)))
      .catch(() => response.status(503).type('text/plain').send('The demo calendar could not be built.'));
  };
}

/**
 * Links each demo calendar to its villa as an inbound feed, unless the villa already reads it
 * (each `npm start` seeds again). Development only. Returns the feeds it linked, to pull first.
 */
export async function seedDemoChannelFeeds(em: EntityManager, port: number): Promise<{ villaSlug: string; feedId: string }[]> {
  const feeds: { villaSlug: string; feedId: string }[] = [];
  for (const calendar of DEMO_CHANNEL_CALENDARS) {
    const url = demoCalendarUrl(port, calendar);
    const villa = await em.findOneOrFail(Villa, { slug: calendar.villa });
    if (await em.findOne(VillaFeed, { villa, url })) continue;
    const feed = new VillaFeed(villa, calendar.label, calendar.channel, url);
    em.persist(feed);
    feeds.push({ villaSlug: calendar.villa, feedId: feed.id });
  }
  await em.flush();
  return feeds;
}

/**
 * Imports newly linked demo calendars at once, exactly as their first pull would (the same parser
 * and writer, on the text the development server will serve), so the seed can enter payouts on
 * their reservations; the pull queued after start then finds nothing to change.
 */
export async function importDemoCalendars(em: EntityManager, feeds: readonly { villaSlug: string; feedId: string }[], today: string): Promise<void> {
  const stores = { feeds: new VillaFeedsRepository(em), blocks: new AvailabilityBlocksRepository(em) };
  for (const linked of feeds) {
    const feed = await em.findOneOrFail(VillaFeed, linked.feedId);
    const calendar = DEMO_CHANNEL_CALENDARS.find((candidate) => feed.url.endsWith(`${DEMO_CALENDARS_PATH}/${candidate.name}.ics`));
    if (!calendar) continue;
    const ics = demoCalendarIcs(calendar, today, await overlappingStay(em, calendar));
    await applyFeed(stores, { id: feed.id, villaSlug: linked.villaSlug, channel: feed.channel, url: feed.url }, parseFeedChunks(ics, today).chunks);
  }
}

/** What a host receives of a stay's price after the channel's commission (demo figures). */
const PAYOUT_SHARE: Record<DemoChannelCalendar['channel'], number> = { airbnb: 0.97, booking: 0.85 };

/**
 * Enters the channels' payouts for the demo's paid-out reservations, as master would from the
 * calendar: the stay priced at the villa's rates less the channel's commission, with finance's
 * activity line. Idempotent: a reservation already imported gets its payout once, and never again
 * after anyone entered, changed or cleared it (finance's log names it).
 */
export async function seedDemoPayouts(em: EntityManager): Promise<void> {
  const master = await em.findOne(StaffUser, { username: 'master' });
  const seasons = await em.find(PricingSeason, {});
  for (const calendar of DEMO_CHANNEL_CALENDARS) {
    for (const event of calendar.events) {
      if (!event.paidOut) continue;
      const block = await em.findOne(AvailabilityBlock, { uid: demoEventUid(calendar, event.key), source: calendar.channel, status: 'active', feed: { url: { $like: `%${DEMO_CALENDARS_PATH}/${calendar.name}.ics` } } }, { populate: ['villa'] });
      if (!block || block.payout !== null) continue;
      if ((await em.count(ActivityEntry, { panel: 'finance', subjectId: block.id })) > 0) continue;
      const villa = block.villa;
      const { total } = quoteStay({ baseRate: villa.baseRate, minStayNights: villa.minStayNights, seasons, overrides: [] }, block.startsAt, block.endsAt);
      const payout = Math.round((total * PAYOUT_SHARE[calendar.channel]) / 1000) * 1000;
      block.payout = payout;
      const entry = new ActivityEntry('finance', 'payout.entered', `Entered a payout of ${formatIdr(payout)} for ${villa.slug} ${block.startsAt} to ${block.endsAt}`);
      entry.details = { villa: villa.slug, checkIn: block.startsAt, checkOut: block.endsAt, channel: calendar.channel, from: null, to: payout };
      entry.actor = master;
      entry.actorName = master?.name ?? null;
      entry.subjectId = block.id;
      em.persist(entry);
    }
  }
  await em.flush();
}

/**
 * The first pull of newly linked demo feeds, a few seconds after `npm start` (the server that
 * serves them is starting meanwhile; a pull that finds it not listening yet is retried). Every
 * later pull is the feed's schedule, which the worker sets up when it starts.
 */
export async function queueFirstDemoPulls(config: AppConfig, feeds: readonly { villaSlug: string; feedId: string }[]): Promise<void> {
  if (feeds.length === 0) return;
  const queue = new Queue(QUEUES.calendarSync, { connection: bullConnection(config), prefix: `${config.redisPrefix}:bull` });
  try {
    for (const feed of feeds) await addJob(queue, JOBS.scheduledVillaPull, feed, { delay: FIRST_PULL_DELAY_MS, removeOnComplete: 100, removeOnFail: 100 });
  } finally {
    await queue.close();
  }
}

/** Long enough for the api to listen after `npm start` spawns it. */
const FIRST_PULL_DELAY_MS = 8_000;
