import { VILLA_SUMMARIES } from '@prana/catalogue';
import type { GuestProfileResponse, MeResponse } from '@prana/contracts';
import { checkInOpen, todayInBali } from '@prana/domain';
import { CHECK_IN_PATH, NOTIFICATIONS_PATH, PROFILE_PATH } from '../features/guest/api/paths.ts';
import { startEarlyRead } from '../lib/early-reads.ts';
import { preloadPhonePhoto } from './first-reads.ts';

/** The companion's first reads (first-reads.ts), once the api has said a guest is signed in: loaded with the companion's address only. */
export function startGuestReads(me: unknown, overview: boolean): void {
  if ((me as MeResponse | null)?.user?.kind !== 'guest') return;
  // The overview's check-in card, while check-in is open: it paints with the page, not after it.
  startEarlyRead(PROFILE_PATH, overview ? (answer) => void answer.then(startCheckInRead) : undefined);
  startEarlyRead(NOTIFICATIONS_PATH);
  if (overview && VILLA_SUMMARIES[0]) preloadPhonePhoto(VILLA_SUMMARIES[0].heroImage);
}

function startCheckInRead(profile: unknown): void {
  const stay = profile as GuestProfileResponse | null;
  if (stay && checkInOpen(stay.checkIn, stay.checkOut, todayInBali(new Date()))) startEarlyRead(CHECK_IN_PATH);
}
