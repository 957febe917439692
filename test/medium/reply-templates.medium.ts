import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { MESSAGE_TEMPLATES } from '@prana/catalogue';
import { STAY_STAGES } from '@prana/domain';
import { ReplyTemplatesRepository, type ReplyTemplateRow } from '../../apps/api/src/back-office/replies/reply-templates.repository.ts';
import { ReplyTemplatesService } from '../../apps/api/src/back-office/replies/reply-templates.service.ts';
import { BackOfficeJournal } from '../../apps/api/src/journal/back-office-journal.service.ts';
import { JournalRepository } from '../../apps/api/src/journal/journal.repository.ts';
import type { DB } from '../../apps/api/src/database/db.generated.ts';
import type { StaffUser } from '../../apps/api/src/auth/staff-user.entity.ts';
import { medium, type Medium } from './medium.ts';
import { newStaff, removeStaff } from './factories.ts';

describe('Quick replies on the database (medium)', () => {
  let tier: Medium;
  let templates: ReplyTemplatesRepository;
  let service: ReplyTemplatesService;
  let actor: StaffUser;
  const tag = randomUUID().slice(0, 8);
  const template = (title: string, createdAt: string): ReplyTemplateRow => ({
    id: randomUUID(),
    titleEn: `${title} ${tag}`,
    titleId: `${title} ${tag} (id)`,
    bodyEn: 'Fresh towels are on their way, {guest}.',
    bodyId: 'Handuk bersih segera kami antar, {guest}.',
    seedKey: null,
    stage: null,
    createdAt,
  });
  const older = template('Towels', '2099-01-01T00:00:00.000Z');
  const newer = template('Shuttle', '2099-01-02T00:00:00.000Z');

  beforeAll(async () => {
    tier = await medium({ providers: [ReplyTemplatesRepository, ReplyTemplatesService, BackOfficeJournal, JournalRepository] });
    templates = tier.get(ReplyTemplatesRepository);
    service = tier.get(ReplyTemplatesService);
    actor = await newStaff(tier.em());
    for (const row of [newer, older]) await templates.insert(row);
  });
  afterAll(async () => {
    await tier.em().getKysely<DB>().deleteFrom('reply_templates').where('title_en', 'like', `%${tag}%`).execute();
    await removeStaff(tier.em(), [actor.id]);
    await tier.close();
  });

  const own = async () => (await templates.list()).filter((row) => row.titleEn.includes(tag));

  it('holds the catalogue templates from the migration, in the catalogue order, before those added since', async () => {
    const seeded = (await templates.list()).filter((row) => row.seedKey !== null);
    expect(seeded.map((row) => row.seedKey)).toEqual(MESSAGE_TEMPLATES.map((seed) => seed.id));
    expect(seeded[0]).toMatchObject({ titleEn: MESSAGE_TEMPLATES[0]!.title.en, bodyId: MESSAGE_TEMPLATES[0]!.body.id });
    expect(await own()).toEqual([older, newer]);
    // The migration's stage messages, one per stage of a stay, in the order a guest gets them.
    expect((await templates.list()).filter((row) => row.stage !== null).map((row) => row.stage)).toEqual([...STAY_STAGES]);
  });

  it('updates the four texts, removes, and restores a snapshot (re-created when removed, deleted when new)', async () => {
    const texts = { titleEn: `Towels done ${tag}`, titleId: `Handuk ${tag}`, bodyEn: 'At your door.', bodyId: 'Di depan pintu.' };
    await templates.update(older.id, texts);
    expect(await templates.find(older.id)).toEqual({ ...older, ...texts });
    await templates.restore(older.id, older);
    expect(await templates.find(older.id)).toEqual(older);
    await templates.remove(newer.id);
    expect(await templates.find(newer.id)).toBeUndefined();
    await templates.restore(newer.id, newer);
    expect(await templates.find(newer.id)).toEqual(newer);
    await templates.restore(newer.id, null);
    expect(await templates.find(newer.id)).toBeUndefined();
    await templates.insert(newer);
  });

  it('edits and removes through the journal, and undo brings each back as it was', async () => {
    const who = { id: actor.id, name: actor.name };
    const edited = await service.update(older.id, { titleEn: `  Towels soon ${tag} `, titleId: older.titleId, bodyEn: older.bodyEn, bodyId: older.bodyId }, who);
    expect(edited.titleEn).toBe(`Towels soon ${tag}`);
    await service.remove(newer.id, who);
    expect((await own()).map((row) => row.id)).toEqual([older.id]);
    expect(await service.undo(who)).toMatchObject({ reverted: { action: 'reply.removed', details: { title: newer.titleEn } }, undoAvailable: 1 });
    expect(await service.undo(who)).toMatchObject({ reverted: { action: 'reply.edited' }, undoAvailable: 0 });
    expect(await own()).toEqual([older, newer]);
  });

  it('refuses a blank text with its field named and changes nothing', async () => {
    const who = { id: actor.id, name: actor.name };
    await expect(service.update(older.id, { titleEn: older.titleEn, titleId: '   ', bodyEn: older.bodyEn, bodyId: older.bodyId }, who)).rejects.toMatchObject({
      fields: { titleId: { code: 'validation.required' } },
    });
    expect(await templates.find(older.id)).toEqual(older);
  });
});
