import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ROOMS } from '@prana/contracts';
import { StaffUser } from '../auth/staff-user.entity.ts';
import { SessionsService } from '../auth/sessions.service.ts';
import { RealtimeService } from '../realtime/realtime.service.ts';
import { isUuid } from '../common/ids.ts';
import { ApiException } from '../common/api-exception.ts';


/**
 * Account state changes that must reach every open browser of the person at once (ARCHITECTURE
 * "Sessions and roles"). The access-management panel calls these; nothing else flips `status`.
 * Each call uses its own EntityManager fork, so it works from a request, a job or a script.
 */
@Injectable()
export class StaffAccountsService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionsService,
    private readonly realtime: RealtimeService,
  ) {}

  /**
   * Suspends an account: stored first, then every session row is deleted (REST refuses the old
   * cookies) and every open socket, on whichever api instance, is told why and closed.
   */
  async suspend(staffUserId: string): Promise<StaffUser> {
    const em = this.em.fork();
    const staff = await this.find(em, staffUserId);
    staff.status = 'suspended';
    await em.flush();
    await this.endSessions(staffUserId, 'suspended');
    return staff;
  }

  /** Lets a suspended account sign in again (its old sessions stay ended). */
  async reinstate(staffUserId: string): Promise<StaffUser> {
    const em = this.em.fork();
    const staff = await this.find(em, staffUserId);
    staff.status = 'active';
    await em.flush();
    return staff;
  }

  /**
   * Signs a person out everywhere, e.g. after their role changed, so their next handshake joins
   * the rooms of the new role.
   */
  async endSessions(staffUserId: string, reason: 'suspended' | 'signed-out' = 'signed-out'): Promise<void> {
    await this.sessions.endAllForStaff(staffUserId);
    await this.realtime.endSessions(ROOMS.staffUser(staffUserId), reason);
  }

  private async find(em: EntityManager, staffUserId: string): Promise<StaffUser> {
    const staff = isUuid(staffUserId) ? await em.findOne(StaffUser, { id: staffUserId }) : null;
    if (!staff) throw new ApiException('staff.notFound');
    return staff;
  }
}
