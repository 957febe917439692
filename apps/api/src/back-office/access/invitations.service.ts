import { Inject, Injectable } from '@nestjs/common';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { invitationPath, type InvitationDetailsResponse, type InvitationResponse, type SetPasswordResponse } from '@prana/contracts';
import { APP_CONFIG } from '../../config/config.module.ts';
import type { AppConfig } from '../../config/app-config.ts';
import { hashPassword } from '../../auth/password.ts';
import { Transactions } from '../../database/transactions.ts';
import { BackOfficeJournal } from '../../journal/back-office-journal.service.ts';
import { ApiException } from '../../common/api-exception.ts';
import { AccessRepository } from './access.repository.ts';
import { StaffInvitationsRepository, type UsableInvitation } from './staff-invitations.repository.ts';

/** How long an invitation link works. */
const INVITATION_DAYS = 7;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** One-time links to set a password: a random token, stored only as a keyed hash, with an expiry. */
@Injectable()
export class InvitationsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transactions: Transactions,
    private readonly invitations: StaffInvitationsRepository,
    private readonly accounts: AccessRepository,
    private readonly journal: BackOfficeJournal,
  ) {}

  private hashOf(token: string): string {
    return createHmac('sha256', this.config.sessionSecret).update(`invitation:${token}`).digest('hex');
  }

  /** A new link for the account; any earlier unused link stops working. Joins the caller's transaction. */
  async issue(staffUserId: string, now = new Date()): Promise<InvitationResponse> {
    await this.invitations.retireUnused(staffUserId, now);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
    await this.invitations.insert({ id: randomUUID(), staffUserId, tokenHash: this.hashOf(token), expiresAt });
    return { token, path: invitationPath(token), expiresAt: expiresAt.toISOString() };
  }

  /** Who the link is for, so the page can greet them. */
  async details(token: string): Promise<InvitationDetailsResponse> {
    const invitation = await this.usable(token);
    const user = invitation.staffUser;
    return { name: user.name, username: user.username, email: user.email, role: user.role, expiresAt: invitation.expiresAt };
  }

  /** Sets the password once; an invited account becomes active. */
  async setPassword(token: string, password: string): Promise<SetPasswordResponse> {
    const invitation = await this.usable(token);
    if (invitation.staffUser.status === 'suspended') throw new ApiException('auth.suspended');
    const passwordHash = await hashPassword(password);
    const result = await this.transactions.run(async () => {
      // Claiming the link and setting the password commit together; a second use finds it claimed.
      if (!(await this.invitations.claim(invitation.id, new Date()))) throw new ApiException('access.invitationInvalid');
      const user = await this.accounts.find(invitation.staffUser.id);
      if (!user) throw new ApiException('access.invitationInvalid');
      if (user.status === 'suspended') throw new ApiException('auth.suspended');
      await this.accounts.setPassword(user.id, passwordHash);
      return { username: user.username, role: user.role };
    });
    // An open access panel shows the account turn active.
    this.journal.publish(['access']);
    return result;
  }

  private async usable(token: string): Promise<UsableInvitation> {
    if (!TOKEN.test(token)) throw new ApiException('access.invitationInvalid');
    const invitation = await this.invitations.usable(this.hashOf(token), new Date());
    if (!invitation) throw new ApiException('access.invitationInvalid');
    return invitation;
  }
}
