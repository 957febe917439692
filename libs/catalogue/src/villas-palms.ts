import type { VillaSeed } from './villas.ts';

const oneBedroom = { kind: 'one-bedroom', capacity: 2, bedrooms: 1, bathrooms: 1, bedCount: 1 } as const;
const twoBedroom = { kind: 'two-bedroom', capacity: 4, bedrooms: 2, bathrooms: 2 } as const;
const king = { en: '1 king bed', id: '1 ranjang king' };

/** Prana Palms, Mas: four one-bedroom villas for two and three two-bedroom pool villas for four. */
export const PALMS_VILLAS: readonly VillaSeed[] = [
  {
    ...oneBedroom,
    id: 'palms-1bd-1',
    name: 'Kelapa Villa',
    beds: king,
    baseRate: 6_100_000,
    sizeSqm: 68,
    blueprint: { en: 'One bedroom · garden bale · plunge pool', id: 'Satu kamar · bale taman · kolam rendam' },
    highlight: {
      en: 'Beneath the tallest coconut palms in the garden, with a bale made for afternoon naps.',
      id: 'Di bawah pohon kelapa tertinggi di taman, dengan bale yang pas untuk tidur siang.',
    },
  },
  {
    ...oneBedroom,
    id: 'palms-1bd-2',
    name: 'Lontar Villa',
    beds: king,
    baseRate: 6_200_000,
    sizeSqm: 72,
    blueprint: { en: 'One bedroom · carved teak doors · plunge pool', id: 'Satu kamar · pintu jati berukir · kolam rendam' },
    highlight: {
      en: 'Teak doors carved by hand in the workshops next door, where you can watch the next pair take shape.',
      id: 'Pintu jati diukir tangan di bengkel sebelah, tempat Anda bisa melihat sepasang pintu berikutnya dibuat.',
    },
  },
  {
    ...oneBedroom,
    id: 'palms-1bd-3',
    name: 'Pinang Villa',
    beds: king,
    baseRate: 6_400_000,
    sizeSqm: 75,
    blueprint: { en: 'One bedroom · outdoor stone tub · plunge pool', id: 'Satu kamar · bak mandi batu terbuka · kolam rendam' },
    highlight: {
      en: 'A stone tub under the areca palms, strewn with petals for birthdays and anniversaries.',
      id: 'Bak mandi batu di bawah pohon pinang, ditaburi kelopak bunga untuk ulang tahun dan hari jadi.',
    },
  },
  {
    ...twoBedroom,
    id: 'palms-2bd-1',
    name: 'Nyiur Pool Villa',
    beds: { en: '2 king beds', id: '2 ranjang king' },
    bedCount: 2,
    baseRate: 8_600_000,
    sizeSqm: 130,
    blueprint: { en: 'Two bedrooms · 10 m pool · garden dining bale', id: 'Dua kamar · kolam 10 m · bale makan di taman' },
    highlight: {
      en: 'Dinner in the bale, the palms lit from below, the pool still and warm.',
      id: 'Makan malam di bale, pohon palem disinari lampu dari bawah, kolam tenang dan hangat.',
    },
  },
  {
    ...twoBedroom,
    id: 'palms-2bd-2',
    name: 'Sagu Pool Villa',
    beds: { en: '1 king bed, 2 single beds', id: '1 ranjang king, 2 ranjang single' },
    bedCount: 3,
    baseRate: 8_800_000,
    sizeSqm: 140,
    blueprint: { en: 'Two bedrooms · 12 m pool · outdoor cinema lawn', id: 'Dua kamar · kolam 12 m · halaman bioskop terbuka' },
    highlight: {
      en: 'A lawn with an outdoor screen, for birthday films under the palms.',
      id: 'Halaman rumput dengan layar terbuka, untuk nonton film ulang tahun di bawah pohon palem.',
    },
  },
  {
    ...twoBedroom,
    id: 'palms-2bd-3',
    name: 'Rotan Pool Villa',
    beds: { en: '2 king beds', id: '2 ranjang king' },
    bedCount: 2,
    baseRate: 9_000_000,
    sizeSqm: 150,
    blueprint: { en: 'Two bedroom suites · 14 m pool · celebration pavilion', id: 'Dua suite · kolam 14 m · paviliun perayaan' },
    highlight: {
      en: 'The longest pool at Prana Palms, and a pavilion dressed for vow renewals.',
      id: 'Kolam terpanjang di Prana Palms, dan paviliun yang ditata untuk pembaruan janji nikah.',
    },
  },
];
