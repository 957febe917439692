import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { StaffUsersRepository } from '../../apps/api/src/auth/staff-users.repository.ts';
import { StaffUser } from '../../apps/api/src/auth/staff-user.entity.ts';
import { medium, type Medium } from './medium.ts';
import { newStaffUser, removeStaffUsers } from './core-factories.ts';

describe('Staff accounts on the database (medium)', () => {
  let tier: Medium;
  let staffUsers: StaffUsersRepository;
  const created: string[] = [];
  const account = async (options: Parameters<typeof newStaffUser>[1] = {}) => {
    const staff = await newStaffUser(tier.em(), options);
    created.push(staff.id);
    return staff;
  };
  const stored = (id: string) => tier.em().findOneOrFail(StaffUser, { id });

  beforeAll(async () => {
    tier = await medium({ providers: [StaffUsersRepository] });
    staffUsers = tier.get(StaffUsersRepository);
  });
  afterAll(async () => {
    await removeStaffUsers(tier.em(), created);
    await tier.close();
  });

  it('finds an account by user name with what sign-in checks', async () => {
    const staff = await account({ role: 'manager', status: 'suspended', passwordHash: '$argon2id$hash' });
    expect(await staffUsers.byUsername(staff.username)).toEqual({
      id: staff.id,
      username: staff.username,
      name: staff.name,
      role: 'manager',
      status: 'suspended',
      passwordHash: '$argon2id$hash',
    });
    expect(await staffUsers.byUsername('no-such-person')).toBeUndefined();
  });

  it('replaces a password hash only while it is still the old one', async () => {
    const staff = await account({ passwordHash: '$scrypt$old' });
    await staffUsers.replacePasswordHash(staff.id, '$scrypt$other', '$argon2id$lost');
    expect((await stored(staff.id)).passwordHash).toBe('$scrypt$old');
    await staffUsers.replacePasswordHash(staff.id, '$scrypt$old', '$argon2id$new');
    expect((await stored(staff.id)).passwordHash).toBe('$argon2id$new');
  });

  it('records when an account was last active', async () => {
    const staff = await account();
    const at = new Date('2026-11-20T08:30:00Z');
    await staffUsers.touchLastActive(staff.id, at);
    expect((await stored(staff.id)).lastActiveAt).toEqual(at);
  });

  it('sets a status and answers the whole account, or nothing for an unknown id', async () => {
    const staff = await account({ role: 'staff' });
    const suspended = await staffUsers.setStatus(staff.id, 'suspended');
    expect(suspended).toEqual({
      id: staff.id,
      username: staff.username,
      name: staff.name,
      email: staff.email,
      role: 'staff',
      status: 'suspended',
      passwordHash: null,
      modules: [],
      lastActiveAt: null,
      createdAt: staff.createdAt,
    });
    expect((await stored(staff.id)).status).toBe('suspended');
    expect(await staffUsers.setStatus(randomUUID(), 'active')).toBeUndefined();
  });

  it('lists the active colleagues of the roles asked, by name', async () => {
    const zed = await account({ role: 'staff', name: 'Zzz Medium Colleague' });
    const amy = await account({ role: 'manager', name: 'Aaa Medium Colleague' });
    const away = await account({ role: 'staff', status: 'suspended', name: 'Aaa Medium Away' });
    const investor = await account({ role: 'investor', name: 'Aaa Medium Investor' });
    const colleagues = await staffUsers.colleagues(['staff', 'manager']);
    const ids = colleagues.map((colleague) => colleague.id);
    expect(ids.indexOf(amy.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(amy.id)).toBeLessThan(ids.indexOf(zed.id));
    expect(ids).not.toContain(away.id);
    expect(ids).not.toContain(investor.id);
    expect(colleagues.find((colleague) => colleague.id === amy.id)).toEqual({ id: amy.id, name: 'Aaa Medium Colleague' });
  });
});
