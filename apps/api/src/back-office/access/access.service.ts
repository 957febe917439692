import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type {
  AccessUserResponse,
  AccessUsersResponse,
  InviteAccessUserBody,
  InviteAccessUserResponse,
  UpdateAccessUserBody,
} from '@prana/contracts';
import {
  ACCESS_MODULES,
  LAST_ACTIVE_INVITE_PENDING,
  LAST_ACTIVE_JUST_NOW,
  defaultModules,
  inviteModules,
  isEmailAddress,
  nextAccessStatus,
  toggleModule,
  validateInvite,
  type AccessModule,
} from '@prana/domain';
import { StaffAccountsService } from '../../staff/staff-accounts.service.ts';
import { BackOfficeJournal, type Actor } from '../../journal/back-office-journal.service.ts';
import { AccessRepository, type AccessUserRow } from './access.repository.ts';
import { InvitationsService } from './invitations.service.ts';
import { ApiException, checked } from '../../common/api-exception.ts';

const ACCESS_ACTIVITY_LIMIT = 20;
/** A sign-in this recent reads 'Just now'. */
const JUST_NOW_MS = 5 * 60_000;

function toAccessUserResponse(user: AccessUserRow, viewerId: string, now = new Date()): AccessUserResponse {
  const lastActiveAt = user.lastActiveAt;
  const recent = lastActiveAt !== null && now.getTime() - new Date(lastActiveAt).getTime() < JUST_NOW_MS;
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    role: user.role,
    status: user.status,
    permissions: ACCESS_MODULES.filter((module) => user.modules.includes(module)),
    lastActiveAt,
    lastActive: user.status === 'invited' ? LAST_ACTIVE_INVITE_PENDING : recent ? LAST_ACTIVE_JUST_NOW : null,
    hasPassword: user.hasPassword,
    isSelf: user.id === viewerId,
    createdAt: user.createdAt,
  };
}

/** Access and permissions: the real staff accounts. Master only. */
@Injectable()
export class AccessService {
  constructor(
    private readonly users: AccessRepository,
    private readonly journal: BackOfficeJournal,
    private readonly invitations: InvitationsService,
    private readonly accounts: StaffAccountsService,
  ) {}

  async list(viewer: Actor): Promise<AccessUsersResponse> {
    const users = await this.users.list();
    const count = (status: AccessUserRow['status']) => users.filter((user) => user.status === status).length;
    return {
      users: users.map((user) => toAccessUserResponse(user, viewer.id)),
      counts: { total: users.length, active: count('active'), invited: count('invited'), suspended: count('suspended') },
      activity: await this.journal.activity('access', ACCESS_ACTIVITY_LIMIT),
    };
  }

  /** Invite: an invited account with the role's default modules when none are picked, and a one-time link. */
  async invite(body: InviteAccessUserBody, actor: Actor): Promise<InviteAccessUserResponse> {
    const { name, email } = checked(validateInvite(body));
    if (!isEmailAddress(email)) throw ApiException.field('email', 'validation.validEmail');
    const modules = inviteModules(body.role, (body.modules ?? []) as AccessModule[]);
    return this.journal.change('access', async () => {
      if (await this.users.emailTaken(email)) throw new ApiException('access.emailTaken');
      const username = body.username ? body.username.toLowerCase() : await this.freeUsername(email);
      if (await this.users.usernameTaken(username)) throw new ApiException('access.usernameTaken', { name: username });
      const id = randomUUID();
      await this.users.insert({ id, username, name, email, role: body.role, modules });
      const invitation = await this.invitations.issue(id);
      const user = await this.find(id);
      await this.journal.log('access', actor, {
        action: 'user.invited',
        message: `Invited ${user.name} (${user.email}) as ${user.role}`,
        details: { name: user.name, email: user.email, role: user.role },
        subjectId: user.id,
      });
      return { user: toAccessUserResponse(user, actor.id), invitation };
    });
  }

  /** A fresh one-time link for an account that has no password yet (earlier links stop working). */
  async reinvite(id: string, actor: Actor): Promise<InviteAccessUserResponse> {
    return this.journal.change('access', async () => {
      const user = await this.find(id);
      if (user.hasPassword) throw new ApiException('access.hasPassword');
      const invitation = await this.invitations.issue(user.id);
      await this.journal.log('access', actor, {
        action: 'user.reinvited',
        message: `Sent a new invitation link to ${user.name}`,
        details: { name: user.name },
        subjectId: user.id,
      });
      return { user: toAccessUserResponse(user, actor.id), invitation };
    });
  }

  /** Toggle status, change role (modules reset to the role's defaults) or toggle one module chip. */
  async update(id: string, body: UpdateAccessUserBody, actor: Actor): Promise<AccessUserResponse> {
    if (body.status !== undefined) return this.toggleStatus(id, body.status, actor);
    let signOut = false;
    const user = await this.journal.change('access', async () => {
      const user = await this.find(id);
      if (body.role !== undefined) {
        if (body.role === user.role) return user;
        if (user.id === actor.id) throw new ApiException('access.ownRole');
        const from = user.role;
        const changed = { ...user, role: body.role, modules: defaultModules(body.role) };
        await this.users.setRole(changed.id, changed.role, changed.modules);
        // Their open sockets sit in the old role's rooms: they sign in again under the new role.
        signOut = true;
        await this.log(actor, changed, 'user.role-changed', `Changed ${changed.name} from ${from} to ${changed.role}`, { from, to: changed.role });
        return changed;
      }
      if (body.toggleModule !== undefined) {
        const module = body.toggleModule;
        const had = user.modules.includes(module);
        const changed = { ...user, modules: toggleModule(user.modules as AccessModule[], module) };
        await this.users.setModules(changed.id, changed.modules);
        const message = had ? `Removed ${module} from ${user.name}` : `Granted ${module} to ${user.name}`;
        await this.log(actor, changed, had ? 'module.removed' : 'module.granted', message, { module });
        return changed;
      }
      return user;
    });
    if (signOut) await this.accounts.endSessions(user.id, 'signed-out');
    return toAccessUserResponse(user, actor.id);
  }

  /**
   * Toggle status: invited → active → suspended → active. The shared StaffAccountsService stores
   * the new status and, when suspending, ends every session and open socket of the person.
   */
  private async toggleStatus(id: string, target: AccessUserRow['status'], actor: Actor): Promise<AccessUserResponse> {
    const user = await this.find(id);
    if (target === user.status) return toAccessUserResponse(user, actor.id);
    const next = nextAccessStatus(user.status);
    if (target !== next) throw new ApiException('access.statusStep', { from: user.status, to: next });
    if (user.id === actor.id) throw new ApiException('access.ownSuspend');
    if (target === 'suspended') await this.accounts.suspend(id);
    else await this.accounts.reinstate(id);
    const changed = await this.journal.change('access', async () => {
      const suspended = target === 'suspended';
      const changed = await this.find(id);
      await this.log(actor, changed, suspended ? 'user.suspended' : 'user.activated', `${suspended ? 'Suspended' : 'Activated'} ${changed.name}`);
      return changed;
    });
    return toAccessUserResponse(changed, actor.id);
  }

  /** Remove access: the account and its sessions go; the activity log keeps the name. */
  async remove(id: string, actor: Actor): Promise<void> {
    if (id === actor.id) throw new ApiException('access.ownRemove');
    await this.journal.change('access', async () => {
      const user = await this.find(id);
      await this.log(actor, user, 'user.removed', `Removed access for ${user.name} (${user.email})`, { email: user.email });
      await this.users.remove(user.id);
    });
    await this.accounts.endSessions(id, 'signed-out');
  }

  private log(actor: Actor, user: AccessUserRow, action: string, message: string, extra: Record<string, string> = {}): Promise<void> {
    return this.journal.log('access', actor, { action, message, details: { name: user.name, ...extra }, subjectId: user.id });
  }

  private async find(id: string): Promise<AccessUserRow> {
    const user = await this.users.find(id);
    if (!user) throw new ApiException('staff.notFound');
    return user;
  }

  /** A sign-in name from the email's local part, made unique with a number when needed. */
  private async freeUsername(email: string): Promise<string> {
    const local = email.split('@')[0]!.toLowerCase().replace(/[^a-z0-9._-]/g, '').slice(0, 36);
    const base = local.length >= 3 ? local : `${local}staff`.slice(0, 36);
    for (let suffix = 1; ; suffix += 1) {
      const candidate = suffix === 1 ? base : `${base}${suffix}`;
      if (!(await this.users.usernameTaken(candidate))) return candidate;
    }
  }
}
