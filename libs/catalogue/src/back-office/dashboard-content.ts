import type { Localized } from '../localized.ts';

/** A stage of the content pipeline. */
export type ContentStage = 'drafting' | 'review' | 'scheduled';

/** A piece of content on its way out. */
export interface ContentPipelineItem {
  id: string;
  title: Localized;
  channel: Localized;
  owner: string;
  due: Localized;
}

/** One column of the content pipeline. */
export interface ContentPipelineStage {
  stage: ContentStage;
  label: Localized;
  items: ContentPipelineItem[];
}

const WEBSITE: Localized = { en: 'Website', id: 'Situs web' };
const EMAIL: Localized = { en: 'Email', id: 'Email' };
const INSTAGRAM: Localized = { en: 'Instagram', id: 'Instagram' };

export const CONTENT_PIPELINE: readonly ContentPipelineStage[] = [
  {
    stage: 'drafting',
    label: { en: 'Drafting', id: 'Penyusunan' },
    items: [
      {
        id: 'rainy-season-journal',
        title: { en: 'Rainy-season wellness journal', id: 'Jurnal kebugaran musim hujan' },
        channel: WEBSITE,
        owner: 'Ni Luh Sari',
        due: { en: 'Next week', id: 'Minggu depan' },
      },
      {
        id: 'nyepi-guide',
        title: { en: 'Staying through Nyepi', id: 'Menginap saat Nyepi' },
        channel: EMAIL,
        owner: 'Ayu Lestari',
        due: { en: 'In two weeks', id: 'Dua minggu lagi' },
      },
    ],
  },
  {
    stage: 'review',
    label: { en: 'Review', id: 'Tinjauan' },
    items: [
      {
        id: 'palms-celebrations',
        title: { en: 'Celebrations at Prana Palms', id: 'Perayaan di Prana Palms' },
        channel: WEBSITE,
        owner: 'Ayu Lestari',
        due: { en: 'Friday', id: 'Jumat' },
      },
      {
        id: 'treetop-photo-refresh',
        title: { en: 'Treetop villa photo refresh', id: 'Pembaruan foto vila Treetop' },
        channel: INSTAGRAM,
        owner: 'Kadek Dewi',
        due: { en: 'Thursday', id: 'Kamis' },
      },
    ],
  },
  {
    stage: 'scheduled',
    label: { en: 'Scheduled', id: 'Terjadwal' },
    items: [
      {
        id: 'direct-booking-perks',
        title: { en: 'Book direct perks', id: 'Keuntungan pesan langsung' },
        channel: EMAIL,
        owner: 'Ayu Lestari',
        due: { en: '15 June', id: '15 Juni' },
      },
      {
        id: 'galungan-story',
        title: { en: 'Galungan offerings story', id: 'Cerita persembahan Galungan' },
        channel: INSTAGRAM,
        owner: 'Made Surya',
        due: { en: 'Tomorrow', id: 'Besok' },
      },
    ],
  },
];

/** A kind of media asset. */
export type MediaKind = 'photo' | 'video' | 'document';

/** A folder of the media library. */
export interface MediaLibraryItem {
  id: string;
  title: Localized;
  kind: MediaKind;
  count: number;
  updated: Localized;
}

export const MEDIA_LIBRARY: readonly MediaLibraryItem[] = [
  {
    id: 'villa-photography',
    title: { en: 'Villa photography', id: 'Foto vila' },
    kind: 'photo',
    count: 170,
    updated: { en: 'This week', id: 'Minggu ini' },
  },
  {
    id: 'site-films',
    title: { en: 'Site hero films', id: 'Film utama properti' },
    kind: 'video',
    count: 3,
    updated: { en: 'Last month', id: 'Bulan lalu' },
  },
  {
    id: 'wellness-rituals',
    title: { en: 'Wellness ritual stills', id: 'Foto ritual kebugaran' },
    kind: 'photo',
    count: 42,
    updated: { en: 'Two weeks ago', id: 'Dua minggu lalu' },
  },
  {
    id: 'extras-menu',
    title: { en: 'Extras menu (PDF)', id: 'Menu layanan tambahan (PDF)' },
    kind: 'document',
    count: 1,
    updated: { en: 'Yesterday', id: 'Kemarin' },
  },
  {
    id: 'brand-guidelines',
    title: { en: 'Brand guidelines', id: 'Pedoman merek' },
    kind: 'document',
    count: 1,
    updated: { en: 'This quarter', id: 'Kuartal ini' },
  },
];
