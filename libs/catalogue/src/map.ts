import type { Localized } from './localized.ts';

/** A point on Earth, in decimal degrees (WGS 84). */
export interface Coordinates {
  lat: number;
  lng: number;
}

/** A CSS percentage such as `'42.5%'`, ready for `style={{ top, left }}`. */
export type Percent = `${number}%`;

/**
 * Where a pin sits on the illustrated area map (an image covering {@link ILLUSTRATED_MAP_BOUNDS}):
 * percentages from the top and the left edge of that image.
 */
export interface MapPosition {
  top: Percent;
  left: Percent;
}

/** A named point shown on the interactive map. */
export interface MapPoint {
  id: string;
  name: Localized;
  coordinates: Coordinates;
}

/** Landmark ids drawn on the availability map. */
export type LandmarkId = 'ubud-market' | 'campuhan' | 'monkey' | 'tegalalang';

/** A landmark circle on the availability map. */
export interface Landmark extends MapPoint {
  id: LandmarkId;
}

/** Ubud centre, the end of the dashed airport route. */
const UBUD_CENTRE: MapPoint = {
  id: 'ubud-centre',
  name: { en: 'Ubud centre', id: 'Pusat Ubud' },
  coordinates: { lat: -8.505, lng: 115.275 },
};

/** Ngurah Rai International Airport (DPS). */
const AIRPORT: MapPoint = {
  id: 'airport',
  name: { en: 'Ngurah Rai International Airport (DPS)', id: 'Bandara Internasional Ngurah Rai (DPS)' },
  coordinates: { lat: -8.7485, lng: 115.1675 },
};

/** The four landmarks of the availability map, with their real positions. */
export const LANDMARKS: readonly Landmark[] = [
  { id: 'ubud-market', name: { en: 'Ubud Art Market', id: 'Pasar Seni Ubud' }, coordinates: { lat: -8.5069, lng: 115.2625 } },
  { id: 'campuhan', name: { en: 'Campuhan Ridge Walk', id: 'Jalur Bukit Campuhan' }, coordinates: { lat: -8.5033, lng: 115.2546 } },
  { id: 'monkey', name: { en: 'Sacred Monkey Forest', id: 'Mandala Suci Wenara Wana' }, coordinates: { lat: -8.5188, lng: 115.2585 } },
  { id: 'tegalalang', name: { en: 'Tegallalang rice terraces', id: 'Terasering Tegallalang' }, coordinates: { lat: -8.4346, lng: 115.2793 } },
];

/** Settings of the availability map. */
export const MAP = {
  center: { lat: -8.505, lng: 115.282 },
  zoom: 11,
  minZoom: 10,
  maxZoom: 15,
  scrollWheelZoom: true,
  /** Radius in pixels of a landmark circle. */
  landmarkRadius: 6,
  ubudCentre: UBUD_CENTRE,
  airport: AIRPORT,
  landmarks: LANDMARKS,
  /** Label of the dashed line joining Ubud centre and the airport. */
  routeLabel: { en: '±1 hr', id: '±1 jam' } as Localized,
} as const;

/** Geographic box covered by the illustrated area map that `mapPosition` refers to. */
const ILLUSTRATED_MAP_BOUNDS = { north: -8.47, south: -8.56, west: 115.24, east: 115.31 } as const;

const percent = (n: number): Percent => `${Math.round(n * 10) / 10}%`;

/** Projects coordinates onto the illustrated area map (linear, fine at this scale). */
export function toMapPosition({ lat, lng }: Coordinates): MapPosition {
  const b = ILLUSTRATED_MAP_BOUNDS;
  return {
    top: percent(((b.north - lat) / (b.north - b.south)) * 100),
    left: percent(((lng - b.west) / (b.east - b.west)) * 100),
  };
}

/** Moves a map position by a number of percentage points (used to fan villa pins around their site). */
export function offsetMapPosition(position: MapPosition, dTop: number, dLeft: number): MapPosition {
  return { top: percent(parseFloat(position.top) + dTop), left: percent(parseFloat(position.left) + dLeft) };
}
