import { describe, expect, it } from 'vitest';
import { offeringSeed, publishedCatalogue } from '@prana/catalogue';
import { chargeReference, chargesFor as chargesFrom } from './request-charges.ts';

const DAY = '2026-11-21';
// The catalogue as the migration seeds it, published.
const SEEDED = publishedCatalogue(offeringSeed());
const chargesFor = (body: Parameters<typeof chargesFrom>[0], day: string, catalogue = SEEDED) => chargesFrom(body, day, catalogue);

describe('charges for a new request', () => {
  it('prices breakfast add-ons and dinner dishes from the catalogue, on the service day', () => {
    const breakfast = chargesFor({ category: 'dining', title: 'Breakfast', metadata: { slot: '08:15', guests: 2, addOnIds: ['champagne-sunrise', 'champagne-sunrise'] } }, DAY);
    expect(breakfast.map((charge) => [charge.description.en, charge.amount, charge.category, charge.date])).toEqual([['Champagne sunrise', 1_400_000, 'Dining', DAY]]);
    const dinner = chargesFor({ category: 'dining', title: 'Dinner', metadata: { meal: 'dinner', slot: '19:00', guests: 2, itemIds: ['chef-barbecue'] } }, DAY);
    expect(dinner.map((charge) => [charge.description.en, charge.amount])).toEqual([['Chef’s barbecue', 1_500_000]]);
  });

  it('orders only what the meal serves: no dinner on a breakfast, no add-ons at dinner, listed times only', () => {
    expect(() => chargesFor({ category: 'dining', title: 'x', metadata: { slot: '08:15', itemIds: ['twilight-dinner'] } }, DAY)).toThrow('One of the dishes is not served at this meal.');
    expect(() => chargesFor({ category: 'dining', title: 'x', metadata: { meal: 'lunch', slot: '12:00', itemIds: ['twilight-dinner'] } }, DAY)).toThrow('One of the dishes is not served at this meal.');
    expect(() => chargesFor({ category: 'dining', title: 'x', metadata: { meal: 'dinner', slot: '19:00', addOnIds: ['immune-elixir'], itemIds: ['twilight-dinner'] } }, DAY)).toThrow('Add-ons come with breakfast only.');
    expect(() => chargesFor({ category: 'dining', title: 'x', metadata: { meal: 'dinner', slot: '19:00' } }, DAY)).toThrow('Add at least one dish to order lunch or dinner.');
    expect(() => chargesFor({ category: 'dining', title: 'x', metadata: { meal: 'dinner', slot: '08:15', itemIds: ['twilight-dinner'] } }, DAY)).toThrow('Choose one of the listed times for this meal.');
  });

  it('prices a wellness ritual inside its hours and a private ride on its day; shuttles, housekeeping and concierge are free', () => {
    expect(chargesFor({ category: 'wellness', title: 'x', scheduledTime: '18:00', metadata: { serviceId: 'detox-scrub' } }, DAY)[0]).toMatchObject({ amount: 640_000, category: 'Wellness' });
    expect(chargesFor({ category: 'transport', title: 'x', metadata: { type: 'private', optionId: 'airport-transfer', price: 1 } }, '2026-11-25')[0]).toMatchObject({
      amount: 550_000,
      date: '2026-11-25',
      // The day is the charge's date, formatted where it is shown; the text is the option's name alone.
      description: { en: 'Airport transfer', id: 'Antar-jemput bandara' },
    });
    expect(chargesFor({ category: 'transport', title: 'x', metadata: { type: 'shuttle', departureId: 'shuttle-0800', seats: 2 } }, DAY)).toEqual([]);
    expect(chargesFor({ category: 'housekeeping', title: 'x', metadata: { serviceId: 'laundry' } }, DAY)).toEqual([]);
    expect(chargesFor({ category: 'concierge', title: 'x', notes: 'hi' }, DAY)).toEqual([]);
  });

  it('checks a wellness start against the ritual’s hours: it must be over by closing time', () => {
    // Sunrise yoga: 06:00 to 08:00, 60 minutes.
    expect(chargesFor({ category: 'wellness', title: 'x', scheduledTime: '07:00', metadata: { serviceId: 'sunrise-yoga' } }, DAY)).toHaveLength(1);
    expect(() => chargesFor({ category: 'wellness', title: 'x', scheduledTime: '07:30', metadata: { serviceId: 'sunrise-yoga' } }, DAY)).toThrow(
      'This ritual can start between 06:00 and 07:00, so that it ends by 08:00.',
    );
    expect(() => chargesFor({ category: 'wellness', title: 'x', scheduledTime: '05:30', metadata: { serviceId: 'sunrise-yoga' } }, DAY)).toThrow(/between 06:00 and 07:00/);
  });

  it('refuses ids the catalogue does not hold', () => {
    expect(() => chargesFor({ category: 'dining', title: 'x', metadata: { addOnIds: ['caviar'] } }, DAY)).toThrow('Unknown dining add-on.');
    expect(() => chargesFor({ category: 'housekeeping', title: 'x', metadata: { serviceId: 'spa' } }, DAY)).toThrow('Choose a housekeeping service.');
  });

  it('builds a short bill reference from the category and id', () => {
    expect(chargeReference('Wellness', '3f9a2c1d-0000-4000-8000-000000000000')).toBe('WEL-3F9A2C');
  });

  it('prices from the published catalogue it is given and refuses a paused item', () => {
    const items = offeringSeed().map((item) => (item.key === 'chef-barbecue' ? { ...item, price: 1_650_000 } : item.key === 'twilight-dinner' ? { ...item, paused: true } : item));
    const published = publishedCatalogue(items);
    expect(chargesFor({ category: 'dining', title: 'x', metadata: { meal: 'dinner', slot: '19:00', itemIds: ['chef-barbecue'] } }, DAY, published)[0]!.amount).toBe(1_650_000);
    expect(() => chargesFor({ category: 'dining', title: 'x', metadata: { meal: 'dinner', slot: '19:00', itemIds: ['twilight-dinner'] } }, DAY, published)).toThrow('This item is paused');
    // An item left out of what is published is unknown.
    const withoutScrub = publishedCatalogue(items.filter((item) => item.key !== 'detox-scrub'));
    expect(() => chargesFor({ category: 'wellness', title: 'x', metadata: { serviceId: 'detox-scrub' } }, DAY, withoutScrub)).toThrow('Choose a wellness ritual.');
  });
});
