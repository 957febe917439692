import { z } from 'zod';
import type { StayStage } from '@prana/domain';
import { text } from './back-office-fields.ts';
import type { ActivityEntryResponse, UndoState } from './back-office.ts';

/** Longest title and text of a quick reply (the columns' lengths). */
export const REPLY_TEMPLATE_LIMITS = { title: 80, body: 1000 } as const;

/**
 * POST /api/reply-templates and PUT /api/reply-templates/{id}: a quick reply in both languages.
 * `{guest}` in a text is replaced with the guest's name when staff insert it; a stage message also
 * fills `{villa}`, `{checkIn}`, `{checkOut}`, `{checkInLink}`, `{companionLink}` and `{reviewLink}`.
 */
export const replyTemplateBody = z.strictObject({
  titleEn: text('titleEn', REPLY_TEMPLATE_LIMITS.title),
  titleId: text('titleId', REPLY_TEMPLATE_LIMITS.title),
  bodyEn: text('bodyEn', REPLY_TEMPLATE_LIMITS.body),
  bodyId: text('bodyId', REPLY_TEMPLATE_LIMITS.body),
});
export type ReplyTemplateBody = z.infer<typeof replyTemplateBody>;

export interface ReplyTemplateResponse {
  id: string;
  titleEn: string;
  titleId: string;
  bodyEn: string;
  bodyId: string;
  /** Catalogue id of a seeded template, else null. */
  seedKey: string | null;
  /** The stage of a stay it is the message of (sent by email and push), null for a quick reply. */
  stage: StayStage | null;
}

/** GET /api/reply-templates: oldest first, with the panel's activity and the reader's undo history. */
export interface ReplyTemplatesResponse extends UndoState {
  templates: ReplyTemplateResponse[];
  activity: ActivityEntryResponse[];
}
