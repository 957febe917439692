import type { Localized } from './localized.ts';
import type { SiteId } from './sites.ts';
import { getSite } from './sites.ts';
import { villasOfSite } from './villas.ts';

/** One villa listed on an estate card. */
export interface EstateVilla {
  /** A real villa id of VILLAS. */
  id: string;
  /** The villa's name. */
  label: string;
  /** The villa's blueprint line. */
  description: Localized;
}

/**
 * A villa card of the landing page, one per site.
 * Rate, capacity, bedrooms and bathrooms are fixed figures for the cards, showing the
 * estate as a whole (a typical party's booking), not values computed from VILLAS.
 */
export interface Estate {
  id: string;
  siteId: SiteId;
  /** The site's name, e.g. 'Prana Jungle'. */
  name: string;
  /** The site's location line, e.g. 'Ubud ridge, Bali'. */
  location: string;
  /** Rate per night in whole rupiah ("from"). */
  baseRate: number;
  capacity: number;
  bedrooms: number;
  bathrooms: number;
  description: Localized;
  /** The site's hero image. */
  heroImage: string;
  /** Three images taken from the site's villas. */
  gallery: readonly string[];
  amenities: readonly Localized[];
  /** Every villa of the site, sorted by name. Choosing the estate selects all of them. */
  villas: readonly EstateVilla[];
}

type EstateSeed = Pick<Estate, 'siteId' | 'baseRate' | 'capacity' | 'bedrooms' | 'bathrooms' | 'description' | 'amenities'>;

const CONCIERGE: Localized = { en: 'Concierge on site 07:00–23:00', id: 'Concierge di lokasi pukul 07:00–23:00' };

function estate(seed: EstateSeed): Estate {
  const site = getSite(seed.siteId)!;
  const villas = villasOfSite(seed.siteId);
  return {
    ...seed,
    id: `${seed.siteId.replace('prana-', '')}-estate`,
    name: site.name,
    location: site.location,
    heroImage: site.heroImage,
    gallery: [villas[0].heroImage, villas[1 % villas.length].gallery[0], villas[2 % villas.length].gallery[1]],
    villas: villas.map((v) => ({ id: v.id, label: v.name, description: v.blueprint })),
  };
}

/**
 * The three landing cards. Jungle (couples' villas, two booked together) is the 7.2M card,
 * Palms (celebrations) the 9.8M card and Ubud (the largest villas, gatherings) the 11.2M card.
 */
export const ESTATES: readonly Estate[] = [
  estate({
    siteId: 'prana-jungle',
    baseRate: 7_200_000,
    capacity: 4,
    bedrooms: 2,
    bathrooms: 2,
    description: {
      en: 'Three hideaways for two on the Ubud ridge: a two-level loft and a pair of honeymoon villas above the Wos river, each with its own plunge pool.',
      id: 'Tiga tempat persembunyian untuk berdua di punggung bukit Ubud: loteng dua lantai dan sepasang vila bulan madu di atas Sungai Wos, masing-masing dengan kolam rendam pribadi.',
    },
    amenities: [
      { en: 'Private plunge pools', id: 'Kolam rendam pribadi' },
      { en: 'Breakfast in the villa, 07:30–10:00', id: 'Sarapan di vila, pukul 07:30–10:00' },
      { en: 'Canopy yoga deck', id: 'Dek yoga di antara pepohonan' },
      { en: 'Complimentary hourly shuttle', id: 'Antar-jemput gratis setiap jam' },
      CONCIERGE,
    ],
  }),
  estate({
    siteId: 'prana-ubud',
    baseRate: 11_200_000,
    capacity: 12,
    bedrooms: 5,
    bathrooms: 5,
    description: {
      en: 'Eight villas among the rice terraces of Pejeng, from treetop hideaways to three-bedroom mansions, made for families and long tables.',
      id: 'Delapan vila di antara sawah berundak Pejeng, dari persembunyian di pucuk pohon hingga rumah besar tiga kamar, untuk keluarga dan jamuan panjang.',
    },
    amenities: [
      { en: 'A private pool in every villa', id: 'Kolam pribadi di setiap vila' },
      { en: 'Chef-cooked banquets and barbecues', id: 'Jamuan dan barbekyu dimasak oleh chef' },
      { en: 'Yoga shala and spa bale', id: 'Shala yoga dan bale spa' },
      { en: 'Bunk nooks and lawns for children', id: 'Ranjang susun dan halaman rumput untuk anak-anak' },
      CONCIERGE,
    ],
  }),
  estate({
    siteId: 'prana-palms',
    baseRate: 9_800_000,
    capacity: 10,
    bedrooms: 3,
    bathrooms: 3,
    description: {
      en: 'Six pool villas in a palm garden in Mas, dressed for birthdays, anniversaries and vow renewals.',
      id: 'Enam vila berkolam di taman palem di Mas, siap ditata untuk ulang tahun, hari jadi, dan pembaruan janji nikah.',
    },
    amenities: [
      { en: 'A pool in every villa', id: 'Kolam di setiap vila' },
      { en: 'Celebration pavilion and cinema lawn', id: 'Paviliun perayaan dan halaman bioskop terbuka' },
      { en: 'Flower baths and floating breakfasts', id: 'Mandi bunga dan sarapan terapung' },
      { en: 'A short walk to the woodcarvers of Mas', id: 'Berjalan kaki sebentar ke para pengukir kayu Mas' },
      CONCIERGE,
    ],
  }),
];
