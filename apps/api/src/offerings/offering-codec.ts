import type { OfferingContent } from '@prana/domain';
import type { RowCodec } from '../journal/row-codec.ts';
import type { OfferingRow, OfferingsRepository } from './offerings.repository.ts';

/** Undo snapshots of catalogue items: the published state and the draft as they were before an edit or a publication. */
export function offeringCodec(offerings: OfferingsRepository): RowCodec<OfferingRow> {
  return {
    kind: 'offering',
    snapshot: (row) => ({
      published: row.published,
      publishedAt: row.publishedAt,
      publishedBy: row.publishedBy,
      draft: row.draft,
      draftUpdatedAt: row.draftUpdatedAt,
      draftBy: row.draftBy,
    }),
    // Items are never added or removed, so every image has a before.
    restore: (id, before) =>
      offerings.restore(id, {
        published: before!.published as OfferingContent,
        publishedAt: before!.publishedAt as string,
        publishedBy: before!.publishedBy as string | null,
        draft: before!.draft as OfferingContent | null,
        draftUpdatedAt: before!.draftUpdatedAt as string | null,
        draftBy: before!.draftBy as string | null,
      }),
  };
}
