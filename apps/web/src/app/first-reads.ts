import { LANDING_HERO_SITE, PHONE_MEDIA, VILLA_SUMMARIES, imageVariants, siteHeroPath, villaHeroPath } from '@prana/catalogue';
import type { AvailabilitySearchResponse, GuestProfileResponse, MeResponse } from '@prana/contracts';
import { checkInOpen, todayInBali } from '@prana/domain';
import { CHECK_IN_PATH, NOTIFICATIONS_PATH, PROFILE_PATH } from '../features/guest/api/paths.ts';
import { availabilityApiPath, readAvailabilityAddress } from '../features/public/availability/availability-listings.ts';
import { ME_PATH, PUBLIC_CONFIG_PATH } from '../lib/api-paths.ts';
import { withoutLanguage } from '../lib/language-address.ts';
import { startEarlyRead } from '../lib/early-reads.ts';
import { PAGE_DATA_ID } from './page-data.ts';

/**
 * The reads the page at this address makes first, started by the entry beside the code: on a phone
 * they arrive while the framework still downloads, and the page renders with its data and, on a
 * phone, its first photos (the largest paint) already in the cache. Only the addresses people
 * arrive at; the pages' own queries stay the authority (an early read they do not ask for is simply
 * not used).
 */
export function startFirstReads({ pathname, search }: Pick<Location, 'pathname' | 'search'>): void {
  const [area = ''] = withoutLanguage(pathname).split('/').filter(Boolean);
  // The companion's reads need a guest's session: asked once who is signed in, not refused twice.
  const overview = pathname.replace(/\/$/, '') === '/app';
  startEarlyRead(ME_PATH, area === 'app' ? (answer) => void answer.then((me) => startGuestReads(me, overview)) : undefined);
  if (area === '') preloadPhonePhoto(siteHeroPath(LANDING_HERO_SITE));
  if (area === 'availability') {
    const path = availabilityApiPath(readAvailabilityAddress(new URLSearchParams(search), todayInBali(new Date())).query);
    // A search page the api rendered holds its answer and its first photos already.
    if (path && !document.getElementById(PAGE_DATA_ID)) startEarlyRead(path, (answer) => void answer.then(preloadFirstVillas));
    startEarlyRead(PUBLIC_CONFIG_PATH);
  }
}

/** The first cards of the list (the api's order, free ones first as the page shows them). */
const FIRST_CARDS = 2;

function preloadFirstVillas(answer: unknown): void {
  const villas = (answer as AvailabilitySearchResponse | null)?.villas ?? [];
  const shown = [...villas.filter((villa) => villa.free !== false), ...villas.filter((villa) => villa.free === false)];
  for (const villa of shown.slice(0, FIRST_CARDS)) if (villa.siteId) preloadPhonePhoto(villaHeroPath(villa.siteId, villa.slug));
}

/** Phones only: larger screens choose another file from the page's srcset. */
function preloadPhonePhoto(path: string): void {
  if (!window.matchMedia(PHONE_MEDIA).matches) return;
  const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', type: 'image/webp', href: imageVariants(path).phoneWebp, fetchPriority: 'high' });
  document.head.append(link);
}

function startGuestReads(me: unknown, overview: boolean): void {
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
