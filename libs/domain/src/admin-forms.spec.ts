import { describe, expect, it } from 'vitest';
import {
  validateCategory,
  validateEmployee,
  validateExpense,
  validateGuestLogin,
  validateInvite,
  validateMaintenanceTask,
  validateStaffLogin,
} from './admin-forms.ts';

const today = '2025-06-15';

describe('sign-in and invite', () => {
  it('needs a name and an email to invite', () => {
    expect(validateInvite({ name: ' Made ', email: ' made@example.com ' })).toEqual({
      ok: true,
      value: { name: 'Made', email: 'made@example.com' },
    });
    expect(validateInvite({ name: 'Made', email: '  ' })).toEqual({
      ok: false,
      code: 'access.inviteRequired',
    });
  });

  it('needs both a username and a password, keeping the password as typed', () => {
    expect(validateStaffLogin({ username: ' wayan ', password: ' secret ' })).toEqual({
      ok: true,
      value: { username: 'wayan', password: ' secret ' },
    });
    expect(validateStaffLogin({ username: 'wayan' })).toEqual({
      ok: false,
      code: 'auth.staffLoginRequired',
    });
  });

  it('needs a last name and booking code for guests', () => {
    expect(validateGuestLogin({ lastName: ' Smith ', bookingCode: ' prn-1234 ' })).toEqual({
      ok: true,
      value: { lastName: 'Smith', bookingCode: 'PRN-1234' },
    });
    expect(validateGuestLogin({ lastName: 'Smith', bookingCode: '' }).ok).toBe(false);
  });
});

describe('expenses and categories', () => {
  it('accepts a complete expense and defaults the date to today', () => {
    expect(validateExpense({ categoryId: 'ops', description: ' Pool chemicals ', amount: '450000' }, today)).toEqual({
      ok: true,
      value: { categoryId: 'ops', description: 'Pool chemicals', amount: 450_000, date: today },
    });
  });

  it('says why an expense is refused', () => {
    expect(validateExpense({ categoryId: 'ops', description: ' ', amount: 1 }, today)).toMatchObject({ ok: false, field: 'description' });
    expect(validateExpense({ categoryId: 'ops', description: 'x', amount: 0 }, today)).toMatchObject({ ok: false, field: 'amount' });
    expect(validateExpense({ categoryId: 'ops', description: 'x', amount: 10, date: '2025-02-30' }, today)).toMatchObject({
      ok: false,
      field: 'date',
    });
    expect(validateExpense({ description: 'x', amount: 10 }, today)).toMatchObject({ ok: false, field: 'categoryId' });
  });

  it('needs a category name and a positive integer budget', () => {
    expect(validateCategory({ name: ' Spa ', budget: 85_000_000 })).toEqual({ ok: true, value: { name: 'Spa', budget: 85_000_000 } });
    expect(validateCategory({ name: 'Spa', budget: 1.5 })).toMatchObject({ ok: false, field: 'budget' });
  });
});

describe('validateMaintenanceTask', () => {
  it('derives nextDue and defaults recurrence to 6 months', () => {
    expect(validateMaintenanceTask({ task: ' Pump service ', villa: 'Loft', area: 'Pool', lastCompleted: '2025-01-31' }, today)).toEqual({
      ok: true,
      value: {
        task: 'Pump service',
        villa: 'Loft',
        area: 'Pool',
        lastCompleted: '2025-01-31',
        recurrenceMonths: 6,
        nextDue: '2025-07-31',
      },
    });
  });

  it('keeps optional notes and assignee only when given', () => {
    const result = validateMaintenanceTask(
      { task: 'Roof', villa: 'Loft', area: 'Roof', recurrenceMonths: '12', notes: ' check tiles ', assignee: '  ' },
      today,
    );
    expect(result).toEqual({
      ok: true,
      value: { task: 'Roof', villa: 'Loft', area: 'Roof', lastCompleted: today, recurrenceMonths: 12, nextDue: '2026-06-15', notes: 'check tiles' },
    });
  });

  it('refuses missing fields and bad recurrences', () => {
    expect(validateMaintenanceTask({ task: 'Roof', villa: ' ', area: 'Roof' }, today)).toMatchObject({ ok: false, field: 'villa' });
    expect(validateMaintenanceTask({ task: 'Roof', villa: 'Loft', area: 'Roof', recurrenceMonths: 0 }, today)).toMatchObject({
      ok: false,
      field: 'recurrenceMonths',
    });
  });
});

describe('validateEmployee', () => {
  it('trims and drops blank notes', () => {
    expect(validateEmployee({ name: ' Ketut ', role: 'Concierge Lead', department: 'Guest Experience', wage: '6400000', notes: ' ' })).toEqual({
      ok: true,
      value: { name: 'Ketut', role: 'Concierge Lead', department: 'Guest Experience', wage: 6_400_000 },
    });
  });

  it('refuses a wage that is not a positive integer', () => {
    expect(validateEmployee({ name: 'Ketut', role: 'r', department: 'd', wage: -1 })).toMatchObject({ ok: false, field: 'wage' });
  });
});
