import type { OfferingContent, OfferingSection } from '@prana/domain';
import { DINING_ADD_ONS, DINING_ALL_DAY_ITEMS, type DiningAddOn, type DiningAllDayItem } from './dining.ts';
import { GUIDE_ENTRIES } from './guide-entries.ts';
import type { GuideEntry } from './guide.ts';
import { HOUSEKEEPING_SERVICES, type HousekeepingService } from './housekeeping.ts';
import { PRIVATE_TRANSPORT_OPTIONS, type PrivateTransportOption } from './transport.ts';
import { WELLNESS_SERVICES, type WellnessService } from './wellness.ts';

/**
 * The guest service catalogue lives in the database: each item's names, descriptions (both
 * languages), price and pause are stored, drafted and published there. What an item is otherwise
 * (a ritual's hours, a dish's meal, a guide entry's tags and link) is its bundled entry here, found
 * by the stored `key`; the bundled texts and prices are only the seed the migration copied once.
 */
export interface PublishedOffering extends OfferingContent {
  section: OfferingSection;
  key: string;
}

/** A catalogue item as published: its stored texts and price over the bundled entry, and its pause. */
export type Offered<T> = T & { paused: boolean };

/** The published catalogue, each list in the stored order. */
export interface PublishedCatalogue {
  diningAddOns: Offered<DiningAddOn>[];
  dishes: Offered<DiningAllDayItem>[];
  wellness: Offered<WellnessService>[];
  transport: Offered<PrivateTransportOption>[];
  housekeeping: Offered<HousekeepingService>[];
  guide: Offered<GuideEntry>[];
}

const BUNDLED = {
  'dining-add-on': DINING_ADD_ONS,
  'dining-dish': DINING_ALL_DAY_ITEMS,
  wellness: WELLNESS_SERVICES,
  transport: PRIVATE_TRANSPORT_OPTIONS,
  housekeeping: HOUSEKEEPING_SERVICES,
  guide: GUIDE_ENTRIES,
} as const satisfies Record<OfferingSection, readonly { id: string }[]>;

/** The bundled catalogue as stored items, in its order: what the migration seeds. */
export function offeringSeed(): PublishedOffering[] {
  return (Object.keys(BUNDLED) as OfferingSection[]).flatMap((section) =>
    BUNDLED[section].map((item: DiningAddOn | DiningAllDayItem | WellnessService | PrivateTransportOption | HousekeepingService | GuideEntry) => ({
      section,
      key: item.id,
      nameEn: typeof item.name === 'string' ? item.name : item.name.en,
      nameId: typeof item.name === 'string' ? item.name : item.name.id,
      descriptionEn: item.description.en,
      descriptionId: item.description.id,
      price: 'price' in item ? item.price : null,
      paused: false,
    })),
  );
}

/** Each stored item of `section` over its bundled entry; a stored key the bundle does not know is left out. */
function offered<T extends { id: string }>(items: readonly PublishedOffering[], section: OfferingSection, bundled: readonly T[], apply: (entry: T, item: PublishedOffering) => T): Offered<T>[] {
  return items.flatMap((item) => {
    if (item.section !== section) return [];
    const entry = bundled.find((candidate) => candidate.id === item.key);
    return entry ? [{ ...apply(entry, item), paused: item.paused }] : [];
  });
}

const texts = (item: PublishedOffering) => ({ name: { en: item.nameEn, id: item.nameId }, description: { en: item.descriptionEn, id: item.descriptionId } });
const priced = <T extends { price: number }>(entry: T, item: PublishedOffering): T => ({ ...entry, ...texts(item), price: item.price ?? entry.price });

/** The companion's and the pricing's catalogue, from the published items. */
export function publishedCatalogue(items: readonly PublishedOffering[]): PublishedCatalogue {
  return {
    diningAddOns: offered(items, 'dining-add-on', DINING_ADD_ONS, priced),
    dishes: offered(items, 'dining-dish', DINING_ALL_DAY_ITEMS, priced),
    wellness: offered(items, 'wellness', WELLNESS_SERVICES, priced),
    transport: offered(items, 'transport', PRIVATE_TRANSPORT_OPTIONS, priced),
    housekeeping: offered(items, 'housekeeping', HOUSEKEEPING_SERVICES, (entry, item) => ({ ...entry, ...texts(item) })),
    guide: offered(items, 'guide', GUIDE_ENTRIES, (entry, item) => ({ ...entry, name: item.nameEn, description: texts(item).description })),
  };
}
