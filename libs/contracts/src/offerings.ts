import { z } from 'zod';
import { LANGS, OFFERING_LIMITS, type Lang, type OfferingContent, type OfferingSection } from '@prana/domain';
import { zodError } from './errors.ts';
import { text } from './back-office-fields.ts';
import type { ActivityEntryResponse, UndoState } from './back-office.ts';

export type { OfferingContent, OfferingSection } from '@prana/domain';

/**
 * PUT /api/offerings/{id}/draft: an item's draft in both languages, its price (null in a section
 * that charges nothing) and whether it is paused. Master publishes it.
 */
export const offeringDraftBody = z.strictObject({
  nameEn: text('nameEn', OFFERING_LIMITS.name),
  nameId: text('nameId', OFFERING_LIMITS.name),
  descriptionEn: text('descriptionEn', OFFERING_LIMITS.description),
  descriptionId: text('descriptionId', OFFERING_LIMITS.description),
  price: z.number(zodError('validation.wholeRupiah', { label: 'price' })).nullable(),
  paused: z.boolean(zodError('validation.flag')),
});
export type OfferingDraftBody = z.infer<typeof offeringDraftBody>;

/** One published item of the companion's catalogue: `key` is the bundled catalogue's id. */
export interface PublishedOfferingResponse extends OfferingContent {
  section: OfferingSection;
  key: string;
}

/** GET /api/guest/offerings: every published item in catalogue order (paused ones included, marked). */
export interface PublishedOfferingsResponse {
  items: PublishedOfferingResponse[];
  /** ISO 8601 of the latest publication. */
  publishedAt: string;
}

/** An item as staff see it: what is published and the draft waiting, if any. */
export interface OfferingResponse {
  id: string;
  section: OfferingSection;
  key: string;
  published: OfferingContent;
  publishedAt: string;
  publishedBy: string | null;
  draft: OfferingContent | null;
  /** ISO 8601 of the draft's last edit, and who made it. */
  draftUpdatedAt: string | null;
  draftBy: string | null;
}

/** One section's line in the service-catalogue table. */
export interface OfferingSectionSummary {
  section: OfferingSection;
  items: number;
  paused: number;
  drafts: number;
}

/** GET /api/offerings: every item, the sections' counts, the latest publication, activity and the reader's undo. */
export interface OfferingsResponse extends UndoState {
  items: OfferingResponse[];
  sections: OfferingSectionSummary[];
  lastPublication: { at: string; by: string | null } | null;
  activity: ActivityEntryResponse[];
}

/** POST /api/offerings/publish: how many drafts went live. */
export interface OfferingsPublishedResponse {
  published: number;
  publishedAt: string;
}

/** The query of GET /api/extras-menu.pdf (extras-menu.ts). */
export const extrasMenuQuery = z.strictObject({
  lang: z.enum(LANGS, zodError('offering.language')).optional(),
});
export type ExtrasMenuQuery = { lang?: Lang };
