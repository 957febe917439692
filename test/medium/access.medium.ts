import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { AccessRepository } from '../../apps/api/src/back-office/access/access.repository.ts';
import { StaffInvitationsRepository } from '../../apps/api/src/back-office/access/staff-invitations.repository.ts';
import type { DB } from '../../apps/api/src/database/db.generated.ts';
import { medium, type Medium } from './medium.ts';
import { removeStaff } from './factories.ts';

describe('Staff accounts and invitations on the database (medium)', () => {
  let tier: Medium;
  let accounts: AccessRepository;
  let invitations: StaffInvitationsRepository;
  const tag = randomUUID().slice(0, 8);
  const id = randomUUID();
  const username = `medium_${tag}`;
  const email = `Medium_${tag}@Prana.example`;
  const hash = (name: string) => `${name}-${tag}`.padEnd(64, '0');

  beforeAll(async () => {
    tier = await medium({ providers: [AccessRepository, StaffInvitationsRepository] });
    accounts = tier.get(AccessRepository);
    invitations = tier.get(StaffInvitationsRepository);
    await accounts.insert({ id, username: username.toUpperCase(), name: `Medium ${tag}`, email, role: 'manager', modules: ['bookings', 'maintenance'] });
  });
  afterAll(async () => {
    await removeStaff(tier.em(), [id]);
    await tier.close();
  });

  it('stores an invited account without a password, its sign-in name lower-case, and lists it', async () => {
    const stored = await accounts.find(id);
    expect(stored).toMatchObject({ id, username, email, role: 'manager', status: 'invited', modules: ['bookings', 'maintenance'], lastActiveAt: null, hasPassword: false });
    expect(new Date(stored!.createdAt).toISOString()).toBe(stored!.createdAt);
    expect(stored).not.toHaveProperty('passwordHash');
    expect((await accounts.list()).find((user) => user.id === id)).toEqual(stored);
    expect(await accounts.find(randomUUID())).toBeUndefined();
  });

  it('finds a taken email whatever its case, with LIKE characters taken literally, and a taken sign-in name', async () => {
    expect(await accounts.emailTaken(email.toLowerCase())).toBe(true);
    expect(await accounts.emailTaken(email.replace('_', '%'))).toBe(false);
    expect(await accounts.emailTaken(email.replace('@', '_'))).toBe(false);
    expect(await accounts.usernameTaken(username)).toBe(true);
    expect(await accounts.usernameTaken(`${username}2`)).toBe(false);
  });

  it('changes a role with its modules, and the modules alone', async () => {
    await accounts.setRole(id, 'staff', ['maintenance']);
    expect(await accounts.find(id)).toMatchObject({ role: 'staff', modules: ['maintenance'] });
    await accounts.setModules(id, []);
    expect((await accounts.find(id))!.modules).toEqual([]);
  });

  it('issues links, retires the unused ones, and lets a link be claimed once while unexpired', async () => {
    const now = new Date();
    const week = new Date(now.getTime() + 7 * 86_400_000);
    const first = randomUUID();
    await invitations.insert({ id: first, staffUserId: id, tokenHash: hash('first'), expiresAt: week });
    expect(await invitations.usable(hash('first'), now)).toEqual({
      id: first,
      expiresAt: week.toISOString(),
      staffUser: { id, name: `Medium ${tag}`, username, email, role: 'staff', status: 'invited' },
    });
    expect(await invitations.usable(hash('first'), new Date(week.getTime() + 1))).toBeUndefined();

    await invitations.retireUnused(id, now);
    expect(await invitations.usable(hash('first'), now)).toBeUndefined();
    expect(await invitations.claim(first, now)).toBe(false);

    const second = randomUUID();
    await invitations.insert({ id: second, staffUserId: id, tokenHash: hash('second'), expiresAt: week });
    expect(await invitations.claim(second, new Date(week.getTime() + 1))).toBe(false);
    expect(await invitations.claim(second, now)).toBe(true);
    expect(await invitations.claim(second, now)).toBe(false);
  });

  it('sets a password, which activates an invited account but never reinstates a suspended one', async () => {
    await accounts.setPassword(id, 'scrypt$first');
    expect(await accounts.find(id)).toMatchObject({ status: 'active', hasPassword: true });
    await tier.em().getKysely<DB>().updateTable('staff_users').set({ status: 'suspended' }).where('id', '=', id).execute();
    await accounts.setPassword(id, 'scrypt$second');
    expect(await accounts.find(id)).toMatchObject({ status: 'suspended', hasPassword: true });
  });

  it('removes an account with its invitations', async () => {
    const other = randomUUID();
    await accounts.insert({ id: other, username: `medium_other_${tag}`, name: 'Other', email: `other_${tag}@prana.example`, role: 'staff', modules: [] });
    await invitations.insert({ id: randomUUID(), staffUserId: other, tokenHash: hash('other'), expiresAt: new Date(Date.now() + 86_400_000) });
    await accounts.remove(other);
    expect(await accounts.find(other)).toBeUndefined();
    expect(await invitations.usable(hash('other'), new Date())).toBeUndefined();
  });
});
