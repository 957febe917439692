import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, isImportedSource, todayInBali, type BlockSource } from '@prana/domain';
import { Booking } from '../../apps/api/src/bookings/booking.entity.ts';
import { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { AvailabilityBlock } from '../../apps/api/src/calendar-sync/availability-block.entity.ts';
import { VillaFeed } from '../../apps/api/src/calendar-sync/villa-feed.entity.ts';
import type { FeedChannel } from '@prana/contracts';
import { StaffUser } from '../../apps/api/src/auth/staff-user.entity.ts';
import type { DB } from '../../apps/api/src/database/db.generated.ts';

/** Small row factories: each row is new and its own, so a test never depends on the demo data. */

function suffix(): string {
  return randomUUID().replace(/-/g, '').slice(0, 8);
}

/** A villa of the test's own (no site, so no public list shows it first). Remove it with `removeVilla`. */
export async function newVilla(em: EntityManager, overrides: Partial<Pick<Villa, 'maxGuests' | 'baseRate'>> = {}): Promise<Villa> {
  const villa = new Villa(`medium-${suffix()}`, 'Medium Test Villa', null, overrides.maxGuests ?? 4, overrides.baseRate ?? 1_000_000);
  await em.persist(villa).flush();
  return villa;
}

/** An inbound feed of the villa (removed with it). */
export async function newFeed(em: EntityManager, villa: Villa, options: { channel?: FeedChannel; url?: string } = {}): Promise<VillaFeed> {
  const channel = options.channel ?? 'airbnb';
  const feed = new VillaFeed(villa, `${channel} ${suffix()}`, channel, options.url ?? `https://feeds.example/${suffix()}.ics`);
  await em.persist(feed).flush();
  return feed;
}

/** Deletes a test villa with its bookings (their requests, notifications and charges cascade) and blocks. */
export async function removeVilla(em: EntityManager, slug: string): Promise<void> {
  await em.nativeDelete(AvailabilityBlock, { villa: { slug } });
  await em.nativeDelete(Booking, { villa: { slug } });
  await em.nativeDelete(Villa, { slug });
}

/** A confirmed stay of `nights` from `fromToday` days after today (Bali); -1 is in residence. */
export async function newBooking(
  em: EntityManager,
  villa: Villa,
  options: { fromToday?: number; nights?: number; arrivalTime?: string; departureTime?: string } = {},
): Promise<Booking> {
  const code = `M${suffix().slice(0, 6).toUpperCase()}`;
  const checkIn = addDays(todayInBali(new Date()), options.fromToday ?? -1);
  const booking = new Booking({
    code,
    villa,
    guestName: `Guest ${code}`,
    lastName: `Guest${code}`,
    checkIn,
    checkOut: addDays(checkIn, options.nights ?? 5),
    adults: 2,
    amount: villa.baseRate * (options.nights ?? 5),
  });
  booking.arrivalTime = options.arrivalTime ?? null;
  booking.departureTime = options.departureTime ?? null;
  await em.persist(booking).flush();
  return booking;
}

export async function newBlock(
  em: EntityManager,
  villa: Villa,
  span: { startsAt: string; endsAt: string; source?: BlockSource; uid?: string; summary?: string; status?: AvailabilityBlock['status']; feed?: VillaFeed; booking?: Booking },
): Promise<AvailabilityBlock> {
  const source = span.feed?.channel ?? span.source ?? 'manual';
  const block = new AvailabilityBlock(villa, source, span.startsAt, span.endsAt);
  block.feed = span.feed ?? null;
  block.uid = span.uid ?? (isImportedSource(source) ? `${suffix()}@${source}.feed` : null);
  block.summary = span.summary ?? (isImportedSource(source) ? 'Reserved' : null);
  block.status = span.status ?? 'active';
  block.booking = span.booking ?? null;
  await em.persist(block).flush();
  return block;
}

/** A staff account of the test's own (invited, no password): an actor for the journal. Remove it with `removeStaff`. */
export async function newStaff(em: EntityManager, role: StaffUser['role'] = 'master'): Promise<StaffUser> {
  const tag = suffix();
  const staff = new StaffUser(`medium-${tag}`, `Medium Staff ${tag}`, `medium-${tag}@prana.example`, role);
  await em.persist(staff).flush();
  return staff;
}

/** Deletes test staff accounts with the activity lines they wrote (their undo history and invitations cascade). */
export async function removeStaff(em: EntityManager, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await em.getKysely<DB>().deleteFrom('activity_log').where('actor_id', 'in', ids).execute();
  await em.nativeDelete(StaffUser, { id: { $in: ids } });
}
