import { describe, expect, it } from 'vitest';
import { backOfficeEn } from '../../../../lib/i18n/back-office.ts';
import { describeActivity, type ActivityFormat, type ActivityKey } from './activity-text.ts';

const format: ActivityFormat = {
  idr: (amount) => `IDR ${amount}`,
  date: (date) => `on ${date}`,
  role: (role) => role.toUpperCase(),
  module: (module) => `[${module}]`,
  employeeRole: (role) => `role:${role}`,
  field: (field) => `<${field}>`,
  team: (team) => `team:${team}`,
  task: (task, seedKey) => (seedKey ? `seed:${seedKey}` : task),
};

function english(key: ActivityKey, values: Record<string, string>): string {
  const template = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], backOfficeEn.activity) as string;
  return template.replace(/{{(\w+)}}/g, (_, name: string) => values[name]!);
}

describe('describeActivity', () => {
  it('turns an expense line into its template with formatted values', () => {
    const described = describeActivity(
      { action: 'expense.added', details: { label: 'Pool filters', amount: 950000, category: 'Operations', date: '2025-06-01' } },
      'expenses',
      format,
    );
    expect(described).toEqual({ key: 'expense.added', values: { label: 'Pool filters', amount: 'IDR 950000', category: 'Operations' } });
    expect(english(described!.key, described!.values)).toBe('Added Pool filters (IDR 950000) to Operations');
  });

  it('names a seeded task by its seed, so it reads in the chosen language, and any other task as typed', () => {
    const line = (details: Record<string, string | null>) =>
      describeActivity({ action: 'task.completed', details: { villa: 'Jungle Loft', nextDue: '2027-01-01', ...details } }, 'maintenance', format)?.values.task;
    expect(line({ task: 'Deep clean the plunge pool', taskSeed: 'mnt-pool' })).toBe('seed:mnt-pool');
    expect(line({ task: 'Fix the gate', taskSeed: null })).toBe('Fix the gate');
    expect(line({ task: 'Fix the gate' })).toBe('Fix the gate');
  });

  it('names the change a revert undid, in the same words as its own line', () => {
    const described = describeActivity(
      { action: 'undo', details: { reverted: 'expense.added', label: 'Generator fuel', amount: 1200000, category: 'Operations', date: '2026-11-24' } },
      'expenses',
      format,
    );
    expect(described?.key).toBe('undone');
    expect(english(described!.undone!.key, described!.undone!.values)).toBe('Added Generator fuel (IDR 1200000) to Operations');
    expect(english('undone', { change: english(described!.undone!.key, described!.undone!.values) })).toBe('Undid: Added Generator fuel (IDR 1200000) to Operations');
  });

  it('words a shift change with its team by label and its day as a date', () => {
    const described = describeActivity({ action: 'shift.added', details: { team: 'wellness', day: '2026-12-01', start: '10:00', end: '18:00' } }, 'rota', format);
    expect(english(described!.key, described!.values)).toBe('Added the team:wellness shift on on 2026-12-01, 10:00–18:00');
    expect(describeActivity({ action: 'undo', details: {} }, 'rota', format)?.key).toBe('undo.rota');
  });

  it('names the revert of each panel when the undone change is not known', () => {
    expect(english(describeActivity({ action: 'undo', details: { reverted: 'x' } }, 'expenses', format)!.key, {})).toBe('Reverted last change');
    expect(english(describeActivity({ action: 'undo', details: {} }, 'maintenance', format)!.key, {})).toBe('Reverted maintenance change');
    expect(describeActivity({ action: 'undo', details: {} }, 'team', format)?.key).toBe('undo.team');
    expect(describeActivity({ action: 'undo', details: {} }, 'access', format)).toBeNull();
  });

  it('formats dates, roles, modules, employee roles and changed fields', () => {
    expect(describeActivity({ action: 'task.completed', details: { task: 'Pool', villa: 'Loft', nextDue: '2026-01-01' } }, 'maintenance', format)?.values.nextDue).toBe(
      'on 2026-01-01',
    );
    expect(describeActivity({ action: 'user.role-changed', details: { name: 'Ayu', from: 'staff', to: 'manager' } }, 'access', format)?.values).toEqual({
      name: 'Ayu',
      from: 'STAFF',
      to: 'MANAGER',
    });
    expect(describeActivity({ action: 'module.granted', details: { name: 'Ayu', module: 'reports' } }, 'access', format)?.values.module).toBe('[reports]');
    expect(describeActivity({ action: 'outbound.rotated', details: { villa: 'Jungle Loft', villaSlug: 'jungle-loft' } }, 'access', format)).toEqual({
      key: 'outbound.rotated',
      values: { villa: 'Jungle Loft' },
    });
    expect(describeActivity({ action: 'employee.added', details: { name: 'Ayu', role: 'concierge-lead', wage: 8200000 } }, 'team', format)?.values).toEqual({
      name: 'Ayu',
      role: 'role:concierge-lead',
      wage: 'IDR 8200000',
    });
    expect(describeActivity({ action: 'employee.updated', details: { name: 'Ayu', fields: 'wage, lastReview' } }, 'team', format)?.values.fields).toBe(
      '<wage>, <lastReview>',
    );
  });

  it('falls back (null) for an unknown action or missing details, so the api message shows', () => {
    expect(describeActivity({ action: 'something.new', details: {} }, 'expenses', format)).toBeNull();
    expect(describeActivity({ action: 'expense.added', details: { label: 'x', category: 'y' } }, 'expenses', format)).toBeNull();
    expect(describeActivity({ action: 'expense.added', details: { label: 'x', amount: 'lots', category: 'y' } }, 'expenses', format)).toBeNull();
  });
});
