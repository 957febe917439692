import { valuesCodec } from '../../journal/row-codec.ts';
import type { ReplyTemplatesRepository } from './reply-templates.repository.ts';

/** Undo snapshots of quick replies (added, edited, removed). */
export const replyTemplateCodec = (templates: ReplyTemplatesRepository) =>
  valuesCodec(
    'reply-template',
    { titleEn: true, titleId: true, bodyEn: true, bodyId: true, seedKey: true, stage: true, createdAt: true },
    templates.restore.bind(templates),
    // Images written before stage messages existed hold no stage: a quick reply.
    { stage: null },
  );
