import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_MODULES,
  accessStatusLabel,
  canPreviewRole,
  defaultModules,
  inviteModules,
  isAccessRole,
  nextAccessStatus,
  ROLE_DEFAULT_MODULES,
  toggleModule,
} from './access.ts';

describe('roles and modules', () => {
  it('give each role its default modules', () => {
    expect(ROLE_DEFAULT_MODULES).toEqual({
      master: ['financials', 'operations', 'content', 'people', 'reports'],
      investor: ['financials', 'reports'],
      manager: ['operations', 'content', 'people'],
      staff: ['operations', 'people'],
    });
  });

  it('copy defaults so callers cannot change the table', () => {
    const modules = defaultModules('staff');
    modules.push('reports');
    expect(ROLE_DEFAULT_MODULES.staff).toEqual(['operations', 'people']);
  });

  it('use the defaults for an invite with no chips selected', () => {
    expect(inviteModules('investor', [])).toEqual(['financials', 'reports']);
    expect(inviteModules('investor', ['reports', 'content'])).toEqual(['content', 'reports']);
  });

  it('toggle a chip on and off in canonical order', () => {
    expect(toggleModule(['reports'], 'financials')).toEqual(['financials', 'reports']);
    expect(toggleModule(['financials', 'reports'], 'financials')).toEqual(['reports']);
    const modules = fc.subarray([...ACCESS_MODULES]);
    fc.assert(
      fc.property(modules, fc.constantFrom(...ACCESS_MODULES), (list, module) =>
        JSON.stringify(toggleModule(toggleModule(list, module), module)) === JSON.stringify(list),
      ),
    );
  });

  it('validate the role of ?view=', () => {
    expect(isAccessRole('manager')).toBe(true);
    expect(isAccessRole('admin')).toBe(false);
  });

  it('let only the master preview other roles', () => {
    expect(canPreviewRole('master', 'staff')).toBe(true);
    expect(canPreviewRole('manager', 'staff')).toBe(false);
    expect(canPreviewRole('manager', 'manager')).toBe(true);
  });
});

describe('access status', () => {
  it('cycles invited → active → suspended → active', () => {
    expect(nextAccessStatus('invited')).toBe('active');
    expect(nextAccessStatus('active')).toBe('suspended');
    expect(nextAccessStatus('suspended')).toBe('active');
  });

  it('has badge labels', () => {
    expect(accessStatusLabel('active')).toBe('Active');
    expect(accessStatusLabel('invited')).toBe('Invite sent');
    expect(accessStatusLabel('suspended')).toBe('Suspended');
    expect(accessStatusLabel('suspended', 'id')).toBe('Ditangguhkan');
  });
});
