import type { VillaSeed } from './villas.ts';

/** Prana Jungle, Ubud ridge: the loft and two honeymoon villas, all for two. */
export const JUNGLE_VILLAS: readonly VillaSeed[] = [
  {
    id: 'jungle-loft',
    name: 'Jungle Loft',
    kind: 'loft',
    capacity: 2,
    bedrooms: 1,
    bathrooms: 1,
    beds: { en: '1 king bed', id: '1 ranjang king' },
    bedCount: 1,
    baseRate: 7_800_000,
    sizeSqm: 110,
    blueprint: {
      en: 'Two-level loft · canopy daybed · 8 m plunge pool',
      id: 'Loteng dua lantai · daybed di ketinggian · kolam rendam 8 m',
    },
    highlight: {
      en: 'Sleep level with the treetops and wake to the river far below.',
      id: 'Tidur sejajar pucuk pepohonan dan bangun diiringi suara sungai jauh di bawah.',
    },
  },
  {
    id: 'jungle-honeymoon-1',
    name: 'Kunang Honeymoon Villa',
    kind: 'honeymoon',
    capacity: 2,
    bedrooms: 1,
    bathrooms: 1,
    beds: { en: '1 king four-poster bed', id: '1 ranjang king berkelambu' },
    bedCount: 1,
    baseRate: 6_600_000,
    sizeSqm: 85,
    blueprint: {
      en: 'One bedroom · stone bathtub for two · plunge pool',
      id: 'Satu kamar · bak mandi batu untuk berdua · kolam rendam',
    },
    highlight: {
      en: 'Fireflies drift over the ravine after dusk, and your bath is drawn with frangipani on arrival.',
      id: 'Kunang-kunang melayang di atas jurang selepas senja, dan bak mandi disiapkan bertabur kamboja saat Anda tiba.',
    },
  },
  {
    id: 'jungle-honeymoon-2',
    name: 'Embun Honeymoon Villa',
    kind: 'honeymoon',
    capacity: 2,
    bedrooms: 1,
    bathrooms: 1,
    beds: { en: '1 king four-poster bed', id: '1 ranjang king berkelambu' },
    bedCount: 1,
    baseRate: 6_600_000,
    sizeSqm: 88,
    blueprint: {
      en: 'One bedroom · open-air rain shower · plunge pool on the ridge edge',
      id: 'Satu kamar · pancuran terbuka · kolam rendam di tepi bukit',
    },
    highlight: {
      en: 'Dew on the ferns at first light, and coffee on a deck that hangs over the valley.',
      id: 'Embun di daun pakis saat fajar, dan kopi di dek yang menggantung di atas lembah.',
    },
  },
];
