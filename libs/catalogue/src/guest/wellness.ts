import type { ServiceHours } from '@prana/domain';
import type { Localized } from '../localized.ts';

/** What a wellness ritual is good for; the filter chips besides All. */
export type WellnessFocus = 'romance' | 'relaxation' | 'detox' | 'sound' | 'fitness' | 'energy';

/** A focus filter chip: All or one focus. */
export type WellnessFocusFilter = 'all' | WellnessFocus;

export const WELLNESS_FOCUS_FILTERS: readonly { id: WellnessFocusFilter; label: Localized }[] = [
  { id: 'all', label: { en: 'All', id: 'Semua' } },
  { id: 'romance', label: { en: 'Romance', id: 'Romantis' } },
  { id: 'relaxation', label: { en: 'Relaxation', id: 'Relaksasi' } },
  { id: 'detox', label: { en: 'Detox', id: 'Detoks' } },
  { id: 'sound', label: { en: 'Sound', id: 'Suara' } },
  { id: 'fitness', label: { en: 'Fitness', id: 'Kebugaran' } },
  { id: 'energy', label: { en: 'Energy', id: 'Energi' } },
];

/** A ritual brought to the villa. Price in IDR. */
export interface WellnessService {
  id: string;
  name: Localized;
  description: Localized;
  price: number;
  durationMinutes: number;
  /** How the duration reads on the card, e.g. '45 minute setup'. */
  durationLabel: Localized;
  focus: WellnessFocus[];
  bestFor: Localized;
  availability: Localized;
  /** The hours `availability` words: a ritual starts at `opens` at the earliest and is over by `closes`. */
  hours: ServiceHours;
}

export const WELLNESS_SERVICES: readonly WellnessService[] = [
  {
    id: 'flower-bath',
    name: { en: 'Flower bath ritual', id: 'Ritual mandi bunga' },
    description: {
      en: 'A deep bath strewn with frangipani, rose and marigold, with a cup of warm ginger tea.',
      id: 'Berendam di bak penuh kamboja, mawar, dan gumitir, ditemani secangkir teh jahe hangat.',
    },
    price: 680_000,
    durationMinutes: 45,
    durationLabel: { en: '45 minute setup', id: 'Persiapan 45 menit' },
    focus: ['romance', 'relaxation'],
    bestFor: { en: 'Couples and celebrations', id: 'Pasangan dan perayaan' },
    availability: { en: 'Daily, 10:00 to 21:00', id: 'Setiap hari, 10:00 sampai 21:00' },
    hours: { opens: '10:00', closes: '21:00' },
  },
  {
    id: 'balinese-massage',
    name: { en: 'Balinese massage', id: 'Pijat Bali' },
    description: {
      en: 'Long strokes, gentle stretching and acupressure with warm coconut oil.',
      id: 'Urutan panjang, peregangan lembut, dan akupresur dengan minyak kelapa hangat.',
    },
    price: 420_000,
    durationMinutes: 60,
    durationLabel: { en: '60 minutes', id: '60 menit' },
    focus: ['relaxation'],
    bestFor: { en: 'The first evening after travel', id: 'Malam pertama setelah perjalanan' },
    availability: { en: 'Daily, 09:00 to 22:00', id: 'Setiap hari, 09:00 sampai 22:00' },
    hours: { opens: '09:00', closes: '22:00' },
  },
  {
    id: 'warm-stone',
    name: { en: 'Warm stone therapy', id: 'Terapi batu hangat' },
    description: {
      en: 'Heated river stones ease deep tension in the back and shoulders.',
      id: 'Batu sungai yang dihangatkan meredakan ketegangan di punggung dan bahu.',
    },
    price: 580_000,
    durationMinutes: 90,
    durationLabel: { en: '90 minutes', id: '90 menit' },
    focus: ['relaxation', 'energy'],
    bestFor: { en: 'Tired muscles after a trek', id: 'Otot lelah setelah mendaki' },
    availability: { en: 'Daily, 11:00 to 21:00', id: 'Setiap hari, 11:00 sampai 21:00' },
    hours: { opens: '11:00', closes: '21:00' },
  },
  {
    id: 'sound-healing',
    name: { en: 'Sound healing', id: 'Terapi suara' },
    description: {
      en: 'Singing bowls, gongs and chimes guide you into deep rest.',
      id: 'Mangkuk bernyanyi, gong, dan genta mengantar Anda ke istirahat yang dalam.',
    },
    price: 750_000,
    durationMinutes: 75,
    durationLabel: { en: '75 minutes', id: '75 menit' },
    focus: ['sound', 'relaxation'],
    bestFor: { en: 'Restless minds and light sleepers', id: 'Pikiran gelisah dan yang sulit tidur' },
    availability: { en: 'Evenings, 17:00 to 21:00', id: 'Sore hingga malam, 17:00 sampai 21:00' },
    hours: { opens: '17:00', closes: '21:00' },
  },
  {
    id: 'sunrise-yoga',
    name: { en: 'Sunrise yoga', id: 'Yoga matahari terbit' },
    description: {
      en: 'A private vinyasa flow on your terrace as the valley wakes up.',
      id: 'Vinyasa privat di teras Anda saat lembah mulai terjaga.',
    },
    price: 520_000,
    durationMinutes: 60,
    durationLabel: { en: '60 minutes', id: '60 menit' },
    focus: ['fitness', 'energy'],
    bestFor: { en: 'All levels, up to four guests', id: 'Semua tingkat, hingga empat tamu' },
    availability: { en: 'Daily, 06:00 to 08:00', id: 'Setiap hari, 06:00 sampai 08:00' },
    hours: { opens: '06:00', closes: '08:00' },
  },
  {
    id: 'detox-scrub',
    name: { en: 'Detox scrub and wrap', id: 'Lulur dan balut detoks' },
    description: {
      en: 'A Balinese boreh scrub of rice, clove and ginger, then a cooling body wrap.',
      id: 'Lulur boreh Bali dari beras, cengkih, dan jahe, lalu balutan tubuh yang menyejukkan.',
    },
    price: 640_000,
    durationMinutes: 75,
    durationLabel: { en: '75 minutes', id: '75 menit' },
    focus: ['detox', 'energy'],
    bestFor: { en: 'A reset after long flights', id: 'Penyegaran setelah penerbangan panjang' },
    availability: { en: 'Daily, 10:00 to 20:00', id: 'Setiap hari, 10:00 sampai 20:00' },
    hours: { opens: '10:00', closes: '20:00' },
  },
];

/** The services of a list (the published ones) shown under a focus chip ('all' shows every service). */
export function wellnessServicesFor<T extends WellnessService>(services: readonly T[], filter: WellnessFocusFilter): T[] {
  return services.filter((service) => filter === 'all' || service.focus.includes(filter));
}
