import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { createHmac, randomBytes } from 'node:crypto';
import { invitationPath, type InvitationDetailsResponse, type InvitationResponse, type SetPasswordResponse } from '@prana/contracts';
import { APP_CONFIG } from '../../config/config.module.ts';
import type { AppConfig } from '../../config/app-config.ts';
import { StaffUser } from '../../auth/staff-user.entity.ts';
import { hashPassword } from '../../auth/password.ts';
import { StaffInvitation } from './staff-invitation.entity.ts';
import { BackOfficeJournal } from '../../journal/back-office-journal.service.ts';
import { ApiException } from '../../common/api-exception.ts';

/** How long an invitation link works. */
const INVITATION_DAYS = 7;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** One-time links to set a password: a random token, stored only as a keyed hash, with an expiry. */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly journal: BackOfficeJournal,
  ) {}

  private hashOf(token: string): string {
    return createHmac('sha256', this.config.sessionSecret).update(`invitation:${token}`).digest('hex');
  }

  /** A new link for the account; any earlier unused link stops working. */
  async issue(tx: EntityManager, user: StaffUser, now = new Date()): Promise<InvitationResponse> {
    await tx.nativeUpdate(StaffInvitation, { staffUser: user.id, usedAt: null }, { usedAt: now });
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
    tx.persist(new StaffInvitation(user, this.hashOf(token), expiresAt));
    return { token, path: invitationPath(token), expiresAt: expiresAt.toISOString() };
  }

  /** Who the link is for, so the page can greet them. */
  async details(token: string): Promise<InvitationDetailsResponse> {
    const invitation = await this.usable(this.em.fork(), token);
    const user = invitation.staffUser;
    return { name: user.name, username: user.username, email: user.email, role: user.role, expiresAt: invitation.expiresAt.toISOString() };
  }

  /** Sets the password once; an invited account becomes active. */
  async setPassword(token: string, password: string): Promise<SetPasswordResponse> {
    const invitation = await this.usable(this.em.fork(), token);
    if (invitation.staffUser.status === 'suspended') throw new ApiException('auth.suspended');
    const passwordHash = await hashPassword(password);
    const result = await this.em.fork().transactional(async (tx) => {
      // Claiming the link and setting the password commit together; a second use finds it claimed.
      const claimed = await tx.nativeUpdate(StaffInvitation, { id: invitation.id, usedAt: null, expiresAt: { $gt: new Date() } }, { usedAt: new Date() });
      if (claimed !== 1) throw new ApiException('access.invitationInvalid');
      const user = await tx.findOneOrFail(StaffUser, { id: invitation.staffUser.id });
      if (user.status === 'suspended') throw new ApiException('auth.suspended');
      user.passwordHash = passwordHash;
      if (user.status === 'invited') user.status = 'active';
      await tx.flush();
      return { username: user.username, role: user.role };
    });
    // An open access panel shows the account turn active.
    this.journal.publish(['access']);
    return result;
  }

  private async usable(em: EntityManager, token: string): Promise<StaffInvitation> {
    if (!TOKEN.test(token)) throw new ApiException('access.invitationInvalid');
    const invitation = await em.findOne(
      StaffInvitation,
      { tokenHash: this.hashOf(token), usedAt: null, expiresAt: { $gt: new Date() } },
      { populate: ['staffUser'] },
    );
    if (!invitation) throw new ApiException('access.invitationInvalid');
    return invitation;
  }
}
