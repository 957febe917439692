import { describe, expect, it } from 'vitest';
import type { SiteId } from './sites.ts';
import * as about from './about.ts';
import * as contact from './contact.ts';
import { ESTATES } from './estates.ts';
import { LANDMARKS, MAP, toMapPosition } from './map.ts';
import { GALLERY_SIZE, imageVariants, phoneVariantPath } from './media.ts';
import * as pages from './pages.ts';
import * as policies from './policies.ts';
import { SERVICES } from './services.ts';
import { SITE_OPTIONS } from './site-options.ts';
import { SITES, SITE_IDS, getSite, isSiteId } from './sites.ts';
import { TESTIMONIALS, TESTIMONIALS_VISIBLE, TESTIMONIAL_ROTATE_MS, TESTIMONIAL_SUMMARY } from './testimonials.ts';
import { VILLA_SUMMARIES } from './villa-summaries.ts';
import { VILLAS, getVilla, villasOfSite } from './villas.ts';

const perKind = (siteId: SiteId, capacity: number) => villasOfSite(siteId).filter((v) => v.capacity === capacity);

describe('sites', () => {
  it('has the three sites in order, with lookups', () => {
    expect(SITES.map((s) => s.id)).toEqual(SITE_IDS);
    expect(SITE_IDS).toEqual(['prana-jungle', 'prana-ubud', 'prana-palms']);
    expect(getSite('prana-ubud')?.name).toBe('Prana Ubud');
    expect(getSite('nope')).toBeUndefined();
    expect(isSiteId('prana-palms')).toBe(true);
    expect(isSiteId('palms')).toBe(false);
    expect(isSiteId(undefined)).toBe(false);
  });

  it('lists the travel times of each site', () => {
    const times = Object.fromEntries(SITES.map((s) => [s.id, s.proximity.map((p) => [p.label.en, p.minutes])]));
    expect(times).toEqual({
      'prana-jungle': [['Central Ubud', 8], ['Campuhan Ridge Walk', 6], ['Saraswati Temple', 10]],
      'prana-ubud': [['Tegallalang rice terraces', 12], ['Goa Gajah', 14], ['Pejeng village', 5]],
      'prana-palms': [['Mas artisans village', 4], ['Monkey Forest', 11], ['Sukawati Market', 18]],
    });
    for (const p of SITES.flatMap((s) => s.proximity)) expect(p.distance.en).toMatch(new RegExp(`^${p.minutes} min (drive|walk)$`));
  });

  it('sits near Ubud, with hero paths and map positions inside the map', () => {
    for (const s of SITES) {
      expect(s.coordinates.lat).toBeGreaterThan(-8.56);
      expect(s.coordinates.lat).toBeLessThan(-8.48);
      expect(s.coordinates.lng).toBeGreaterThan(115.25);
      expect(s.coordinates.lng).toBeLessThan(115.3);
      expect(s.heroImage).toBe(`/media/sites/${s.id}/hero.jpg`);
      expect(s.mapPosition).toEqual(toMapPosition(s.coordinates));
      for (const v of [s.mapPosition.top, s.mapPosition.left]) expect(parseFloat(v)).toBeGreaterThan(0);
    }
  });
});

describe('villas', () => {
  it('has 17 unique villas, 3, 8 and 6 per site, sorted by site then name', () => {
    expect(VILLAS).toHaveLength(17);
    expect(new Set(VILLAS.map((v) => v.id)).size).toBe(VILLAS.length);
    expect(SITE_IDS.map((id) => villasOfSite(id).length)).toEqual([3, 8, 6]);
    const sorted = [...VILLAS].sort(
      (a, b) => SITE_IDS.indexOf(a.siteId) - SITE_IDS.indexOf(b.siteId) || a.name.localeCompare(b.name, 'en'),
    );
    expect(VILLAS.map((v) => v.id)).toEqual(sorted.map((v) => v.id));
    for (const v of VILLAS) expect(v.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(getVilla('jungle-loft')?.name).toBe('Jungle Loft');
    expect(getVilla('missing')).toBeUndefined();
  });

  it('has the capacities and rates of the catalogue', () => {
    const loft = getVilla('jungle-loft')!;
    expect([loft.capacity, loft.baseRate]).toEqual([2, 7_800_000]);
    const honeymoon = villasOfSite('prana-jungle').filter((v) => v.kind === 'honeymoon');
    expect(honeymoon.map((v) => [v.capacity, v.baseRate])).toEqual([[2, 6_600_000], [2, 6_600_000]]);

    expect(perKind('prana-ubud', 4).map((v) => v.baseRate)).toEqual([9_800_000, 9_800_000, 9_800_000]);
    expect(perKind('prana-ubud', 6).map((v) => [v.bedrooms, v.baseRate])).toEqual(Array(3).fill([2, 11_600_000]));
    expect(perKind('prana-ubud', 10).map((v) => [v.bedrooms, v.baseRate])).toEqual(Array(2).fill([3, 16_800_000]));

    const palms1 = perKind('prana-palms', 2);
    expect(palms1.every((v) => v.bedrooms === 1)).toBe(true);
    expect(palms1.map((v) => v.baseRate).sort()).toEqual([6_100_000, 6_200_000, 6_400_000]);
    const palms2 = perKind('prana-palms', 4);
    expect(palms2.every((v) => v.bedrooms === 2)).toBe(true);
    expect(palms2.map((v) => v.baseRate).sort()).toEqual([8_600_000, 8_800_000, 9_000_000]);
  });

  it('derives site fields, sizes and image paths', () => {
    for (const v of VILLAS) {
      const site = getSite(v.siteId)!;
      expect(v.siteName).toBe(site.name);
      expect(v.area).toBe(site.area);
      expect(Number.isInteger(v.baseRate)).toBe(true);
      expect(v.sizeSqft).toBe(Math.round(v.sizeSqm * 10.7639));
      expect(v.heroImage).toBe(`/media/sites/${v.siteId}/${v.id}/hero.jpg`);
      expect(v.gallery).toHaveLength(GALLERY_SIZE);
      v.gallery.forEach((path, i) => expect(path).toBe(`/media/sites/${v.siteId}/${v.id}/gallery-${i + 1}.jpg`));
      expect(v.bedrooms).toBeGreaterThan(0);
      expect(v.bathrooms).toBeGreaterThan(0);
      expect(v.mapPosition.top).toMatch(/^\d+(\.\d)?%$/);
    }
    expect(getVilla('jungle-loft')!.sizeSqft).toBe(1184);
  });
});

describe('estates, options and summaries', () => {
  it('has one estate per site with its card figures', () => {
    expect(ESTATES.map((e) => [e.siteId, e.baseRate, e.capacity, e.bedrooms, e.bathrooms])).toEqual([
      ['prana-jungle', 7_200_000, 4, 2, 2],
      ['prana-ubud', 11_200_000, 12, 5, 5],
      ['prana-palms', 9_800_000, 10, 3, 3],
    ]);
    for (const e of ESTATES) {
      const own = villasOfSite(e.siteId);
      expect(e.gallery).toHaveLength(3);
      for (const img of e.gallery) expect(own.some((v) => v.heroImage === img || v.gallery.includes(img))).toBe(true);
      expect(e.villas.map((v) => v.id)).toEqual(own.map((v) => v.id));
      expect(e.amenities.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('builds the site options and summaries from the villa list', () => {
    expect(SITE_OPTIONS.map((o) => o.id)).toEqual(SITE_IDS);
    expect(SITE_OPTIONS.flatMap((o) => o.villas.map((v) => v.id)).sort()).toEqual(VILLAS.map((v) => v.id).sort());
    for (const o of SITE_OPTIONS) {
      expect(o.label).toBe(getSite(o.id)!.name);
      for (const v of o.villas) expect(getVilla(v.id)).toMatchObject({ siteId: o.id, name: v.label });
    }
    expect(VILLA_SUMMARIES.map((s) => [s.id, s.villaCount])).toEqual([
      ['prana-jungle', 3],
      ['prana-ubud', 8],
      ['prana-palms', 6],
    ]);
  });
});

describe('landing content', () => {
  it('has the six services and rotating testimonials', () => {
    expect(SERVICES.map((s) => s.id)).toEqual(['culinary', 'wellness', 'adventures', 'transport', 'on-site-team', 'safety']);
    for (const s of SERVICES) {
      expect(s.highlights.length).toBeGreaterThanOrEqual(3);
      expect(s.highlights.length).toBeLessThanOrEqual(4);
      expect(s.image).toBe(`/media/services/${s.id}.jpg`);
    }
    expect(TESTIMONIAL_SUMMARY).toEqual({ average: 4.98, count: 186, platform: 'Airbnb' });
    expect([TESTIMONIAL_ROTATE_MS, TESTIMONIALS_VISIBLE]).toEqual([7000, 3]);
    expect(TESTIMONIALS.length).toBeGreaterThanOrEqual(9);
    expect(TESTIMONIALS.length % TESTIMONIALS_VISIBLE).toBe(0);
    for (const t of TESTIMONIALS) {
      expect(t.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(t.rating).toBeGreaterThanOrEqual(1);
      expect(t.rating).toBeLessThanOrEqual(5);
      expect(getVilla(t.villaId)).toBeDefined();
      expect(t.sourceUrl).toMatch(/^https:\/\//);
    }
  });

  it('has the map constants', () => {
    expect(MAP).toMatchObject({ center: { lat: -8.505, lng: 115.282 }, zoom: 11, minZoom: 10, maxZoom: 15, scrollWheelZoom: true, landmarkRadius: 6 });
    expect(MAP.ubudCentre.coordinates).toEqual({ lat: -8.505, lng: 115.275 });
    expect(MAP.airport.coordinates).toEqual({ lat: -8.7485, lng: 115.1675 });
    expect(LANDMARKS.map((l) => l.id)).toEqual(['ubud-market', 'campuhan', 'monkey', 'tegalalang']);
    expect(MAP.routeLabel).toEqual({ en: '±1 hr', id: '±1 jam' });
  });

  it('gives every image a phone variant', () => {
    expect(phoneVariantPath('/media/sites/a/b/hero.jpg')).toBe('/media/sites/a/b/hero-640.jpg');
    expect(imageVariants('/media/services/wellness.jpg')).toEqual({
      src: '/media/services/wellness.jpg',
      srcSet: '/media/services/wellness-640.jpg 640w, /media/services/wellness.jpg 1600w',
      webpSrcSet: '/media/services/wellness-640.webp 640w, /media/services/wellness.webp 1600w',
      phoneWebp: '/media/services/wellness-640.webp',
      sizes: '100vw',
      width: 1600,
      height: 1067,
    });
  });

  it('has all information pages', () => {
    expect(Object.keys(pages.INFO_PAGES).sort()).toEqual(
      ['/contact', '/guide', '/policies/flexible', '/policies/privacy', '/policies/refund', '/policies/terms'],
    );
    for (const page of Object.values(pages.INFO_PAGES)) expect(page.sections.length).toBeGreaterThanOrEqual(3);
    expect(about.ABOUT_PAGE.values).toHaveLength(3);
  });
});

describe('every text', () => {
  const modules = { about, contact, pages, policies, ESTATES, SERVICES, SITES, TESTIMONIALS, VILLAS, MAP, VILLA_SUMMARIES };

  function* localized(value: unknown, path: string): Generator<[string, Record<string, unknown>]> {
    if (!value || typeof value !== 'object') return;
    const keys = Object.keys(value);
    if (keys.length === 2 && keys.includes('en') && keys.includes('id')) yield [path, value as Record<string, unknown>];
    else for (const [k, v] of Object.entries(value)) yield* localized(v, `${path}.${k}`);
  }

  it('has non-empty English and Indonesian', () => {
    const found = [...localized(modules, 'catalogue')];
    expect(found.length).toBeGreaterThan(300);
    for (const [path, text] of found) {
      expect(typeof text.en === 'string' && text.en.trim() !== '', `${path}.en`).toBe(true);
      expect(typeof text.id === 'string' && text.id.trim() !== '', `${path}.id`).toBe(true);
    }
  });
});
