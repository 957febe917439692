import type { GuideCategoryId, GuideEntry } from './guide.ts';
import { GUIDE_DINING, GUIDE_EXPERIENCES } from './guide-daytime.ts';
import { GUIDE_NIGHTLIFE } from './guide-nightlife.ts';
import { GUIDE_CULTURE, GUIDE_WELLNESS } from './guide-wellness-culture.ts';

/** Every Local Guide entry, five or more per tab. */
export const GUIDE_ENTRIES: readonly GuideEntry[] = [
  ...GUIDE_DINING,
  ...GUIDE_EXPERIENCES,
  ...GUIDE_WELLNESS,
  ...GUIDE_CULTURE,
  ...GUIDE_NIGHTLIFE,
];

/** The entries of one Local Guide tab, from a list of entries (the published ones). */
export function guideEntriesFor<T extends GuideEntry>(entries: readonly T[], category: GuideCategoryId): T[] {
  return entries.filter((entry) => entry.category === category);
}

/** The tag ids used in one tab, in first-seen order. */
export function guideTagsFor(entries: readonly GuideEntry[], category: GuideCategoryId): string[] {
  return [...new Set(guideEntriesFor(entries, category).flatMap((entry) => entry.tags))];
}
