import type { Localized } from './localized.ts';
import type { Coordinates, MapPosition } from './map.ts';
import { toMapPosition } from './map.ts';
import { siteHeroPath } from './media.ts';
import type { SiteId } from '@prana/domain';

// The site ids are a rule (traits depend on them), so they live in libs/domain; the catalogue re-exports them.
export { SITE_IDS, isSiteId, type SiteId } from '@prana/domain';

/** How a nearby place is reached. */
export type TravelMode = 'drive' | 'walk';

/** A place near a site, with the travel time from the villa gate. */
export interface ProximityItem {
  label: Localized;
  minutes: number;
  mode: TravelMode;
  /** Display text, e.g. `{ en: '8 min drive', id: '8 menit berkendara' }`. */
  distance: Localized;
}

/** A villa site. */
export interface Site {
  id: SiteId;
  /** Full name, e.g. 'Prana Jungle'. */
  name: string;
  /** Name without the brand, e.g. 'Jungle'. */
  shortName: string;
  /** Neighbourhood, e.g. 'Ubud ridge'. */
  area: string;
  /** Short location line for cards, e.g. 'Ubud ridge, Bali'. */
  location: string;
  /** Postal address. */
  address: string;
  /** Map marker position of the site and of all its villas. */
  coordinates: Coordinates;
  /** `/media/sites/{siteId}/hero.jpg` */
  heroImage: string;
  /** Pin on the illustrated area map, projected from `coordinates` (see map.ts). */
  mapPosition: MapPosition;
  tagline: Localized;
  vibe: Localized;
  summary: Localized;
  proximity: readonly ProximityItem[];
}

const near = (en: string, id: string, minutes: number, mode: TravelMode = 'drive'): ProximityItem => ({
  label: { en, id },
  minutes,
  mode,
  distance:
    mode === 'drive'
      ? { en: `${minutes} min drive`, id: `${minutes} menit berkendara` }
      : { en: `${minutes} min walk`, id: `${minutes} menit jalan kaki` },
});

const site = (s: Omit<Site, 'heroImage' | 'mapPosition'>): Site => ({
  ...s,
  heroImage: siteHeroPath(s.id),
  mapPosition: toMapPosition(s.coordinates),
});

/** The three sites, in display order. */
export const SITES: readonly Site[] = [
  site({
    id: 'prana-jungle',
    name: 'Prana Jungle',
    shortName: 'Jungle',
    area: 'Ubud ridge',
    location: 'Ubud ridge, Bali',
    address: 'Jl. Bangkiang Sidem, Keliki, Ubud, Gianyar, Bali 80571',
    coordinates: { lat: -8.4968, lng: 115.2585 },
    tagline: { en: 'Rainforest lofts on the Ubud ridge', id: 'Loteng hutan hujan di punggung bukit Ubud' },
    vibe: {
      en: 'Mist in the canopy at dawn, the river below, a plunge pool among the ferns. Made for two, and for slowing down.',
      id: 'Kabut di pucuk pepohonan saat fajar, gemericik sungai di bawah, kolam rendam di antara pakis. Dibuat untuk berdua, dan untuk melambat.',
    },
    summary: {
      en: 'Three villas for couples on a green ridge above the Wos river, eight minutes from the heart of Ubud and six from the Campuhan ridge walk.',
      id: 'Tiga vila untuk pasangan di punggung bukit hijau di atas Sungai Wos, delapan menit dari pusat Ubud dan enam menit dari jalur Bukit Campuhan.',
    },
    proximity: [
      near('Central Ubud', 'Pusat Ubud', 8),
      near('Campuhan Ridge Walk', 'Jalur Bukit Campuhan', 6),
      near('Saraswati Temple', 'Pura Taman Saraswati', 10),
    ],
  }),
  site({
    id: 'prana-ubud',
    name: 'Prana Ubud',
    shortName: 'Ubud',
    area: 'Pejeng',
    location: 'Pejeng, Ubud, Bali',
    address: 'Jl. Raya Pejeng, Pejeng, Tampaksiring, Gianyar, Bali 80552',
    coordinates: { lat: -8.5108, lng: 115.2912 },
    tagline: { en: 'Terraces and long tables in old Pejeng', id: 'Sawah berundak dan meja panjang di Pejeng kuno' },
    vibe: {
      en: 'Rice terraces step down towards the Pakerisan valley. Long lunches, lantern-lit evenings and room for everyone you love.',
      id: 'Sawah berundak menurun ke lembah Pakerisan. Makan siang yang panjang, malam berhias lentera, dan ruang untuk semua orang tersayang.',
    },
    summary: {
      en: 'Eight villas, from treetop hideaways to three-bedroom mansions, in the ancient village of Pejeng, home of the bronze Moon of Pejeng.',
      id: 'Delapan vila, dari persembunyian di pucuk pohon hingga rumah besar tiga kamar, di desa kuno Pejeng, rumah nekara perunggu Bulan Pejeng.',
    },
    proximity: [
      near('Tegallalang rice terraces', 'Terasering Tegallalang', 12),
      near('Goa Gajah', 'Goa Gajah', 14),
      near('Pejeng village', 'Desa Pejeng', 5, 'walk'),
    ],
  }),
  site({
    id: 'prana-palms',
    name: 'Prana Palms',
    shortName: 'Palms',
    area: 'Mas',
    location: 'Mas, Ubud, Bali',
    address: 'Jl. Raya Mas, Mas, Ubud, Gianyar, Bali 80571',
    coordinates: { lat: -8.5412, lng: 115.2742 },
    tagline: { en: 'A palm garden for celebrations in Mas', id: 'Taman palem untuk merayakan di Mas' },
    vibe: {
      en: "Coconut palms, long pools and the tap of the carvers' chisels from the village. Birthdays, vow renewals and unhurried afternoons.",
      id: 'Pohon kelapa, kolam yang panjang, dan ketukan pahat para pengukir dari desa. Untuk ulang tahun, pembaruan janji nikah, dan sore yang tak terburu-buru.',
    },
    summary: {
      en: "Six pool villas in a palm garden in Mas, Bali's woodcarving village, south of Ubud and close to the Monkey Forest and Sukawati.",
      id: 'Enam vila berkolam di taman palem di Mas, desa ukir kayu Bali, di selatan Ubud dan dekat Monkey Forest serta Sukawati.',
    },
    proximity: [
      near('Mas artisans village', 'Desa perajin Mas', 4, 'walk'),
      near('Monkey Forest', 'Monkey Forest Ubud', 11),
      near('Sukawati Market', 'Pasar Seni Sukawati', 18),
    ],
  }),
];

/** The site with this id, or undefined for an unknown id. */
export function getSite(id: string): Site | undefined {
  return SITES.find((s) => s.id === id);
}
