import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  emptyBody,
  replyTemplateBody,
  type ReplyTemplateBody,
  type ReplyTemplateResponse,
  type ReplyTemplatesResponse,
  type UndoResponse,
} from '@prana/contracts';
import { CurrentSession, StaffOnly } from '../../auth/access.ts';
import type { SessionContext } from '../../auth/sessions.service.ts';
import { actorOf } from '../../journal/http.ts';
import { IdParam } from '../../common/ids.ts';
import { Responds, RespondsEmpty } from '../../docs/responds.ts';
import { ReplyTemplatesService } from './reply-templates.service.ts';

@Controller('reply-templates')
export class ReplyTemplatesController {
  constructor(private readonly replies: ReplyTemplatesService) {}

  @ApiOperation({ summary: 'List the quick replies of the concierge queue' })
  @Get()
  @StaffOnly('requests.read')
  @Responds('ReplyTemplatesResponse')
  list(@CurrentSession() session: SessionContext | null): Promise<ReplyTemplatesResponse> {
    return this.replies.list(actorOf(session));
  }

  @ApiOperation({ summary: 'Add a quick reply' })
  @Post()
  @StaffOnly('replies.write')
  @Responds('ReplyTemplateResponse')
  create(
    @Body({ schema: replyTemplateBody }) body: ReplyTemplateBody,
    @CurrentSession() session: SessionContext | null,
  ): Promise<ReplyTemplateResponse> {
    return this.replies.create(body, actorOf(session));
  }

  @ApiOperation({ summary: 'Undo the last quick reply change' })
  @Post('undo')
  @HttpCode(200)
  @StaffOnly('replies.write')
  @Responds('UndoResponse')
  undo(@Body({ schema: emptyBody }) _body: unknown, @CurrentSession() session: SessionContext | null): Promise<UndoResponse> {
    return this.replies.undo(actorOf(session));
  }

  @ApiOperation({ summary: 'Edit a quick reply' })
  @Put(':id')
  @StaffOnly('replies.write')
  @Responds('ReplyTemplateResponse')
  update(
    @Param('id', new IdParam('backOffice.notFound', { what: 'quick reply' })) id: string,
    @Body({ schema: replyTemplateBody }) body: ReplyTemplateBody,
    @CurrentSession() session: SessionContext | null,
  ): Promise<ReplyTemplateResponse> {
    return this.replies.update(id, body, actorOf(session));
  }

  @ApiOperation({ summary: 'Remove a quick reply' })
  @Delete(':id')
  @HttpCode(204)
  @StaffOnly('replies.write')
  @RespondsEmpty()
  remove(
    @Param('id', new IdParam('backOffice.notFound', { what: 'quick reply' })) id: string,
    @CurrentSession() session: SessionContext | null,
  ): Promise<void> {
    return this.replies.remove(id, actorOf(session));
  }
}
