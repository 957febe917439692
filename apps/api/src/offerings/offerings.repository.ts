import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { OfferingContent, OfferingSection } from '@prana/domain';
import type { PublishedOffering } from '@prana/catalogue';
import { Repository } from '../database/repository.ts';
import { GenerateSql } from '../database/generate-sql.ts';

/** An item as stored: what is published, and the draft waiting for master. Times ISO 8601. */
export interface OfferingRow {
  id: string;
  section: OfferingSection;
  key: string;
  position: number;
  published: OfferingContent;
  publishedAt: string;
  publishedBy: string | null;
  draft: OfferingContent | null;
  draftUpdatedAt: string | null;
  draftBy: string | null;
}

/** An item's draft as the editor leaves it: null when none is waiting. */
export interface OfferingDraft {
  content: OfferingContent | null;
  at: string | null;
  by: string | null;
}

const PUBLISHED_COLUMNS = [
  'section',
  'key',
  'name_en as nameEn',
  'name_id as nameId',
  'description_en as descriptionEn',
  'description_id as descriptionId',
  'price',
  'paused',
] as const;

const COLUMNS = [
  'id',
  'position',
  ...PUBLISHED_COLUMNS,
  'published_at as publishedAt',
  'published_by as publishedBy',
  'draft',
  'draft_updated_at as draftUpdatedAt',
  'draft_by as draftBy',
] as const;

const CONTENT: OfferingContent = {
  nameEn: 'Chef’s barbecue',
  nameId: 'Barbekyu chef',
  descriptionEn: 'Grilled seafood and satay, cooked at your villa by our chef.',
  descriptionId: 'Hidangan laut bakar dan sate, dimasak di vila oleh chef kami.',
  price: 1_500_000,
  paused: false,
};

const EXAMPLE: OfferingRow = {
  id: '6c1e3a5b-7d9f-4b2a-8c4e-0f1a3b5c7d9e',
  section: 'dining-dish',
  key: 'chef-barbecue',
  position: 9,
  published: CONTENT,
  publishedAt: '2027-01-10T02:00:00.000Z',
  publishedBy: 'Made Wirawan',
  draft: { ...CONTENT, price: 1_650_000 },
  draftUpdatedAt: '2027-01-11T03:00:00.000Z',
  draftBy: 'Komang Sari',
};

type StoredRow = Omit<OfferingRow, 'section' | 'published' | 'publishedAt' | 'draftUpdatedAt' | 'draft'> &
  OfferingContent & { section: string; publishedAt: string | Date; draftUpdatedAt: string | Date | null; draft: unknown };

/**
 * The guest service catalogue. The companion and the pricing of requests read only the published
 * columns; staff edit the draft, and a publication copies drafts over the published columns.
 * Written inside a journal change; `restore` writes an undo snapshot back.
 */
@Injectable()
export class OfferingsRepository extends Repository {
  /** Every item in the catalogue's order, with its draft. */
  @GenerateSql()
  async list(): Promise<OfferingRow[]> {
    const rows = await this.db.selectFrom('offerings').select(COLUMNS).orderBy('position').execute();
    return rows.map(toRow);
  }

  @GenerateSql({ params: [EXAMPLE.id] })
  async find(id: string): Promise<OfferingRow | undefined> {
    const row = await this.db.selectFrom('offerings').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    return row && toRow(row);
  }

  /** What guests see and are charged: the published columns only (never a draft), of the given sections or all. */
  @GenerateSql({ name: 'all', params: [] }, { name: 'one section', params: [['wellness']] })
  async published(sections?: readonly OfferingSection[]): Promise<PublishedOffering[]> {
    let query = this.db.selectFrom('offerings').select(PUBLISHED_COLUMNS).orderBy('position');
    if (sections) query = query.where('section', 'in', sections);
    return (await query.execute()) as PublishedOffering[];
  }

  /** The latest publication's time (ISO 8601). */
  @GenerateSql()
  async lastPublishedAt(): Promise<string> {
    const row = await this.db.selectFrom('offerings').select((eb) => eb.fn.max('published_at').as('at')).executeTakeFirstOrThrow();
    return new Date(row.at).toISOString();
  }

  @GenerateSql({ name: 'a draft', params: [EXAMPLE.id, { content: EXAMPLE.draft, at: EXAMPLE.draftUpdatedAt, by: EXAMPLE.draftBy }] }, { name: 'none', params: [EXAMPLE.id, { content: null, at: null, by: null }] })
  async saveDraft(id: string, draft: OfferingDraft): Promise<void> {
    await this.db
      .updateTable('offerings')
      .set({ draft: draft.content === null ? null : sql`${JSON.stringify(draft.content)}::jsonb`, draft_updated_at: draft.at, draft_by: draft.by })
      .where('id', '=', id)
      .execute();
  }

  /** Every waiting draft becomes what is published, at `at` by `by`; answers the ids published. */
  @GenerateSql({ params: ['2027-01-12T01:00:00.000Z', 'Made Wirawan'] })
  async publishDrafts(at: string, by: string): Promise<string[]> {
    const rows = await this.db
      .updateTable('offerings')
      .set({
        name_en: sql`draft->>'nameEn'`,
        name_id: sql`draft->>'nameId'`,
        description_en: sql`draft->>'descriptionEn'`,
        description_id: sql`draft->>'descriptionId'`,
        price: sql`(draft->>'price')::int`,
        paused: sql`(draft->>'paused')::boolean`,
        published_at: at,
        published_by: by,
        draft: null,
        draft_updated_at: null,
        draft_by: null,
      })
      .where('draft', 'is not', null)
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }

  /** An undo snapshot written back: the item's published state and draft as they were (items are never added or removed). */
  @GenerateSql({ params: [EXAMPLE.id, EXAMPLE] })
  async restore(id: string, before: Omit<OfferingRow, 'id' | 'section' | 'key' | 'position'>): Promise<void> {
    await this.db
      .updateTable('offerings')
      .set({
        name_en: before.published.nameEn,
        name_id: before.published.nameId,
        description_en: before.published.descriptionEn,
        description_id: before.published.descriptionId,
        price: before.published.price,
        paused: before.published.paused,
        published_at: before.publishedAt,
        published_by: before.publishedBy,
        draft: before.draft === null ? null : sql`${JSON.stringify(before.draft)}::jsonb`,
        draft_updated_at: before.draftUpdatedAt,
        draft_by: before.draftBy,
      })
      .where('id', '=', id)
      .execute();
  }
}

function toRow(row: StoredRow): OfferingRow {
  return {
    id: row.id,
    // The column holds only sections written from OFFERING_SECTIONS.
    section: row.section as OfferingSection,
    key: row.key,
    position: row.position,
    published: { nameEn: row.nameEn, nameId: row.nameId, descriptionEn: row.descriptionEn, descriptionId: row.descriptionId, price: row.price, paused: row.paused },
    publishedAt: new Date(row.publishedAt).toISOString(),
    publishedBy: row.publishedBy,
    draft: (row.draft as OfferingContent | null) ?? null,
    draftUpdatedAt: row.draftUpdatedAt === null ? null : new Date(row.draftUpdatedAt).toISOString(),
    draftBy: row.draftBy,
  };
}
