import type { StayStage } from '@prana/domain';
import type { RowCodec } from '../../journal/row-codec.ts';
import type { ReplyTemplateRow, ReplyTemplatesRepository } from './reply-templates.repository.ts';

/** Undo snapshots of quick replies (added, edited, removed). */
export function replyTemplateCodec(templates: ReplyTemplatesRepository): RowCodec<ReplyTemplateRow> {
  return {
    kind: 'reply-template',
    snapshot: (template) => ({
      titleEn: template.titleEn,
      titleId: template.titleId,
      bodyEn: template.bodyEn,
      bodyId: template.bodyId,
      seedKey: template.seedKey,
      stage: template.stage,
      createdAt: template.createdAt,
    }),
    restore: (id, before) =>
      templates.restore(
        id,
        before && {
          titleEn: before.titleEn as string,
          titleId: before.titleId as string,
          bodyEn: before.bodyEn as string,
          bodyId: before.bodyId as string,
          seedKey: before.seedKey as string | null,
          // Images written before stage messages existed hold no stage: a quick reply.
          stage: (before.stage ?? null) as StayStage | null,
          createdAt: before.createdAt as string,
        },
      ),
  };
}
