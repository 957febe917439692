import { describe, expect, it } from 'vitest';
import { chargeReference, chargesFor } from './request-charges.ts';

const TODAY = '2026-11-21';

describe('charges for a new request', () => {
  it('prices dining add-ons and dishes from the catalogue', () => {
    const charges = chargesFor({ category: 'dining', title: 'Breakfast', metadata: { addOnIds: ['champagne-sunrise', 'champagne-sunrise'], itemIds: ['chef-barbecue'] } }, TODAY);
    expect(charges.map((charge) => [charge.description.en, charge.amount, charge.category, charge.date])).toEqual([
      ['Champagne sunrise', 1_400_000, 'Dining', TODAY],
      ['Chef’s barbecue', 1_500_000, 'Dining', TODAY],
    ]);
  });

  it('prices a wellness ritual and a private ride on its date; shuttles, housekeeping and concierge are free', () => {
    expect(chargesFor({ category: 'wellness', title: 'x', metadata: { serviceId: 'detox-scrub' } }, TODAY)[0]).toMatchObject({ amount: 640_000, category: 'Wellness' });
    expect(chargesFor({ category: 'transport', title: 'x', metadata: { type: 'private', optionId: 'airport-transfer', date: '2026-11-25', price: 1 } }, TODAY)[0]).toMatchObject({
      amount: 550_000,
      date: '2026-11-25',
      description: { en: 'Airport transfer, 2026-11-25' },
    });
    expect(chargesFor({ category: 'transport', title: 'x', metadata: { type: 'shuttle', departureId: 'shuttle-0800', seats: 2 } }, TODAY)).toEqual([]);
    expect(chargesFor({ category: 'housekeeping', title: 'x', metadata: { serviceId: 'laundry' } }, TODAY)).toEqual([]);
    expect(chargesFor({ category: 'concierge', title: 'x', notes: 'hi' }, TODAY)).toEqual([]);
  });

  it('refuses ids and dates the catalogue does not hold', () => {
    expect(() => chargesFor({ category: 'dining', title: 'x', metadata: { addOnIds: ['caviar'] } }, TODAY)).toThrow('Unknown dining add-on.');
    expect(() => chargesFor({ category: 'housekeeping', title: 'x', metadata: { serviceId: 'spa' } }, TODAY)).toThrow('Choose a housekeeping service.');
    expect(() => chargesFor({ category: 'transport', title: 'x', metadata: { type: 'private', optionId: 'scooter', date: '2026-02-30' } }, TODAY)).toThrow('Use a date like 2026-11-21.');
  });

  it('builds a short bill reference from the category and id', () => {
    expect(chargeReference('Wellness', '3f9a2c1d-0000-4000-8000-000000000000')).toBe('WEL-3F9A2C');
  });
});
