import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FOCUS } from '@prana/contracts';
import { StaffPreferencesRepository } from '../../apps/api/src/staff/staff-preferences.repository.ts';
import { StaffPreferencesService } from '../../apps/api/src/staff/staff-preferences.service.ts';
import { StaffPreference } from '../../apps/api/src/staff/staff-preference.entity.ts';
import type { StaffUser } from '../../apps/api/src/auth/staff-user.entity.ts';
import { medium, type Medium } from './medium.ts';
import { newStaffUser, removeStaffUsers } from './core-factories.ts';

describe('Staff preferences on the database (medium)', () => {
  let tier: Medium;
  let preferences: StaffPreferencesRepository;
  let service: StaffPreferencesService;
  let staff: StaffUser;
  let other: StaffUser;

  beforeAll(async () => {
    tier = await medium({ providers: [StaffPreferencesRepository, StaffPreferencesService] });
    preferences = tier.get(StaffPreferencesRepository);
    service = tier.get(StaffPreferencesService);
    staff = await newStaffUser(tier.em());
    other = await newStaffUser(tier.em());
  });
  afterAll(async () => {
    await removeStaffUsers(tier.em(), [staff.id, other.id]);
    await tier.close();
  });

  it('stores a focus, replaces it on the next save, and keeps each person’s own', async () => {
    expect(await preferences.focus(staff.id)).toBeUndefined();
    await preferences.saveFocus(staff.id, ['operations', 'content'], new Date('2026-11-20T08:00:00Z'));
    expect(await preferences.focus(staff.id)).toEqual(['operations', 'content']);
    const later = new Date('2026-11-21T08:00:00Z');
    await preferences.saveFocus(staff.id, [], later);
    expect(await preferences.focus(staff.id)).toEqual([]);
    expect((await tier.em().findOneOrFail(StaffPreference, { staffUser: staff.id })).updatedAt).toEqual(later);
    expect(await preferences.focus(other.id)).toBeUndefined();
  });

  it('lets two saves of one person race without colliding on the key', async () => {
    await Promise.all([preferences.saveFocus(other.id, ['financials'], new Date()), preferences.saveFocus(other.id, ['governance'], new Date())]);
    expect([['financials'], ['governance']]).toContainEqual(await preferences.focus(other.id));
    expect(await tier.em().count(StaffPreference, { staffUser: other.id })).toBe(1);
  });

  it('answers the default focus until one is saved, and stores it in the canonical order', async () => {
    const fresh = await newStaffUser(tier.em());
    try {
      expect(await service.get(fresh.id)).toEqual({ focus: [...DEFAULT_FOCUS] });
      expect(await service.save(fresh.id, ['governance', 'financials'])).toEqual({ focus: ['financials', 'governance'] });
      expect(await preferences.focus(fresh.id)).toEqual(['financials', 'governance']);
    } finally {
      await removeStaffUsers(tier.em(), [fresh.id]);
    }
  });
});
