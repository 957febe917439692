import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { SITES, VILLAS } from '@prana/catalogue';
import { STAFF_ROLES } from '@prana/contracts';
import { addDays, defaultModules, quoteStay, todayInBali } from '@prana/domain';
import { Site } from '../catalogue/site.entity.ts';
import { Villa } from '../catalogue/villa.entity.ts';
import { seedDemoPricing } from '../catalogue/pricing.seed.ts';
import { PricingSeason } from '../catalogue/pricing-season.entity.ts';
import { StaffUser } from '../auth/staff-user.entity.ts';
import { hashPassword } from '../auth/password.ts';
import { Booking } from '../bookings/booking.entity.ts';
import { seedDemoPastStays } from '../bootstrap/demo-past-stays.ts';
import { AvailabilityBlock } from '../calendar-sync/availability-block.entity.ts';
import { seedDemoGuestServices } from '../guest-services/guest-services.seed.ts';
import { seedBackOffice } from '../back-office/back-office.seed.ts';
import { seedDemoOfferings } from '../offerings/offerings.seed.ts';
import { seedDemoCheckIn } from '../check-in/check-in.seed.ts';
import { ormOptions } from '../database/mikro-orm.config.ts';
import { ENTITIES } from '../bootstrap/entities.ts';
import type { AppConfig } from '../config/app-config.ts';
import { importDemoCalendars, queueFirstDemoPulls, seedDemoChannelFeeds, seedDemoPayouts } from '../bootstrap/demo-channel-calendars.ts';

export const DEMO_STAFF_PASSWORD = 'prana-demo';

const DEMO_STAFF_NAMES = {
  master: 'Made Wirawan',
  investor: 'Clara Hendricks',
  manager: 'Ayu Lestari',
  staff: 'Komang Putra',
} as const;

/** Demo stays, dated relative to today (Bali) the first time they are seeded. */
const DEMO_BOOKINGS = [
  { code: 'PRN-2401', guestName: 'Dewi Santoso', lastName: 'Santoso', villa: 'ubud-treetop-1', fromToday: -1, nights: 5, adults: 2, children: 1 },
  { code: 'PRN-2402', guestName: 'James Walker', lastName: 'Walker', villa: 'jungle-loft', fromToday: 10, nights: 4, adults: 2, children: 0 },
  { code: 'PRN-2403', guestName: 'Yuki Tanaka', lastName: 'Tanaka', villa: 'palms-2bd-1', fromToday: 24, nights: 6, adults: 2, children: 2 },
  { code: 'PRN-2404', guestName: 'Lena Müller', lastName: 'Müller', villa: 'ubud-lux-2', fromToday: 41, nights: 7, adults: 4, children: 1 },
  { code: 'PRN-2405', guestName: 'Antoine Dubois', lastName: 'Dubois', villa: 'ubud-mansion-1', fromToday: 68, nights: 5, adults: 8, children: 2 },
  { code: 'PRN-2406', guestName: 'Sari Hartono', lastName: 'Hartono', villa: 'palms-1bd-2', fromToday: 97, nights: 3, adults: 2, children: 0 },
] as const;

/**
 * Sites and villas from libs/catalogue. Idempotent: catalogue fields follow the catalogue,
 * operational fields are kept (the base rate is the catalogue's only when the villa is new; then
 * master sets it).
 */
export async function seedCatalogue(em: EntityManager): Promise<void> {
  const sites = new Map<string, Site>();
  for (const entry of SITES) {
    const site = (await em.findOne(Site, { id: entry.id })) ?? em.create(Site, new Site(entry.id, entry.name, entry.shortName));
    site.name = entry.name;
    site.shortName = entry.shortName;
    sites.set(entry.id, site);
  }
  for (const entry of VILLAS) {
    const site = sites.get(entry.siteId) ?? null;
    let villa = await em.findOne(Villa, { slug: entry.id });
    if (!villa) {
      villa = new Villa(entry.id, entry.name, site, entry.capacity, entry.baseRate);
      villa.outboundFeedToken = randomBytes(24).toString('base64url');
      em.persist(villa);
    }
    villa.name = entry.name;
    villa.site = site;
    villa.maxGuests = entry.capacity;
  }
  await em.flush();
}

/** Demo staff accounts and bookings (README lists them), priced by the stored seasons. Existing rows are left as they are. */
export async function seedDemoData(em: EntityManager, today: string = todayInBali(new Date())): Promise<void> {
  const seasons = await em.find(PricingSeason, {});
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  for (const role of STAFF_ROLES) {
    if (await em.findOne(StaffUser, { username: role })) continue;
    const staff = new StaffUser(role, DEMO_STAFF_NAMES[role], `${role}@prana.villas`, role);
    staff.status = 'active';
    staff.passwordHash = passwordHash;
    staff.modules = [...defaultModules(role)];
    em.persist(staff);
  }
  for (const demo of DEMO_BOOKINGS) {
    if (await em.findOne(Booking, { code: demo.code })) continue;
    const villa = await em.findOneOrFail(Villa, { slug: demo.villa });
    const checkIn = addDays(today, demo.fromToday);
    const checkOut = addDays(checkIn, demo.nights);
    // Priced as a direct booking made today would be (the demo has no overrides).
    const { total } = quoteStay({ baseRate: villa.baseRate, minStayNights: villa.minStayNights, seasons, overrides: [] }, checkIn, checkOut);
    const booking = new Booking({
      code: demo.code,
      villa,
      guestName: demo.guestName,
      lastName: demo.lastName,
      checkIn,
      checkOut,
      adults: demo.adults,
      amount: total,
    });
    booking.children = demo.children;
    booking.email = `${demo.lastName.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}@example.com`;
    // A direct booking holds its nights on the villa's calendar.
    const block = new AvailabilityBlock(villa, 'direct', booking.checkIn, booking.checkOut);
    block.booking = booking;
    block.guestName = booking.guestName;
    em.persist([booking, block]);
  }
  await em.flush();
}

/** Runs the seeders in their own ORM instance (used by `npm start`, the worker-less CLI and tests). */
export async function seed(config: AppConfig): Promise<void> {
  const orm = await MikroORM.init(ormOptions(config, ENTITIES));
  try {
    const em = orm.em.fork();
    const demoFeeds = await em.transactional(async (tx) => {
      await seedCatalogue(tx);
      // Tests date their stays from today and add the seasons they price: the demo's calendar
      // would make their minimum stays and totals depend on the day they run.
      if (config.seedDemo && config.env !== 'test') await seedDemoPricing(tx, todayInBali(new Date()));
      if (config.seedDemo) await seedDemoData(tx);
      if (config.seedDemo) await seedDemoGuestServices(tx, DEMO_BOOKINGS.map((demo) => demo.code));
      if (config.seedDemo) await seedDemoCheckIn(tx, 'PRN-2401');
      if (config.seedDemo) await seedBackOffice(tx);
      if (config.seedDemo) await seedDemoOfferings(tx);
      // The demo's own channel calendars are served by the development server alone. Their first
      // import happens here, so the channels' payouts can be entered on their reservations.
      const demoCalendars = config.seedDemo && config.env === 'development';
      const linked = demoCalendars ? await seedDemoChannelFeeds(tx, config.port) : [];
      if (demoCalendars) {
        await importDemoCalendars(tx, linked, todayInBali(new Date()));
        await seedDemoPayouts(tx);
      }
      // A year of stays before today, around the imported ones: the ledger shows a business from the first start.
      if (config.seedDemo && config.env !== 'test') await seedDemoPastStays(tx, todayInBali(new Date()));
      return linked;
    });
    await queueFirstDemoPulls(config, demoFeeds);
  } finally {
    await orm.close(true);
  }
}
