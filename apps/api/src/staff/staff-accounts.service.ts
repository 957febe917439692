import { Injectable } from '@nestjs/common';
import { ROOMS } from '@prana/contracts';
import { StaffUsersRepository, type StaffUserRow } from '../auth/staff-users.repository.ts';
import { SessionsService } from '../auth/sessions.service.ts';
import { RealtimeService } from '../realtime/realtime.service.ts';
import { isUuid } from '../common/ids.ts';
import { ApiException } from '../common/api-exception.ts';

/**
 * Account state changes that must reach every open browser of the person at once. The
 * access-management panel calls these; nothing else flips `status`.
 */
@Injectable()
export class StaffAccountsService {
  constructor(
    private readonly staffUsers: StaffUsersRepository,
    private readonly sessions: SessionsService,
    private readonly realtime: RealtimeService,
  ) {}

  /**
   * Suspends an account: stored first, then every session row is deleted (REST refuses the old
   * cookies) and every open socket, on whichever api instance, is told why and closed.
   */
  async suspend(staffUserId: string): Promise<StaffUserRow> {
    const staff = await this.setStatus(staffUserId, 'suspended');
    await this.endSessions(staffUserId, 'suspended');
    return staff;
  }

  /** Lets a suspended account sign in again (its old sessions stay ended). */
  async reinstate(staffUserId: string): Promise<StaffUserRow> {
    return this.setStatus(staffUserId, 'active');
  }

  /**
   * Signs a person out everywhere, e.g. after their role changed, so their next handshake joins
   * the rooms of the new role.
   */
  async endSessions(staffUserId: string, reason: 'suspended' | 'signed-out' = 'signed-out'): Promise<void> {
    await this.sessions.endAllForStaff(staffUserId);
    await this.realtime.endSessions(ROOMS.staffUser(staffUserId), reason);
  }

  private async setStatus(staffUserId: string, status: StaffUserRow['status']): Promise<StaffUserRow> {
    const staff = isUuid(staffUserId) ? await this.staffUsers.setStatus(staffUserId, status) : undefined;
    if (!staff) throw new ApiException('staff.notFound');
    return staff;
  }
}
