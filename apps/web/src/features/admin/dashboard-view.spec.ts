import { describe, expect, it } from 'vitest';
import { resolveDashboard } from './dashboard-view.ts';

const master = { role: 'master', tier: 'master' } as const;
const staff = { role: 'staff', tier: 'staff' } as const;

describe('resolveDashboard (/admin/:role?view=)', () => {
  it('shows a person their own tier', () => {
    expect(resolveDashboard({ role: 'staff', view: null }, staff)).toEqual({ kind: 'show', tier: 'staff', previewing: false });
    expect(resolveDashboard({ role: 'staff', view: 'staff' }, staff)).toEqual({ kind: 'show', tier: 'staff', previewing: false });
    expect(resolveDashboard({ role: 'master', view: null }, master)).toEqual({ kind: 'show', tier: 'master', previewing: false });
  });

  it('sends anyone but a master back to their own dashboard when they switch view or path', () => {
    expect(resolveDashboard({ role: 'staff', view: 'master' }, staff)).toEqual({ kind: 'redirect', to: '/admin/staff' });
    expect(resolveDashboard({ role: 'master', view: null }, staff)).toEqual({ kind: 'redirect', to: '/admin/staff' });
    expect(resolveDashboard({ role: 'investor', view: 'investor' }, { role: 'manager', tier: 'manager' })).toEqual({
      kind: 'redirect',
      to: '/admin/manager',
    });
  });

  it('lets a master preview any tier through ?view= or the path', () => {
    expect(resolveDashboard({ role: 'master', view: 'investor' }, master)).toEqual({ kind: 'show', tier: 'investor', previewing: true });
    expect(resolveDashboard({ role: 'staff', view: null }, master)).toEqual({ kind: 'show', tier: 'staff', previewing: true });
    expect(resolveDashboard({ role: 'investor', view: 'master' }, { role: 'master', tier: 'investor' })).toEqual({
      kind: 'show',
      tier: 'master',
      previewing: false,
    });
  });

  it('refuses roles that are not one of the four tiers', () => {
    expect(resolveDashboard({ role: 'owner', view: null }, master)).toEqual({ kind: 'redirect', to: '/admin/master' });
    expect(resolveDashboard({ role: 'master', view: 'admin' }, master)).toEqual({ kind: 'redirect', to: '/admin/master' });
    expect(resolveDashboard({ role: 'owner', view: null }, staff)).toEqual({ kind: 'redirect', to: '/admin/staff' });
    expect(resolveDashboard({ role: undefined, view: 'staff' }, { role: 'master', tier: 'manager' })).toEqual({
      kind: 'redirect',
      to: '/admin/manager',
    });
  });
});
