import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { addDays, todayInBali } from '@prana/domain';
import { Booking } from '../../apps/api/src/bookings/booking.entity.ts';
import { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { seedDemoBilling } from '../../apps/api/src/guest-services/guest-services.seed.ts';
import type { TestApi } from '../support/test-api.ts';
import { signIn } from '../support/sockets.ts';

export interface TestGuest {
  booking: Booking;
  code: string;
  lastName: string;
  cookie: string;
}

interface GuestOptions {
  /** Days from today to check-in (default -1: in residence). */
  fromToday?: number;
  nights?: number;
  /** null: a booking with no email address (e.g. from a channel that keeps it). */
  email?: string | null;
  guestName?: string;
  /** Seed the catalogue's sample bill (payment methods, and charges once the stay began). */
  demoBill?: boolean;
  villa?: string;
}

/**
 * A fresh booking of its own, signed in, so a test never depends on (or disturbs) the demo
 * bookings other suites read. No availability block: these stays exist only for the guest side.
 */
export async function createGuest(api: TestApi, options: GuestOptions = {}): Promise<TestGuest> {
  const em = api.app.get(EntityManager).fork();
  const suffix = randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase();
  const code = `T${suffix.slice(0, 2)}-${suffix.slice(2)}`;
  const lastName = `Guest${suffix}`;
  const checkIn = addDays(todayInBali(new Date()), options.fromToday ?? -1);
  const villa = await em.findOneOrFail(Villa, { slug: options.villa ?? 'palms-1bd-1' });
  const booking = new Booking({
    code,
    villa,
    guestName: options.guestName ?? `Test ${lastName}`,
    lastName,
    checkIn,
    checkOut: addDays(checkIn, options.nights ?? 5),
    adults: 2,
    amount: villa.baseRate * (options.nights ?? 5),
  });
  booking.email = options.email === undefined ? `${lastName.toLowerCase()}@example.com` : options.email;
  await em.persist(booking).flush();
  if (options.demoBill) {
    await seedDemoBilling(em, booking);
    await em.flush();
  }
  const cookie = await signIn(api, { lastName, bookingCode: code });
  return { booking, code, lastName, cookie };
}
