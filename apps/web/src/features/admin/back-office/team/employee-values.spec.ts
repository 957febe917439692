import { describe, expect, it } from 'vitest';
import type { EmployeeResponse } from '@prana/contracts';
import { emptyEmployee, employeeBody, employeeValues } from './employee-values.ts';

describe('employee form values', () => {
  it('starts a new teammate on today with active status', () => {
    expect(emptyEmployee('2025-06-15')).toMatchObject({ startDate: '2025-06-15', lastReview: '2025-06-15', status: 'active', wage: '' });
  });

  it('round-trips a teammate into the form and back into a body', () => {
    const employee: EmployeeResponse = {
      id: 'x',
      name: 'Ayu Lestari',
      role: 'concierge-lead',
      department: 'guest-experience',
      wage: 8_200_000,
      startDate: '2021-06-15',
      lastReview: '2025-05-06',
      status: 'active',
      notes: null,
      review: { dueDate: '2025-11-06', daysRemaining: 144, state: 'ok' },
    };
    const values = employeeValues(employee);
    expect(values.wage).toBe('8200000');
    expect(values.notes).toBe('');
    expect(employeeBody(values)).toEqual({
      name: 'Ayu Lestari',
      role: 'concierge-lead',
      department: 'guest-experience',
      wage: 8_200_000,
      startDate: '2021-06-15',
      lastReview: '2025-05-06',
      status: 'active',
      notes: null,
    });
  });

  it('leaves a blank wage out so the api names the field', () => {
    expect(employeeBody({ ...emptyEmployee('2025-06-15'), wage: ' ' }).wage).toBeUndefined();
  });
});
