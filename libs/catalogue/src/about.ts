import type { Localized } from './localized.ts';

/** The dictionary entry that opens the About page. */
export interface PranaDefinition {
  /** The word in Devanagari: 'प्राण'. */
  term: string;
  /** IAST transliteration: 'prāṇa'. */
  transliteration: string;
  /** 'Sanskrit, noun'. */
  grammar: Localized;
  /** The short gloss: 'breath, life force'. */
  meaning: Localized;
  /** One longer sentence on the sense of the word. */
  note: Localized;
}

/** One of the three values of the About page. */
export interface AboutValue {
  title: Localized;
  line: Localized;
}

/** The About page. */
export interface AboutPage {
  title: Localized;
  definition: PranaDefinition;
  missionHeading: Localized;
  mission: Localized;
  valuesHeading: Localized;
  values: readonly AboutValue[];
}

/** Content of /about. */
export const ABOUT_PAGE: AboutPage = {
  title: { en: 'About Prana', id: 'Tentang Prana' },
  definition: {
    term: 'प्राण',
    transliteration: 'prāṇa',
    grammar: { en: 'Sanskrit, noun', id: 'Sanskerta, nomina' },
    meaning: { en: 'breath, life force', id: 'napas, daya hidup' },
    note: {
      en: 'The breath that moves through every living thing; in Bali, the energy that joins people, land and the divine.',
      id: 'Napas yang mengalir dalam setiap makhluk hidup; di Bali, energi yang menyatukan manusia, alam, dan Sang Pencipta.',
    },
  },
  missionHeading: { en: 'Why we host', id: 'Mengapa kami menyambut tamu' },
  mission: {
    en: 'Prana began with a simple wish: that a stay in Ubud should feel like one long, easy breath. We keep our villas few and our team close, cook with what the island grows and work hand in hand with the villages around us, so the care you feel comes from people who call this place home.',
    id: 'Prana berawal dari satu keinginan sederhana: menginap di Ubud semestinya terasa seperti satu tarikan napas yang panjang dan lega. Kami menjaga jumlah vila tetap sedikit dan tim tetap dekat, memasak dengan hasil bumi pulau ini, dan bekerja bersama desa-desa di sekitar kami, agar kepedulian yang Anda rasakan datang dari orang-orang yang menyebut tempat ini rumah.',
  },
  valuesHeading: { en: 'What we hold to', id: 'Yang kami pegang' },
  values: [
    {
      title: { en: 'Unhurried care', id: 'Perhatian tanpa tergesa' },
      line: {
        en: 'We think of the details before you need them, so your days have room to breathe.',
        id: 'Kami memikirkan setiap detail sebelum Anda membutuhkannya, agar hari-hari Anda lapang.',
      },
    },
    {
      title: { en: 'Rooted in the village', id: 'Berakar di desa' },
      line: {
        en: 'Our hosts, cooks and craftspeople come from the ridge, Pejeng and Mas, and what you spend here stays here.',
        id: 'Tuan rumah, juru masak, dan perajin kami berasal dari punggung bukit, Pejeng, dan Mas, dan yang Anda belanjakan di sini tetap di sini.',
      },
    },
    {
      title: { en: 'Light on the land', id: 'Ramah pada alam' },
      line: {
        en: 'Rainwater, sun-warmed water and gardens before concrete: we build lightly, on land we mean to leave greener.',
        id: 'Air hujan, air yang dihangatkan matahari, dan taman sebelum beton: kami membangun dengan ringan, di tanah yang ingin kami wariskan lebih hijau.',
      },
    },
  ],
};
