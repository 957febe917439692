import type { EntityManager } from '@mikro-orm/postgresql';
import type { PricingSeason as Season } from '@prana/domain';
import { PricingSeason } from './pricing-season.entity.ts';
import { Villa } from './villa.entity.ts';

/**
 * The demo's seasons, for this year and the next (those not yet over): Bali's dry-season holidays
 * in July and August at a quarter above base with a five-night minimum, and the festive fortnight
 * from 20 December to 5 January at half above base with a seven-night minimum.
 */
function demoSeasons(today: string): Omit<Season, 'id'>[] {
  const year = Number(today.slice(0, 4));
  return [year, year + 1]
    .flatMap((season) => [
      { name: `High season ${season}`, firstNight: `${season}-07-01`, lastNight: `${season}-08-31`, ratePercent: 125, minStayNights: 5 },
      { name: `Festive season ${season}`, firstNight: `${season}-12-20`, lastNight: `${season + 1}-01-05`, ratePercent: 150, minStayNights: 7 },
    ])
    .filter((season) => season.lastNight >= today);
}

/** The largest villas ask a longer stay of their own: three nights. */
const THREE_NIGHT_VILLAS = ['ubud-mansion-1', 'ubud-mansion-2'];

/**
 * Seeds the demo's pricing once: a season only when no season shares a night with it (so one that
 * master edited or removed is not put back unless its dates are free again), and the villas'
 * own minimum stays only while they still have the default.
 */
export async function seedDemoPricing(em: EntityManager, today: string): Promise<void> {
  const existing = await em.find(PricingSeason, {});
  for (const season of demoSeasons(today)) {
    if (existing.some((other) => other.firstNight <= season.lastNight && season.firstNight <= other.lastNight)) continue;
    existing.push(em.create(PricingSeason, new PricingSeason(season)));
  }
  for (const villa of await em.find(Villa, { slug: { $in: THREE_NIGHT_VILLAS }, minStayNights: 2 })) villa.minStayNights = 3;
  await em.flush();
}
