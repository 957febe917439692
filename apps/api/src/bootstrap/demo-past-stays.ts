import type { EntityManager } from '@mikro-orm/postgresql';
import { DEMO_CHARGES } from '@prana/catalogue';
import { addDays, daysBetween, quoteStay } from '@prana/domain';
import { Villa } from '../catalogue/villa.entity.ts';
import { PricingSeason } from '../catalogue/pricing-season.entity.ts';
import { AvailabilityBlock } from '../calendar-sync/availability-block.entity.ts';
import { GuestCharge } from '../guest-services/guest-charge.entity.ts';
import { Booking } from '../bookings/booking.entity.ts';

/** The past stays' codes, PRN-000001 on: a code Prana issues never holds a 0 (direct-bookings.service.ts). */
const PAST_CODE_PREFIX = 'PRN-0';

const PAST_GUESTS = [
  ['Olivia', 'Bennett'], ['Kenji', 'Sato'], ['Putri', 'Wulandari'], ['Lucas', 'Moreau'], ['Emma', 'Schmidt'],
  ['Noah', 'Clarke'], ['Mei', 'Chen'], ['Arjun', 'Mehta'], ['Sofia', 'Rossi'], ['Liam', 'O’Brien'],
  ['Hana', 'Kim'], ['Budi', 'Prasetyo'], ['Chloe', 'Martin'], ['Jack', 'Wilson'], ['Ines', 'Garcia'],
  ['Tom', 'de Vries'], ['Aiko', 'Yamamoto'], ['Rina', 'Kusuma'], ['Oscar', 'Lindqvist'], ['Grace', 'Taylor'],
] as const;

/** A small seeded generator, so every fresh demo holds the same year. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Busier in Bali's dry season and at the year's end, as Ubud is. */
const busyMonth = (isoDate: string) => ['07', '08', '12'].includes(isoDate.slice(5, 7));

/**
 * The development demo's stays of the current year before today: direct bookings, priced by the
 * stored seasons, with extras on about half of them, so the ledger, finance and the KPIs show a
 * year of business from the first start. Seeded once (never when any past stay exists), around the
 * nights the calendar already holds; each stay ends by `today - 1`, before the demo guests' own stays.
 */
export async function seedDemoPastStays(em: EntityManager, today: string): Promise<void> {
  if ((await em.count(Booking, { code: { $like: `${PAST_CODE_PREFIX}%` } })) > 0) return;
  const seasons = await em.find(PricingSeason, {});
  const villas = await em.find(Villa, {}, { orderBy: { slug: 'asc' } });
  const lastCheckOut = addDays(today, -1);
  const extras = DEMO_CHARGES.filter((charge) => charge.amount > 0);
  let count = 0;
  const firstNight = `${today.slice(0, 4)}-01-01`;
  for (const [index, villa] of villas.entries()) {
    const random = generator(index + 1);
    // Nights the calendar already holds (the demo's imported channel stays) stay theirs.
    const taken = await em.find(AvailabilityBlock, { villa, status: 'active', endsAt: { $gt: firstNight }, startsAt: { $lt: today } });
    let night = firstNight;
    while (true) {
      night = addDays(night, Math.floor(random() * (busyMonth(night) ? 2 : 5)));
      const nights = 2 + Math.floor(random() * 6);
      const checkOut = addDays(night, nights);
      if (checkOut > lastCheckOut) break;
      const overlapped = taken.find((block) => block.startsAt < checkOut && night < block.endsAt);
      if (overlapped) {
        night = overlapped.endsAt;
        continue;
      }
      const quote = quoteStay({ baseRate: villa.baseRate, minStayNights: 1, seasons, overrides: [] }, night, checkOut);
      const [firstName, lastName] = PAST_GUESTS[Math.floor(random() * PAST_GUESTS.length)]!;
      count += 1;
      const booking = new Booking({
        code: `${PAST_CODE_PREFIX}${String(count).padStart(5, '0')}`,
        villa,
        guestName: `${firstName} ${lastName}`,
        lastName,
        checkIn: night,
        checkOut,
        adults: Math.min(2, villa.maxGuests ?? 2),
        amount: quote.total,
      });
      booking.email = `${firstName.toLowerCase()}.${count}@example.com`;
      booking.createdAt = new Date(`${addDays(night, -(7 + Math.floor(random() * 60)))}T03:00:00Z`);
      const block = new AvailabilityBlock(villa, 'direct', night, checkOut);
      block.booking = booking;
      block.guestName = booking.guestName;
      em.persist([booking, block]);
      if (random() < 0.5) {
        for (const extra of extras.slice(0, 1 + Math.floor(random() * extras.length))) {
          em.persist(
            new GuestCharge({
              booking,
              description: { ...extra.description },
              date: addDays(night, Math.min(extra.dayOffset, (daysBetween(night, checkOut) ?? 1) - 1)),
              amount: extra.amount,
              status: 'settled',
              category: extra.category,
              reference: `${extra.reference}-${count}`,
            }),
          );
        }
      }
      night = checkOut;
    }
  }
  await em.flush();
}
