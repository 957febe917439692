import { describe, expect, it } from 'vitest';
import { RESERVATION_FIELD_MAX, isEmailAddress, validateReservationContact } from './reservation-form.ts';

const filled = { fullName: 'Ayu Lestari', email: 'ayu@example.com', phone: '', notes: '' };

describe('isEmailAddress', () => {
  it('accepts ordinary addresses', () => {
    for (const email of ['ayu@example.com', 'a.b+villa@mail.co.id', 'x@y.io']) expect(isEmailAddress(email), email).toBe(true);
  });

  it('refuses what cannot be delivered', () => {
    for (const email of ['', 'ayu', 'ayu@', '@example.com', 'ayu@example', 'ayu @example.com', 'ayu@@example.com', 'ayu@example..com']) {
      expect(isEmailAddress(email), email).toBe(false);
    }
    expect(isEmailAddress(`${'a'.repeat(250)}@example.com`)).toBe(false);
  });
});

describe('validateReservationContact', () => {
  it('passes a name and an email, phone and notes being optional', () => {
    expect(validateReservationContact(filled)).toBeNull();
    expect(validateReservationContact({ ...filled, phone: '+62 811 000', notes: 'Late arrival' })).toBeNull();
  });

  it('checks in field order: name, then email presence, then email format', () => {
    expect(validateReservationContact({ ...filled, fullName: '  ', email: '' })).toEqual({
      field: 'fullName',
      message: 'Please enter your full name.',
    });
    expect(validateReservationContact({ ...filled, email: ' ' })?.message).toBe('Please enter your email address.');
    expect(validateReservationContact({ ...filled, email: 'ayu@' })?.field).toBe('email');
  });

  it('speaks Indonesian when asked', () => {
    expect(validateReservationContact({ ...filled, fullName: '' }, 'id')?.message).toBe('Silakan isi nama lengkap Anda.');
  });

  it('refuses over-long optional fields', () => {
    expect(validateReservationContact({ ...filled, notes: 'x'.repeat(RESERVATION_FIELD_MAX.notes + 1) })?.field).toBe('notes');
    expect(validateReservationContact({ ...filled, phone: '1'.repeat(RESERVATION_FIELD_MAX.phone + 1) })?.field).toBe('phone');
  });
});
