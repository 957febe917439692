/**
 * The guest service catalogue as staff edit it: each item of these sections is stored with its
 * published texts, price and pause, and at most one draft that master publishes.
 */
export const OFFERING_SECTIONS = ['dining-add-on', 'dining-dish', 'wellness', 'transport', 'housekeeping', 'guide'] as const;
export type OfferingSection = (typeof OFFERING_SECTIONS)[number];

/** Sections whose items are charged to the guest's bill, so each of their items has a price (IDR); the others have none. */
const PRICED: ReadonlySet<OfferingSection> = new Set(['dining-add-on', 'dining-dish', 'wellness', 'transport']);

export function isPricedSection(section: OfferingSection): boolean {
  return PRICED.has(section);
}

/** Longest name and description of an item (the columns' lengths), and the highest price (IDR). */
export const OFFERING_LIMITS = { name: 120, description: 600, price: 100_000_000 } as const;

/** What staff edit of an item, in both languages: its published state or its draft. */
export interface OfferingContent {
  nameEn: string;
  nameId: string;
  descriptionEn: string;
  descriptionId: string;
  /** IDR, whole; null in a section that charges nothing. */
  price: number | null;
  /** A paused item stays in the catalogue but cannot be ordered. */
  paused: boolean;
}

/** True when two contents say the same thing (a draft equal to what is published is no draft). */
export function sameOfferingContent(a: OfferingContent, b: OfferingContent): boolean {
  return (
    a.nameEn === b.nameEn &&
    a.nameId === b.nameId &&
    a.descriptionEn === b.descriptionEn &&
    a.descriptionId === b.descriptionId &&
    a.price === b.price &&
    a.paused === b.paused
  );
}
