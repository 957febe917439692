import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@prana/contracts';
import { ApiException } from '../common/api-exception.ts';
import { errorBody } from '../common/http-exception.filter.ts';
import { IdParam } from '../common/ids.ts';
import { checkedProfile } from './team/employee-input.ts';
import { toMaintenanceTaskResponse } from './maintenance/maintenance.service.ts';
import type { MaintenanceTaskRow } from './maintenance/maintenance-tasks.repository.ts';

const today = '2026-11-21';
const profile = {
  name: ' Ayu ',
  role: 'concierge-lead',
  department: 'guest-experience',
  wage: 8_200_000,
  startDate: '2022-01-01',
  lastReview: '2026-10-01',
  status: 'active' as const,
  notes: '  ',
};

function refusal(run: () => unknown): ApiErrorBody {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiException) return errorBody(error.coded, error.fields);
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('checkedProfile', () => {
  it('trims, and stores blank notes as absent', () => {
    expect(checkedProfile(profile, today)).toEqual({ ...profile, name: 'Ayu', notes: null });
  });

  it('names the field to fix', () => {
    expect(refusal(() => checkedProfile({ ...profile, role: 'chef' }, today))).toEqual({
      error: 'Choose a role from the list.',
      code: 'backOffice.chooseRole',
      fields: { role: { code: 'backOffice.chooseRole' } },
    });
    expect(refusal(() => checkedProfile({ ...profile, wage: 0 }, today)).fields).toHaveProperty('wage');
    expect(refusal(() => checkedProfile({ ...profile, lastReview: '2026-11-22' }, today))).toMatchObject({
      error: 'Last review cannot be in the future.',
      code: 'validation.notFuture',
      params: { label: 'lastReview' },
    });
  });
});

describe('IdParam', () => {
  it('lets a uuid through (lower-cased) and answers 404 for anything else', () => {
    const pipe = new IdParam('backOffice.notFound', { what: 'teammate' });
    expect(pipe.transform('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(() => pipe.transform('42')).toThrow(ApiException);
    expect(() => pipe.transform("1' or '1'='1")).toThrow('No teammate with that id.');
  });
});

describe('toMaintenanceTaskResponse', () => {
  it('derives priority, dueInDays and the status on each read', () => {
    const task: MaintenanceTaskRow = {
      id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      area: 'Pool',
      task: 'Clean',
      villa: 'Jungle Loft',
      lastCompleted: '2026-06-01',
      nextDue: '2026-12-01',
      recurrenceMonths: 6,
      status: 'scheduled',
      notes: null,
      assignee: null,
      seedKey: null,
      createdAt: '2026-06-01T02:00:00.000Z',
    };
    expect(toMaintenanceTaskResponse(task, today)).toMatchObject({ priority: 'dueSoon', status: 'scheduled', dueInDays: 10 });
    expect(toMaintenanceTaskResponse(task, '2026-12-02')).toMatchObject({ priority: 'overdue', status: 'overdue', dueInDays: -1 });
    expect(toMaintenanceTaskResponse({ ...task, status: 'completed' }, '2027-01-01')).toMatchObject({ priority: 'completed', status: 'completed' });
  });
});
