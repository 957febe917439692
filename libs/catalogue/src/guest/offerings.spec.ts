import { describe, expect, it } from 'vitest';
import { DINING_ALL_DAY_ITEMS, dishesForMeal } from './dining.ts';
import { GUIDE_ENTRIES } from './guide-entries.ts';
import { HOUSEKEEPING_SERVICES } from './housekeeping.ts';
import { offeringSeed, publishedCatalogue } from './offerings.ts';
import { WELLNESS_SERVICES } from './wellness.ts';

describe('the stored service catalogue', () => {
  it('seeds every priced item with its price and every free one without, in the bundled order', () => {
    const seed = offeringSeed();
    expect(seed.filter((item) => item.section === 'wellness').map((item) => [item.key, item.price])).toEqual(WELLNESS_SERVICES.map((service) => [service.id, service.price]));
    expect(seed.filter((item) => item.section === 'housekeeping').map((item) => [item.key, item.price])).toEqual(HOUSEKEEPING_SERVICES.map((service) => [service.id, null]));
    // A guide entry's proper name is the same in both languages.
    expect(seed.find((item) => item.key === GUIDE_ENTRIES[0]!.id)).toMatchObject({ nameEn: GUIDE_ENTRIES[0]!.name, nameId: GUIDE_ENTRIES[0]!.name });
    expect(seed.every((item) => !item.paused)).toBe(true);
  });

  it('lays stored texts, prices and pauses over the bundled entries, in the stored order, leaving out what the bundle does not know', () => {
    const items = offeringSeed().filter((item) => item.section === 'dining-dish').reverse();
    items[0] = { ...items[0]!, nameId: 'Nama baru', price: 9_000, paused: true };
    items.push({ ...items[1]!, key: 'no-such-dish' });
    const { dishes, wellness } = publishedCatalogue(items);
    expect(dishes.map((dish) => dish.id)).toEqual(DINING_ALL_DAY_ITEMS.map((dish) => dish.id).reverse());
    expect(dishes[0]).toMatchObject({ id: 'wellness-bowl', name: { en: 'Wellness bowl', id: 'Nama baru' }, price: 9_000, paused: true, window: 'Anytime' });
    expect(wellness).toEqual([]);
    expect(dishesForMeal(dishes, 'dinner').map((dish) => dish.id)).toEqual(['chef-barbecue', 'twilight-dinner']);
  });
});
