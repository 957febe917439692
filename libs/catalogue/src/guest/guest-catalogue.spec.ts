import {
  CHARGE_CATEGORIES,
  LOYALTY_TIERS,
  NOTES_FALLBACK_BY_CATEGORY,
  PAYMENT_METHOD_TYPES,
  STAY_STATUSES,
} from '@prana/domain';
import { describe, expect, it } from 'vitest';
import { SITE_IDS } from '../sites.ts';
import * as guest from './index.ts';

/** Every object with an `en` or `id`-and-`en` shape must be a full Localized. */
function collectLocalized(value: unknown, path: string, out: { path: string; value: Record<string, unknown> }[]) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => collectLocalized(item, `${path}[${index}]`, out));
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('en' in record) out.push({ path, value: record });
    for (const [key, child] of Object.entries(record)) collectLocalized(child, `${path}.${key}`, out);
  }
}

const byId = <T extends { id: string }>(items: readonly T[]) => Object.fromEntries(items.map((item) => [item.id, item]));

describe('guest catalogue: shared rules', () => {
  it('gives every Localized a non-empty en and id', () => {
    const found: { path: string; value: Record<string, unknown> }[] = [];
    for (const [name, value] of Object.entries(guest)) {
      if (typeof value !== 'function') collectLocalized(value, name, found);
    }
    collectLocalized(guest.lunchItems(), 'lunchItems()', found);
    collectLocalized(guest.prototypeGreeting('Wijaya'), 'prototypeGreeting()', found);
    expect(found.length).toBeGreaterThan(200);
    for (const { path, value } of found) {
      expect(Object.keys(value).sort(), path).toEqual(['en', 'id']);
      expect(typeof value.en === 'string' && value.en.trim().length > 0, `${path}.en`).toBe(true);
      expect(typeof value.id === 'string' && value.id.trim().length > 0, `${path}.id`).toBe(true);
    }
  });

  it('keeps ids unique within every exported list', () => {
    for (const [name, value] of Object.entries(guest)) {
      if (!Array.isArray(value) || !value.every((item) => item && typeof item === 'object' && 'id' in item)) continue;
      const ids = value.map((item: { id: string }) => item.id);
      expect(new Set(ids).size, name).toBe(ids.length);
    }
  });
});

describe('guide', () => {
  it('has five tabs with at least five real entries each', () => {
    expect(guest.GUIDE_CATEGORIES.map((c) => c.id)).toEqual(['dining', 'experiences', 'wellness', 'culture', 'nightlife']);
    for (const category of guest.GUIDE_CATEGORIES) {
      expect(guest.guideEntriesFor(guest.GUIDE_ENTRIES, category.id).length, category.id).toBeGreaterThanOrEqual(5);
    }
  });

  it('uses known tags, valid price levels and https links', () => {
    const tagIds = new Set(guest.GUIDE_TAGS.map((tag) => tag.id));
    for (const entry of guest.GUIDE_ENTRIES) {
      for (const tag of entry.tags) expect(tagIds.has(tag), `${entry.id} tag ${tag}`).toBe(true);
      if (entry.priceLevel) expect(['$', '$$', '$$$', '$$$$']).toContain(entry.priceLevel);
      expect(new URL(entry.link).protocol).toBe('https:');
    }
    expect(guest.guideTagLabel('temple').id).toBe('Pura');
    expect(guest.guideTagsFor(guest.GUIDE_ENTRIES, 'nightlife')).toContain('live-music');
  });
});

describe('dining', () => {
  it('matches the breakfast window, slots and guest limits', () => {
    expect(guest.BREAKFAST_WINDOW).toEqual({ start: '07:30', end: '10:00' });
    expect(guest.BREAKFAST_SLOTS.map((s) => [s.time, s.availability])).toEqual([
      ['07:30', 'open'],
      ['08:15', 'almost-full'],
      ['09:00', 'open'],
      ['09:45', 'open'],
    ]);
    expect(guest.BREAKFAST_SLOT_AVAILABILITY_LABELS['almost-full'].en).toBe('Almost full');
    expect([guest.DEFAULT_DINING_GUESTS, guest.MIN_DINING_GUESTS, guest.MAX_DINING_GUESTS]).toEqual([2, 1, 6]);
  });

  it('prices the add-ons and all-day items', () => {
    const addOns = byId(guest.DINING_ADD_ONS);
    expect(
      Object.fromEntries(Object.values(addOns).map((a) => [a.id, [a.price, a.group]])),
    ).toEqual({
      'floating-breakfast': [550_000, 'celebrations'],
      'champagne-sunrise': [1_400_000, 'celebrations'],
      'smoothie-flight': [180_000, 'wellness'],
      'immune-elixir': [95_000, 'wellness'],
      'bali-benedict': [210_000, 'savoury'],
      'nasi-campur': [190_000, 'savoury'],
    });
    expect(Object.fromEntries(guest.DINING_ALL_DAY_ITEMS.map((i) => [i.id, [i.price, i.window]]))).toEqual({
      'chef-lunch': [450_000, 'Lunch'],
      'twilight-dinner': [1_800_000, 'Dinner'],
      'poolside-grazing': [320_000, 'Anytime'],
      'chef-barbecue': [1_500_000, 'Dinner'],
      'wellness-bowl': [180_000, 'Anytime'],
    });
  });

  it('lists Anytime items with lunch only', () => {
    expect(guest.lunchItems().map((i) => i.id)).toEqual(['chef-lunch', 'poolside-grazing', 'wellness-bowl']);
    expect(guest.dinnerItems().map((i) => i.id)).toEqual(['twilight-dinner', 'chef-barbecue']);
  });
});

describe('wellness', () => {
  it('prices and times the rituals', () => {
    expect(Object.fromEntries(guest.WELLNESS_SERVICES.map((s) => [s.id, [s.price, s.durationMinutes]]))).toEqual({
      'flower-bath': [680_000, 45],
      'balinese-massage': [420_000, 60],
      'warm-stone': [580_000, 90],
      'sound-healing': [750_000, 75],
      'sunrise-yoga': [520_000, 60],
      'detox-scrub': [640_000, 75],
    });
    expect(byId(guest.WELLNESS_SERVICES)['flower-bath'].durationLabel.en).toBe('45 minute setup');
  });

  it('has the seven focus filters, each matching at least one ritual', () => {
    expect(guest.WELLNESS_FOCUS_FILTERS.map((f) => f.label.en)).toEqual([
      'All',
      'Romance',
      'Relaxation',
      'Detox',
      'Sound',
      'Fitness',
      'Energy',
    ]);
    for (const filter of guest.WELLNESS_FOCUS_FILTERS) {
      expect(guest.wellnessServicesFor(guest.WELLNESS_SERVICES, filter.id).length, filter.id).toBeGreaterThan(0);
    }
    expect(guest.wellnessServicesFor(guest.WELLNESS_SERVICES, 'all')).toHaveLength(6);
  });
});

describe('transport', () => {
  it('has the three shuttles with their seats', () => {
    expect(guest.SHUTTLE_DEPARTURES.map((d) => [d.time, d.seatsTotal, d.seatsTaken])).toEqual([
      ['08:00', 9, 5],
      ['10:00', 9, 7],
      ['14:00', 9, 2],
    ]);
    expect(guest.SHUTTLE_DEPARTURES.map(guest.shuttleSeatsRemaining)).toEqual([4, 2, 7]);
    expect(guest.SEAT_OPTIONS).toEqual([1, 2, 3, 4]);
  });

  it('prices the private options', () => {
    expect(
      guest.PRIVATE_TRANSPORT_OPTIONS.map((o) => [o.type, o.price, o.priceUnit.en, o.duration.en]),
    ).toEqual([
      ['scooter', 160_000, 'per day', 'Per day'],
      ['driver', 950_000, 'per day', '12 hours'],
      ['transfer', 550_000, 'one-way', '90 minutes'],
    ]);
    expect(guest.PRIMARY_GUEST_FALLBACK).toEqual({ en: 'Primary guest', id: 'Tamu utama' });
  });
});

describe('housekeeping', () => {
  it('has the four services and their ETAs', () => {
    expect(guest.HOUSEKEEPING_SERVICES.map((s) => [s.id, s.eta.en])).toEqual([
      ['refresh', 'Within 1 hour'],
      ['towels', 'Within 30 minutes'],
      ['laundry', 'Same day for items before 2 pm'],
      ['turndown', 'Between 18:00 and 21:00'],
    ]);
  });

  it('offers the eight preferred times', () => {
    expect(guest.HOUSEKEEPING_TIME_OPTIONS.map((o) => o.label.en)).toEqual([
      'As soon as possible',
      '08:00',
      '09:30',
      '11:00',
      '13:00',
      '15:30',
      '18:00',
      '20:30',
    ]);
    expect(guest.HOUSEKEEPING_TIME_OPTIONS[0].value).toBe(guest.HOUSEKEEPING_ASAP);
  });
});

describe('concierge', () => {
  it('has the three cards and titles derived from the request type', () => {
    expect(guest.CONCIERGE_CARDS.map((c) => c.id)).toEqual(['chat', 'in-person', 'celebration']);
    expect(guest.conciergeRequestTitle('celebration').en).toBe('Celebration planning');
    expect(guest.OVERVIEW_FAST_LINKS).toHaveLength(3);
    expect(guest.OVERVIEW_FAST_LINKS.filter((link) => link.kind === 'chat')).toHaveLength(1);
  });

  it('states the service promises', () => {
    expect(guest.CONCIERGE_RESPONSE_MINUTES).toBe(15);
    expect(guest.CONCIERGE_MESSAGE_HOURS).toEqual({ from: '07:00', to: '22:00' });
    expect(guest.CONCIERGE_ON_SITE_HOURS).toEqual({ from: '07:00', to: '23:00' });
    expect(guest.IN_PERSON_HOST_MINUTES).toBe(10);
    expect([guest.CHANGE_NOTICE_HOURS, guest.BEST_EFFORT_CHANGE_HOURS]).toEqual([48, 24]);
    expect(guest.VILLA_READY_TIME).toBe('15:00');
    expect(guest.SERVICE_PROMISES.map((p) => p.text.en).join(' ')).toContain('15:00 on arrival day');
  });

  it('has Wi-Fi for every site', () => {
    for (const siteId of SITE_IDS) expect(guest.wifiForSite(siteId).siteId).toBe(siteId);
    expect(guest.wifiForSite('unknown').network).toBe('Prana-Guest');
  });

  it('has the texts of every notes fallback the domain rules name', () => {
    for (const key of Object.values(NOTES_FALLBACK_BY_CATEGORY)) expect(guest.NOTES_FALLBACK_TEXTS[key].en).toMatch(/^No \w+ notes\.$/);
  });
});

describe('billing', () => {
  it('seeds the four demo charges', () => {
    expect(guest.DEMO_CHARGES.map((c) => c.amount)).toEqual([550_000, 950_000, 420_000, 0]);
    for (const charge of guest.DEMO_CHARGES) {
      expect(CHARGE_CATEGORIES).toContain(charge.category);
      expect(charge.status === 'complimentary').toBe(charge.amount === 0);
    }
    expect(guest.CHARGE_CATEGORY_OPTIONS.map((c) => c.id)).toEqual([...CHARGE_CATEGORIES]);
  });

  it('seeds one default Visa ending 4242 among known method types', () => {
    expect(guest.PAYMENT_METHOD_OPTIONS.map((m) => m.id)).toEqual([...PAYMENT_METHOD_TYPES]);
    const defaults = guest.DEMO_PAYMENT_METHODS.filter((m) => m.isDefault);
    expect(defaults).toHaveLength(1);
    expect(defaults[0]).toMatchObject({ type: 'visa', last4: '4242' });
    expect(guest.DEMO_PAYMENT_METHODS.some((m) => m.type === 'apple-pay')).toBe(true);
  });
});

describe('wellness hours', () => {
  it('are the hours each ritual’s availability text gives', () => {
    for (const service of guest.WELLNESS_SERVICES) {
      expect(service.availability.en).toContain(`${service.hours.opens} to ${service.hours.closes}`);
      expect(service.hours.opens < service.hours.closes).toBe(true);
    }
  });
});

describe('prototype and loyalty', () => {
  it('has the quick actions, statuses and labels', () => {
    expect(guest.PROTOTYPE_QUICK_ACTIONS.map((a) => a.id)).toEqual([
      'book-shuttle',
      'reserve-dining',
      'chat-concierge',
      'pay-outstanding',
    ]);
    expect(new Set(guest.PROTOTYPE_UPCOMING_REQUESTS.map((r) => r.status))).toEqual(
      new Set(['scheduled', 'pending', 'acknowledged']),
    );
    expect(new Set(guest.PROTOTYPE_NOTIFICATIONS.map((n) => n.label))).toEqual(
      new Set(['confirmation', 'reminder', 'loyalty']),
    );
    expect(Object.keys(guest.PROTOTYPE_STAY_STATUS_LABELS).sort()).toEqual([...STAY_STATUSES].sort());
    expect(guest.PROTOTYPE_STAY_STATUS_LABELS['in-residence'].en).toBe('In residence');
  });

  it('names the loyalty tiers', () => {
    expect(Object.keys(guest.LOYALTY_TIER_COPY).sort()).toEqual([...LOYALTY_TIERS].sort());
    expect(guest.LOYALTY_TIER_COPY.Gold.name.en).toBe('Gold Member');
    expect(guest.LOYALTY_TIER_COPY.Explorer.name.en).toBe('Explorer');
  });
});
