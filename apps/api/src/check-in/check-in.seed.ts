import type { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { addDays, partyAgeGroups } from '@prana/domain';
import { Booking } from '../bookings/booking.entity.ts';
import { StaffUser } from '../auth/staff-user.entity.ts';
import { CheckIn } from './check-in.entity.ts';
import { CheckInGuest } from './check-in-guest.entity.ts';

/** The demo party in residence: an Indonesian guest on her KTP, her husband and their son on German passports. */
const DEMO_PARTY = [
  { fullName: 'Dewi Santoso', sex: 'F', birthDate: '1988-04-21', nationality: 'IDN', documentType: 'ktp', documentNumber: '3174056104880003', issuingCountry: 'IDN', expiresInYears: null },
  { fullName: 'Thomas Becker', sex: 'M', birthDate: '1985-09-02', nationality: 'D', documentType: 'passport', documentNumber: 'C01X00T47', issuingCountry: 'D', expiresInYears: 6 },
  { fullName: 'Kadek Becker', sex: 'M', birthDate: '2019-06-15', nationality: 'D', documentType: 'passport', documentNumber: 'C4J0R2K81', issuingCountry: 'D', expiresInYears: 3 },
] as const;

/** The house rules signed: the guest's name written as a signature, a PNG. */
async function signatureOf(name: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="180"><text x="24" y="110" font-family="serif" font-style="italic" font-size="48" fill="#1f2a24">${name}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The guest in residence checked in online the evening before arriving, for every person the booking
 * counts; staff verified the KTP at the door on arrival. Only for a booking without a check-in.
 */
export async function seedDemoCheckIn(em: EntityManager, code: string): Promise<void> {
  const booking = await em.findOne(Booking, { code });
  if (!booking || (await em.findOne(CheckIn, { booking: booking.id }))) return;
  const staff = await em.findOne(StaffUser, { username: 'staff' });
  const sentAt = new Date(`${addDays(booking.checkIn, -1)}T12:30:00Z`);
  const checkIn = new CheckIn({ booking, phone: '+62 812 3905 4410', signature: await signatureOf(booking.guestName), signedAt: sentAt });
  checkIn.arrivalTime = '15:30';
  checkIn.flight = 'GA406';
  checkIn.submittedAt = sentAt;
  checkIn.updatedAt = sentAt;
  em.persist(checkIn);
  const seats = partyAgeGroups(booking);
  for (const [position, ageGroup] of seats.entries()) {
    const person = DEMO_PARTY[Math.min(position, DEMO_PARTY.length - 1)]!;
    const guest = new CheckInGuest({
      checkIn,
      position,
      ageGroup,
      fullName: person.fullName,
      sex: person.sex,
      birthDate: person.birthDate,
      nationality: person.nationality,
      documentType: person.documentType,
      documentNumber: person.documentNumber,
      issuingCountry: person.issuingCountry,
      documentExpiry: person.expiresInYears === null ? null : addDays(booking.checkOut, 365 * person.expiresInYears),
    });
    if (position === 0) {
      guest.verifiedAt = new Date(`${booking.checkIn}T07:40:00Z`);
      guest.verifiedBy = staff;
    }
    em.persist(guest);
  }
}
