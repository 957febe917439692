import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
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
import { StaffUser } from '../../auth/staff-user.entity.ts';
import { StaffAccountsService } from '../../staff/staff-accounts.service.ts';
import { BackOfficeJournal, type Actor } from '../../journal/back-office-journal.service.ts';

import { InvitationsService } from './invitations.service.ts';
import { ApiException, checked } from '../../common/api-exception.ts';

const ACCESS_ACTIVITY_LIMIT = 20;
/** A sign-in this recent reads 'Just now'. */
const JUST_NOW_MS = 5 * 60_000;

function toAccessUserResponse(user: StaffUser, viewerId: string, now = new Date()): AccessUserResponse {
  const lastActiveAt = user.lastActiveAt?.toISOString() ?? null;
  const recent = user.lastActiveAt !== null && now.getTime() - user.lastActiveAt.getTime() < JUST_NOW_MS;
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
    hasPassword: user.passwordHash !== null,
    isSelf: user.id === viewerId,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Access and permissions: the real staff accounts. Master only. */
@Injectable()
export class AccessService {
  constructor(
    private readonly em: EntityManager,
    private readonly journal: BackOfficeJournal,
    private readonly invitations: InvitationsService,
    private readonly accounts: StaffAccountsService,
  ) {}

  async list(viewer: Actor): Promise<AccessUsersResponse> {
    const em = this.em.fork();
    const users = await em.find(StaffUser, {}, { orderBy: { createdAt: 'asc', username: 'asc' } });
    const count = (status: StaffUser['status']) => users.filter((user) => user.status === status).length;
    return {
      users: users.map((user) => toAccessUserResponse(user, viewer.id)),
      counts: { total: users.length, active: count('active'), invited: count('invited'), suspended: count('suspended') },
      activity: await this.journal.activity(em, 'access', ACCESS_ACTIVITY_LIMIT),
    };
  }

  /** Invite: an invited account with the role's default modules when none are picked, and a one-time link. */
  async invite(body: InviteAccessUserBody, actor: Actor): Promise<InviteAccessUserResponse> {
    const { name, email } = checked(validateInvite(body));
    if (!isEmailAddress(email)) throw ApiException.field('email', 'validation.validEmail');
    const modules = inviteModules(body.role, (body.modules ?? []) as AccessModule[]);
    return this.journal.change('access', async (tx) => {
      if (await tx.count(StaffUser, { email: { $ilike: escapeLike(email) } })) {
        throw new ApiException('access.emailTaken');
      }
      const username = body.username ? body.username.toLowerCase() : await freeUsername(tx, email);
      if (await tx.count(StaffUser, { username })) throw new ApiException('access.usernameTaken', { name: username });
      const user = new StaffUser(username, name, email, body.role);
      user.modules = modules;
      tx.persist(user);
      const invitation = await this.invitations.issue(tx, user);
      this.journal.log(tx, 'access', actor, {
        action: 'user.invited',
        message: `Invited ${user.name} (${user.email}) as ${user.role}`,
        details: { name: user.name, email: user.email, role: user.role },
        subjectId: user.id,
      });
      await tx.flush();
      return { user: toAccessUserResponse(user, actor.id), invitation };
    });
  }

  /** A fresh one-time link for an account that has no password yet (earlier links stop working). */
  async reinvite(id: string, actor: Actor): Promise<InviteAccessUserResponse> {
    return this.journal.change('access', async (tx) => {
      const user = await find(tx, id);
      if (user.passwordHash !== null) throw new ApiException('access.hasPassword');
      const invitation = await this.invitations.issue(tx, user);
      this.journal.log(tx, 'access', actor, {
        action: 'user.reinvited',
        message: `Sent a new invitation link to ${user.name}`,
        details: { name: user.name },
        subjectId: user.id,
      });
      await tx.flush();
      return { user: toAccessUserResponse(user, actor.id), invitation };
    });
  }

  /** Toggle status, change role (modules reset to the role's defaults) or toggle one module chip. */
  async update(id: string, body: UpdateAccessUserBody, actor: Actor): Promise<AccessUserResponse> {
    if (body.status !== undefined) return this.toggleStatus(id, body.status, actor);
    let signOut = false;
    const user = await this.journal.change('access', async (tx) => {
      const user = await find(tx, id);
      if (body.role !== undefined) {
        if (body.role === user.role) return user;
        if (user.id === actor.id) throw new ApiException('access.ownRole');
        const from = user.role;
        user.role = body.role;
        user.modules = defaultModules(body.role);
        // Their open sockets sit in the old role's rooms: they sign in again under the new role.
        signOut = true;
        this.log(tx, actor, user, 'user.role-changed', `Changed ${user.name} from ${from} to ${user.role}`, { from, to: user.role });
      } else if (body.toggleModule !== undefined) {
        const module = body.toggleModule;
        const had = user.modules.includes(module);
        user.modules = toggleModule(user.modules as AccessModule[], module);
        const message = had ? `Removed ${module} from ${user.name}` : `Granted ${module} to ${user.name}`;
        this.log(tx, actor, user, had ? 'module.removed' : 'module.granted', message, { module });
      }
      await tx.flush();
      return user;
    });
    if (signOut) await this.accounts.endSessions(user.id, 'signed-out');
    return toAccessUserResponse(user, actor.id);
  }

  /**
   * Toggle status: invited → active → suspended → active. The shared StaffAccountsService stores
   * the new status and, when suspending, ends every session and open socket of the person.
   */
  private async toggleStatus(id: string, target: StaffUser['status'], actor: Actor): Promise<AccessUserResponse> {
    const user = await find(this.em.fork(), id);
    if (target === user.status) return toAccessUserResponse(user, actor.id);
    const next = nextAccessStatus(user.status);
    if (target !== next) throw new ApiException('access.statusStep', { from: user.status, to: next });
    if (user.id === actor.id) throw new ApiException('access.ownSuspend');
    const changed = target === 'suspended' ? await this.accounts.suspend(id) : await this.accounts.reinstate(id);
    await this.journal.change('access', async (tx) => {
      const suspended = target === 'suspended';
      this.log(tx, actor, changed, suspended ? 'user.suspended' : 'user.activated', `${suspended ? 'Suspended' : 'Activated'} ${changed.name}`);
      await tx.flush();
    });
    return toAccessUserResponse(changed, actor.id);
  }

  /** Remove access: the account and its sessions go; the activity log keeps the name. */
  async remove(id: string, actor: Actor): Promise<void> {
    if (id === actor.id) throw new ApiException('access.ownRemove');
    await this.journal.change('access', async (tx) => {
      const user = await find(tx, id);
      this.log(tx, actor, user, 'user.removed', `Removed access for ${user.name} (${user.email})`, { email: user.email });
      await tx.flush();
      await tx.nativeDelete(StaffUser, { id: user.id });
    });
    await this.accounts.endSessions(id, 'signed-out');
  }

  private log(tx: EntityManager, actor: Actor, user: StaffUser, action: string, message: string, extra: Record<string, string> = {}): void {
    this.journal.log(tx, 'access', actor, { action, message, details: { name: user.name, ...extra }, subjectId: user.id });
  }
}

async function find(em: EntityManager, id: string): Promise<StaffUser> {
  const user = await em.findOne(StaffUser, { id });
  if (!user) throw new ApiException('staff.notFound');
  return user;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A sign-in name from the email's local part, made unique with a number when needed. */
async function freeUsername(em: EntityManager, email: string): Promise<string> {
  const local = email.split('@')[0]!.toLowerCase().replace(/[^a-z0-9._-]/g, '').slice(0, 36);
  const base = local.length >= 3 ? local : `${local}staff`.slice(0, 36);
  for (let suffix = 1; ; suffix += 1) {
    const candidate = suffix === 1 ? base : `${base}${suffix}`;
    if (!(await em.count(StaffUser, { username: candidate }))) return candidate;
  }
}

