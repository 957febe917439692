import type { VillaSeed } from './villas.ts';

const treetop = { kind: 'treetop', capacity: 4, bedrooms: 2, bathrooms: 2, baseRate: 9_800_000 } as const;
const lux = { kind: 'lux', capacity: 6, bedrooms: 2, bathrooms: 2, baseRate: 11_600_000, bedCount: 3 } as const;
const mansion = { kind: 'mansion', capacity: 10, bedrooms: 3, bathrooms: 3, baseRate: 16_800_000, bedCount: 6 } as const;
const luxBeds = { en: '2 king beds, 1 sofa bed for two', id: '2 ranjang king, 1 sofa bed untuk dua orang' };
const mansionBeds = { en: '2 king beds, 2 queen beds, 2 daybeds', id: '2 ranjang king, 2 ranjang queen, 2 daybed' };

/** Prana Ubud, Pejeng: three treetop villas, three two-bedroom Lux villas and two three-bedroom mansions. */
export const UBUD_VILLAS: readonly VillaSeed[] = [
  {
    ...treetop,
    id: 'ubud-treetop-1',
    name: 'Cempaka Treetop',
    beds: { en: '1 king bed, 2 single beds', id: '1 ranjang king, 2 ranjang single' },
    bedCount: 3,
    sizeSqm: 125,
    blueprint: { en: 'Two bedrooms on stilts · wraparound veranda · plunge pool', id: 'Dua kamar di atas tiang · beranda keliling · kolam rendam' },
    highlight: {
      en: 'Raised among cempaka trees, whose blossoms scent the rooms at night.',
      id: 'Berdiri di antara pohon cempaka yang bunganya mengharumkan kamar saat malam.',
    },
  },
  {
    ...treetop,
    id: 'ubud-treetop-2',
    name: 'Kenanga Treetop',
    beds: { en: '1 king bed, 2 single beds', id: '1 ranjang king, 2 ranjang single' },
    bedCount: 3,
    sizeSqm: 130,
    blueprint: { en: 'Two bedrooms · hammock net over the terraces · plunge pool', id: 'Dua kamar · jaring gantung di atas sawah · kolam rendam' },
    highlight: {
      en: 'A hammock net strung above the rice terraces, for reading by day and stars by night.',
      id: 'Jaring gantung terbentang di atas sawah, untuk membaca di siang hari dan memandang bintang di malam hari.',
    },
  },
  {
    ...treetop,
    id: 'ubud-treetop-3',
    name: 'Jepun Treetop',
    beds: { en: '1 king bed, 1 bunk bed', id: '1 ranjang king, 1 ranjang susun' },
    bedCount: 2,
    sizeSqm: 128,
    blueprint: { en: 'Two bedrooms · bunk nook for children · plunge pool', id: 'Dua kamar · sudut ranjang susun untuk anak · kolam rendam' },
    highlight: {
      en: 'Frangipani branches brush the windows, and children claim the bunk nook on day one.',
      id: 'Dahan kamboja menyentuh jendela, dan anak-anak langsung memilih sudut ranjang susun sejak hari pertama.',
    },
  },
  {
    ...lux,
    id: 'ubud-lux-1',
    name: 'Sawah Lux Villa',
    beds: luxBeds,
    sizeSqm: 185,
    blueprint: { en: 'Two bedroom suites · sunken lounge · 12 m pool facing the rice fields', id: 'Dua suite · ruang santai cekung · kolam 12 m menghadap sawah' },
    highlight: {
      en: 'The pool runs straight into the green of the rice fields.',
      id: 'Kolamnya seakan menyatu dengan hijaunya sawah.',
    },
  },
  {
    ...lux,
    id: 'ubud-lux-2',
    name: 'Subak Lux Villa',
    beds: luxBeds,
    sizeSqm: 190,
    blueprint: { en: 'Two bedroom suites · open pavilion kitchen · 12 m pool', id: 'Dua suite · dapur paviliun terbuka · kolam 12 m' },
    highlight: {
      en: 'Water from the old subak channels murmurs past the dining pavilion.',
      id: 'Air dari saluran subak tua bergemericik melewati paviliun makan.',
    },
  },
  {
    ...lux,
    id: 'ubud-lux-3',
    name: 'Tirta Lux Villa',
    beds: luxBeds,
    sizeSqm: 180,
    blueprint: { en: 'Two bedroom suites · spa bale · 10 m pool', id: 'Dua suite · bale spa · kolam 10 m' },
    highlight: {
      en: 'A private spa bale at the water’s edge, for a massage as the sun goes down.',
      id: 'Bale spa pribadi di tepi kolam, untuk pijat santai saat matahari terbenam.',
    },
  },
  {
    ...mansion,
    id: 'ubud-mansion-1',
    name: 'Bulan Mansion',
    beds: mansionBeds,
    sizeSqm: 320,
    blueprint: { en: 'Three bedrooms · banquet table for twelve · 15 m pool', id: 'Tiga kamar · meja jamuan untuk dua belas orang · kolam 15 m' },
    highlight: {
      en: 'Named after the Moon of Pejeng, with a long table under the stars for family feasts.',
      id: 'Dinamai dari Bulan Pejeng, dengan meja panjang di bawah bintang untuk jamuan keluarga.',
    },
  },
  {
    ...mansion,
    id: 'ubud-mansion-2',
    name: 'Surya Mansion',
    beds: mansionBeds,
    sizeSqm: 340,
    blueprint: { en: 'Three bedrooms · yoga shala · 15 m pool and lawn', id: 'Tiga kamar · shala yoga · kolam 15 m dan halaman rumput' },
    highlight: {
      en: 'Facing east, with a yoga shala that catches the first light over the valley.',
      id: 'Menghadap ke timur, dengan shala yoga yang menangkap cahaya pertama di atas lembah.',
    },
  },
];
