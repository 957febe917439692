import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { ReplyTemplateBody, ReplyTemplateResponse, ReplyTemplatesResponse, UndoResponse } from '@prana/contracts';
import { ACTIVITY_LOG_LIMITS, requiredText } from '@prana/domain';
import { BackOfficeJournal, type Actor } from '../../journal/back-office-journal.service.ts';
import { createdImage, imageOf, type RowCodec } from '../../journal/row-codec.ts';
import { ApiException, checked } from '../../common/api-exception.ts';
import { ReplyTemplatesRepository, type ReplyTemplateRow, type ReplyTemplateTexts } from './reply-templates.repository.ts';
import { replyTemplateCodec } from './reply-template-codec.ts';

function toResponse(template: ReplyTemplateRow): ReplyTemplateResponse {
  return {
    id: template.id,
    titleEn: template.titleEn,
    titleId: template.titleId,
    bodyEn: template.bodyEn,
    bodyId: template.bodyId,
    seedKey: template.seedKey,
    stage: template.stage,
  };
}

/** Each text trimmed; a blank one is refused with its field named (the schema checked type and length). */
function checkedTexts(body: ReplyTemplateBody): ReplyTemplateTexts {
  return {
    titleEn: checked(requiredText(body.titleEn, 'titleEn', 'titleEn')),
    titleId: checked(requiredText(body.titleId, 'titleId', 'titleId')),
    bodyEn: checked(requiredText(body.bodyEn, 'bodyEn', 'bodyEn')),
    bodyId: checked(requiredText(body.bodyId, 'bodyId', 'bodyId')),
  };
}

/** The concierge queue's quick replies and the stage messages of a stay: read by everyone who works the queue, written by master and manager. */
@Injectable()
export class ReplyTemplatesService {
  private readonly codec: RowCodec<ReplyTemplateRow>;

  constructor(
    private readonly templates: ReplyTemplatesRepository,
    private readonly journal: BackOfficeJournal,
  ) {
    this.codec = replyTemplateCodec(templates);
  }

  async list(reader: Actor): Promise<ReplyTemplatesResponse> {
    return {
      templates: (await this.templates.list()).map(toResponse),
      activity: await this.journal.activity('replies', ACTIVITY_LOG_LIMITS.replies),
      ...(await this.journal.undoState('replies', reader)),
    };
  }

  async create(body: ReplyTemplateBody, actor: Actor): Promise<ReplyTemplateResponse> {
    const texts = checkedTexts(body);
    return this.journal.change('replies', async () => {
      const template: ReplyTemplateRow = { id: randomUUID(), ...texts, seedKey: null, stage: null, createdAt: new Date().toISOString() };
      await this.templates.insert(template);
      await this.journal.record('replies', actor, {
        action: 'reply.added',
        message: `Added quick reply ${template.titleEn}`,
        details: { title: template.titleEn },
        subjectId: template.id,
      }, [createdImage('reply-template', template.id)]);
      return toResponse(template);
    });
  }

  async update(id: string, body: ReplyTemplateBody, actor: Actor): Promise<ReplyTemplateResponse> {
    const texts = checkedTexts(body);
    return this.journal.change('replies', async () => {
      const before = await this.find(id);
      const template = { ...before, ...texts };
      if (template.titleEn === before.titleEn && template.titleId === before.titleId && template.bodyEn === before.bodyEn && template.bodyId === before.bodyId) {
        return toResponse(before);
      }
      const image = imageOf(this.codec, before);
      await this.templates.update(id, texts);
      // A stage's template is the message of that stage of every stay, not a quick reply: the log says which.
      await this.journal.record('replies', actor, {
        action: before.stage === null ? 'reply.edited' : 'reply.stageEdited',
        message: before.stage === null ? `Edited quick reply ${template.titleEn}` : `Edited the stage message ${template.titleEn}`,
        details: { title: template.titleEn },
        subjectId: id,
      }, [image]);
      return toResponse(template);
    });
  }

  async remove(id: string, actor: Actor): Promise<void> {
    await this.journal.change('replies', async () => {
      const before = await this.find(id);
      // Each stage of a stay keeps its message; the manager edits it.
      if (before.stage !== null) throw new ApiException('backOffice.stageTemplateKept');
      const image = imageOf(this.codec, before);
      await this.templates.remove(id);
      await this.journal.record('replies', actor, {
        action: 'reply.removed',
        message: `Removed quick reply ${before.titleEn}`,
        details: { title: before.titleEn },
        subjectId: id,
      }, [image]);
    });
  }

  undo(actor: Actor): Promise<UndoResponse> {
    return this.journal.undo('replies', actor, { message: 'Reverted quick reply change', codecs: [this.codec] });
  }

  private async find(id: string): Promise<ReplyTemplateRow> {
    const template = await this.templates.find(id);
    if (!template) throw new ApiException('backOffice.notFound', { what: 'quick reply' });
    return template;
  }
}
