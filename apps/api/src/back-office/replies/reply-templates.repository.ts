import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Repository } from '../../database/repository.ts';
import { GenerateSql } from '../../database/generate-sql.ts';
import type { StayStage } from '@prana/domain';

/** A quick reply as stored; createdAt ISO 8601. */
export interface ReplyTemplateRow {
  id: string;
  titleEn: string;
  titleId: string;
  bodyEn: string;
  bodyId: string;
  seedKey: string | null;
  /** The stage of a stay it is the message of; null for a quick reply. */
  stage: StayStage | null;
  createdAt: string;
}

/** What editing a quick reply changes: its four texts. */
export type ReplyTemplateTexts = Pick<ReplyTemplateRow, 'titleEn' | 'titleId' | 'bodyEn' | 'bodyId'>;

const COLUMNS = [
  'id',
  'title_en as titleEn',
  'title_id as titleId',
  'body_en as bodyEn',
  'body_id as bodyId',
  'seed_key as seedKey',
  'stage',
  'created_at as createdAt',
] as const;

const EXAMPLE: ReplyTemplateRow = {
  id: '5b7d9f1a-2c4e-4a6b-8d0f-1e3a5c7e9b2d',
  titleEn: 'Towels on the way',
  titleId: 'Handuk segera diantar',
  bodyEn: 'Fresh towels are on their way to you, {guest}.',
  bodyId: 'Handuk bersih segera kami antar, {guest}.',
  seedKey: null,
  stage: null,
  createdAt: '2027-01-10T02:00:00.000Z',
};

/** The concierge queue's quick replies. Written inside a journal change; `restore` writes an undo snapshot back. */
@Injectable()
export class ReplyTemplatesRepository extends Repository {
  /** Oldest first: the seeded ones in the catalogue's order, then those added since. */
  @GenerateSql()
  async list(): Promise<ReplyTemplateRow[]> {
    const rows = await this.db.selectFrom('reply_templates').select(COLUMNS).orderBy('created_at').orderBy('id').execute();
    return rows.map(toRow);
  }

  @GenerateSql({ params: [EXAMPLE.id] })
  async find(id: string): Promise<ReplyTemplateRow | undefined> {
    const row = await this.db.selectFrom('reply_templates').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    return row && toRow(row);
  }

  @GenerateSql({ params: [EXAMPLE] })
  async insert(template: ReplyTemplateRow): Promise<void> {
    await this.db.insertInto('reply_templates').values(columnsOf(template)).execute();
  }

  @GenerateSql({ params: [EXAMPLE.id, { titleEn: 'Towels delivered', titleId: 'Handuk diantar', bodyEn: 'Your towels are at the door.', bodyId: 'Handuk Anda ada di depan pintu.' }] })
  async update(id: string, texts: ReplyTemplateTexts): Promise<void> {
    await this.db
      .updateTable('reply_templates')
      .set({ title_en: texts.titleEn, title_id: texts.titleId, body_en: texts.bodyEn, body_id: texts.bodyId, updated_at: sql<string>`now()` })
      .where('id', '=', id)
      .execute();
  }

  @GenerateSql({ params: [EXAMPLE.id] })
  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('reply_templates').where('id', '=', id).execute();
  }

  /** An undo snapshot written back: the template as it was (re-created when removed), or deleted when it was new. */
  @GenerateSql({ name: 'as it was', params: [EXAMPLE.id, EXAMPLE] }, { name: 'created by the change', params: [EXAMPLE.id, null] })
  async restore(id: string, before: Omit<ReplyTemplateRow, 'id'> | null): Promise<void> {
    if (!before) {
      await this.remove(id);
      return;
    }
    await this.db
      .insertInto('reply_templates')
      .values(columnsOf({ id, ...before }))
      // An existing row keeps its creation time, and so its place in the list.
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet((eb) => ({
          title_en: eb.ref('excluded.title_en'),
          title_id: eb.ref('excluded.title_id'),
          body_en: eb.ref('excluded.body_en'),
          body_id: eb.ref('excluded.body_id'),
          seed_key: eb.ref('excluded.seed_key'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
}

function toRow(row: Omit<ReplyTemplateRow, 'stage'> & { stage: string | null }): ReplyTemplateRow {
  return { ...row, stage: row.stage as StayStage | null, createdAt: new Date(row.createdAt).toISOString() };
}

function columnsOf(template: ReplyTemplateRow) {
  return {
    id: template.id,
    title_en: template.titleEn,
    title_id: template.titleId,
    body_en: template.bodyEn,
    body_id: template.bodyId,
    seed_key: template.seedKey,
    stage: template.stage,
    created_at: template.createdAt,
    updated_at: sql<string>`now()`,
  };
}
