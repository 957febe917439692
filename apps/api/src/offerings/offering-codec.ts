import { valuesCodec } from '../journal/row-codec.ts';
import type { OfferingsRepository } from './offerings.repository.ts';

type OfferingImage = Parameters<OfferingsRepository['restore']>[1];

/** Undo snapshots of catalogue items: the published state and the draft as they were before an edit or a publication. */
export const offeringCodec = (offerings: OfferingsRepository) =>
  valuesCodec(
    'offering',
    { published: true, publishedAt: true, publishedBy: true, draft: true, draftUpdatedAt: true, draftBy: true },
    // Items are never added or removed, so every image has a before.
    (id, before: OfferingImage | null) => offerings.restore(id, before!),
  );
