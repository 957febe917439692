import type { Localized } from '../localized.ts';

/** The five Local Guide tabs. */
export type GuideCategoryId = 'dining' | 'experiences' | 'wellness' | 'culture' | 'nightlife';

/** A Local Guide tab with its label. */
export interface GuideCategory {
  id: GuideCategoryId;
  label: Localized;
}

/** A filter chip of the Local Guide. */
export interface GuideTag {
  id: string;
  label: Localized;
}

/** Rough spend per person, from '$' (under IDR 100 K) to '$$$$' (a special night out). */
export type GuidePriceLevel = '$' | '$$' | '$$$' | '$$$$';

/** One place or experience in the Local Guide. */
export interface GuideEntry {
  id: string;
  category: GuideCategoryId;
  /** Proper name, the same in both languages. */
  name: string;
  description: Localized;
  /** Ids from GUIDE_TAGS. */
  tags: string[];
  priceLevel?: GuidePriceLevel;
  /** Official site or a Google Maps search. */
  link: string;
}

export const GUIDE_CATEGORIES: readonly GuideCategory[] = [
  { id: 'dining', label: { en: 'Dining', id: 'Kuliner' } },
  { id: 'experiences', label: { en: 'Experiences', id: 'Pengalaman' } },
  { id: 'wellness', label: { en: 'Wellness', id: 'Kebugaran' } },
  { id: 'culture', label: { en: 'Culture', id: 'Budaya' } },
  { id: 'nightlife', label: { en: 'Nightlife', id: 'Hiburan malam' } },
];

/** The "All" chip that clears the tag filter. */
export const GUIDE_ALL_TAGS_LABEL: Localized = { en: 'All', id: 'Semua' };

export const GUIDE_TAGS: readonly GuideTag[] = [
  { id: 'fine-dining', label: { en: 'Fine dining', id: 'Santapan mewah' } },
  { id: 'local-flavours', label: { en: 'Local flavours', id: 'Cita rasa lokal' } },
  { id: 'plant-based', label: { en: 'Plant-based', id: 'Nabati' } },
  { id: 'romantic', label: { en: 'Romantic', id: 'Romantis' } },
  { id: 'casual', label: { en: 'Casual', id: 'Santai' } },
  { id: 'nature', label: { en: 'Nature', id: 'Alam' } },
  { id: 'sunrise', label: { en: 'Sunrise', id: 'Matahari terbit' } },
  { id: 'family', label: { en: 'Family', id: 'Keluarga' } },
  { id: 'adventure', label: { en: 'Adventure', id: 'Petualangan' } },
  { id: 'hands-on', label: { en: 'Hands-on', id: 'Praktik langsung' } },
  { id: 'yoga', label: { en: 'Yoga', id: 'Yoga' } },
  { id: 'spa', label: { en: 'Spa', id: 'Spa' } },
  { id: 'sound', label: { en: 'Sound healing', id: 'Terapi suara' } },
  { id: 'retreat', label: { en: 'Retreat', id: 'Retret' } },
  { id: 'temple', label: { en: 'Temple', id: 'Pura' } },
  { id: 'art', label: { en: 'Art', id: 'Seni' } },
  { id: 'dance', label: { en: 'Dance', id: 'Tari' } },
  { id: 'history', label: { en: 'History', id: 'Sejarah' } },
  { id: 'live-music', label: { en: 'Live music', id: 'Musik langsung' } },
  { id: 'cocktails', label: { en: 'Cocktails', id: 'Koktail' } },
  { id: 'wine', label: { en: 'Wine', id: 'Anggur' } },
  { id: 'late-night', label: { en: 'Late night', id: 'Hingga larut' } },
];

const TAGS_BY_ID = new Map(GUIDE_TAGS.map((tag) => [tag.id, tag]));

/** The label of a guide tag id, or the id itself when it is unknown. */
export function guideTagLabel(tagId: string): Localized {
  return TAGS_BY_ID.get(tagId)?.label ?? { en: tagId, id: tagId };
}

/** A Google Maps search link for a place in Ubud. */
export function googleMapsSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
