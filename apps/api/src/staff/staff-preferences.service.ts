import { Injectable } from '@nestjs/common';
import { DEFAULT_FOCUS, FOCUS_WORKSTREAM_IDS, type FocusWorkstreamId, type StaffPreferencesResponse } from '@prana/contracts';
import { StaffPreferencesRepository } from './staff-preferences.repository.ts';

/** Canonical order, so the stored list never depends on the order boxes were ticked. */
function ordered(focus: readonly FocusWorkstreamId[]): FocusWorkstreamId[] {
  return FOCUS_WORKSTREAM_IDS.filter((id) => focus.includes(id));
}

@Injectable()
export class StaffPreferencesService {
  constructor(private readonly preferences: StaffPreferencesRepository) {}

  async get(staffUserId: string): Promise<StaffPreferencesResponse> {
    return { focus: ordered((await this.preferences.focus(staffUserId)) ?? DEFAULT_FOCUS) };
  }

  async save(staffUserId: string, focus: readonly FocusWorkstreamId[]): Promise<StaffPreferencesResponse> {
    const value = ordered(focus);
    await this.preferences.saveFocus(staffUserId, value, new Date());
    return { focus: value };
  }
}
