import type { EntityManager } from '@mikro-orm/postgresql';
import { DEMO_CHARGES, DEMO_PAYMENT_METHODS } from '@prana/catalogue';
import { addDays, todayInBali } from '@prana/domain';
import { Booking } from '../bookings/booking.entity.ts';
import { GuestCharge } from './guest-charge.entity.ts';
import { GuestPaymentMethod } from './guest-payment-method.entity.ts';

/**
 * The catalogue's sample bill on one booking: its payment methods, and, once the stay has begun,
 * its sample charges dated from check-in. Only for a booking that has neither yet.
 */
export async function seedDemoBilling(em: EntityManager, booking: Booking, today: string = todayInBali(new Date())): Promise<void> {
  const [charges, methods] = await Promise.all([
    em.count(GuestCharge, { booking: booking.id }),
    em.count(GuestPaymentMethod, { booking: booking.id }),
  ]);
  if (charges > 0 || methods > 0) return;
  const now = Date.now();
  for (const [index, demo] of DEMO_PAYMENT_METHODS.entries()) {
    const method = new GuestPaymentMethod(booking, demo.type, demo.label);
    // Listed in the catalogue's order, which is the order they were added.
    method.createdAt = new Date(now + index);
    method.last4 = demo.last4 ?? null;
    method.expiry = demo.expiry ?? null;
    method.isDefault = demo.isDefault === true;
    em.persist(method);
  }
  if (booking.checkIn > today) return;
  for (const demo of DEMO_CHARGES) {
    const charge = new GuestCharge({
      booking,
      description: { ...demo.description },
      date: addDays(booking.checkIn, demo.dayOffset),
      amount: demo.amount,
      status: demo.status,
      category: demo.category,
      reference: demo.reference,
    });
    if (demo.status === 'settled') charge.settledAt = new Date();
    em.persist(charge);
  }
}

/** Demo bills for the demo bookings (seed.ts), left alone once a booking has any. */
export async function seedDemoGuestServices(em: EntityManager, codes: readonly string[], today?: string): Promise<void> {
  const bookings = await em.find(Booking, { code: { $in: [...codes] }, status: 'confirmed' });
  for (const booking of bookings) await seedDemoBilling(em, booking, today);
  await em.flush();
}
