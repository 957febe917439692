import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_FOCUS, FOCUS_WORKSTREAM_IDS, type FocusWorkstreamId, type StaffPreferencesResponse } from '@prana/contracts';
import { StaffUser } from '../auth/staff-user.entity.ts';
import { StaffPreference } from './staff-preference.entity.ts';

/** Canonical order, so the stored list never depends on the order boxes were ticked. */
function ordered(focus: readonly FocusWorkstreamId[]): FocusWorkstreamId[] {
  return FOCUS_WORKSTREAM_IDS.filter((id) => focus.includes(id));
}

@Injectable()
export class StaffPreferencesService {
  constructor(private readonly em: EntityManager) {}

  async get(staffUserId: string): Promise<StaffPreferencesResponse> {
    const stored = await this.em.findOne(StaffPreference, { staffUser: staffUserId });
    return { focus: ordered(stored?.focus ?? DEFAULT_FOCUS) };
  }

  /** Insert or replace in one statement, so two tabs saving at once cannot collide on the key. */
  async save(staffUserId: string, focus: readonly FocusWorkstreamId[]): Promise<StaffPreferencesResponse> {
    const value = ordered(focus);
    await this.em.upsert(StaffPreference, {
      staffUser: this.em.getReference(StaffUser, staffUserId),
      focus: value,
      updatedAt: new Date(),
    });
    return { focus: value };
  }
}
