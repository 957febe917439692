import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  emptyBody,
  inviteAccessUserBody,
  setPasswordBody,
  updateAccessUserBody,
  type AccessUserResponse,
  type AccessUsersResponse,
  type InvitationDetailsResponse,
  type InviteAccessUserBody,
  type InviteAccessUserResponse,
  type SetPasswordBody,
  type SetPasswordResponse,
  type UpdateAccessUserBody,
} from '@prana/contracts';
import { CurrentSession, Public, StaffOnly } from '../../auth/access.ts';
import type { SessionContext } from '../../auth/sessions.service.ts';
import { actorOf } from '../../journal/http.ts';
import { IdParam } from '../../common/ids.ts';
import { AccessService } from './access.service.ts';
import { InvitationsService } from './invitations.service.ts';
import { Responds, RespondsEmpty } from '../../docs/responds.ts';

@Controller('access-users')
@StaffOnly('access.manage')
export class AccessController {
  constructor(private readonly access: AccessService) {}

  @ApiOperation({ summary: 'List staff accounts' })
  @Get()
  @Responds('AccessUsersResponse')
  list(@CurrentSession() session: SessionContext | null): Promise<AccessUsersResponse> {
    return this.access.list(actorOf(session));
  }

  @ApiOperation({ summary: 'Invite a staff account' })
  @Post()
  @Responds('InviteAccessUserResponse')
  invite(
    @Body({ schema: inviteAccessUserBody }) body: InviteAccessUserBody,
    @CurrentSession() session: SessionContext | null,
  ): Promise<InviteAccessUserResponse> {
    return this.access.invite(body, actorOf(session));
  }

  @ApiOperation({ summary: 'Send a staff account a new invitation' })
  @Post(':id/invitation')
  @Responds('InviteAccessUserResponse')
  reinvite(
    @Param('id', new IdParam('backOffice.notFound', { what: 'staff account' })) id: string,
    @Body({ schema: emptyBody }) _body: unknown,
    @CurrentSession() session: SessionContext | null,
  ): Promise<InviteAccessUserResponse> {
    return this.access.reinvite(id, actorOf(session));
  }

  @ApiOperation({ summary: 'Change a staff account' })
  @Patch(':id')
  @Responds('AccessUserResponse')
  update(
    @Param('id', new IdParam('backOffice.notFound', { what: 'staff account' })) id: string,
    @Body({ schema: updateAccessUserBody }) body: UpdateAccessUserBody,
    @CurrentSession() session: SessionContext | null,
  ): Promise<AccessUserResponse> {
    return this.access.update(id, body, actorOf(session));
  }

  @ApiOperation({ summary: 'Remove a staff account' })
  @Delete(':id')
  @HttpCode(204)
  @RespondsEmpty()
  remove(@Param('id', new IdParam('backOffice.notFound', { what: 'staff account' })) id: string, @CurrentSession() session: SessionContext | null): Promise<void> {
    return this.access.remove(id, actorOf(session));
  }
}

/** The invited person's side: public, the token is the credential. */
@Controller('auth/invitations')
@Public()
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  @ApiOperation({ summary: 'Read an invitation' })
  @Get(':token')
  @Responds('InvitationDetailsResponse')
  details(@Param('token') token: string): Promise<InvitationDetailsResponse> {
    return this.invitations.details(token);
  }

  @ApiOperation({ summary: 'Accept an invitation by setting a password' })
  @Post(':token')
  @HttpCode(200)
  @Responds('SetPasswordResponse')
  setPassword(@Param('token') token: string, @Body({ schema: setPasswordBody }) body: SetPasswordBody): Promise<SetPasswordResponse> {
    return this.invitations.setPassword(token, body.password);
  }
}
