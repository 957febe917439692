import { LANDING_HERO_SITE, PHONE_MEDIA, imageVariants, siteHeroPath, villaHeroPath } from '@prana/catalogue';
import type { AvailabilitySearchResponse } from '@prana/contracts';
import { todayInBali } from '@prana/domain';
import { availabilityApiPath, readAvailabilityAddress } from '../features/public/availability/availability-listings.ts';
import { ME_PATH, PUBLIC_CONFIG_PATH } from '../lib/api-paths.ts';
import { withoutLanguage } from '../lib/language-address.ts';
import { startEarlyRead } from '../lib/early-reads.ts';

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
  // The companion's reads load with the companion's address only, beside the answer of who is signed in.
  const guestReads = area === 'app' ? import('./first-reads-guest.ts') : undefined;
  startEarlyRead(ME_PATH, guestReads ? (answer) => void Promise.all([answer, guestReads]).then(([me, { startGuestReads }]) => startGuestReads(me, overview)).catch(() => undefined) : undefined);
  if (area === '') preloadPhonePhoto(siteHeroPath(LANDING_HERO_SITE));
  if (area === 'availability') {
    const path = availabilityApiPath(readAvailabilityAddress(new URLSearchParams(search), todayInBali(new Date())).query);
    if (path) startEarlyRead(path, (answer) => void answer.then(preloadFirstVillas));
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
export function preloadPhonePhoto(path: string): void {
  if (!window.matchMedia(PHONE_MEDIA).matches) return;
  const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', type: 'image/webp', href: imageVariants(path).phoneWebp, fetchPriority: 'high' });
  document.head.append(link);
}
