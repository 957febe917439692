import type { DiningMeal } from '@prana/domain';
import type { Localized } from '../localized.ts';

/** The in-villa breakfast window (24 h clock, WITA). */
export const BREAKFAST_WINDOW = { start: '07:30', end: '10:00' } as const;

/** How full a breakfast slot is. */
export type BreakfastSlotAvailability = 'open' | 'almost-full';

export const BREAKFAST_SLOT_AVAILABILITY_LABELS: Readonly<Record<BreakfastSlotAvailability, Localized>> = {
  open: { en: 'Open', id: 'Tersedia' },
  'almost-full': { en: 'Almost full', id: 'Hampir penuh' },
};

/** A breakfast start time the guest can pick. */
export interface BreakfastSlot {
  /** HH:mm, also the slot's id. */
  time: string;
  description: Localized;
  availability: BreakfastSlotAvailability;
}

export const BREAKFAST_SLOTS: readonly BreakfastSlot[] = [
  {
    time: '07:30',
    description: {
      en: 'First light on the terrace, the valley still in mist.',
      id: 'Cahaya pertama di teras, lembah masih berkabut.',
    },
    availability: 'open',
  },
  {
    time: '08:15',
    description: {
      en: 'Our most requested time; a few tables left.',
      id: 'Waktu favorit tamu; tinggal sedikit tempat.',
    },
    availability: 'almost-full',
  },
  {
    time: '09:00',
    description: { en: 'An unhurried start after a morning swim.', id: 'Awal hari yang santai setelah berenang pagi.' },
    availability: 'open',
  },
  {
    time: '09:45',
    description: {
      en: 'A late breakfast, served until the kitchen closes at 10:00.',
      id: 'Sarapan agak siang, disajikan hingga dapur tutup pukul 10:00.',
    },
    availability: 'open',
  },
];

export const DEFAULT_DINING_GUESTS = 2;
export const MIN_DINING_GUESTS = 1;
export const MAX_DINING_GUESTS = 6;

/** The groups breakfast add-ons are shown in. */
export type DiningAddOnGroup = 'celebrations' | 'wellness' | 'savoury';

export const DINING_ADD_ON_GROUPS: readonly { id: DiningAddOnGroup; label: Localized }[] = [
  { id: 'celebrations', label: { en: 'Celebrations', id: 'Perayaan' } },
  { id: 'wellness', label: { en: 'Wellness', id: 'Kebugaran' } },
  { id: 'savoury', label: { en: 'Savoury', id: 'Gurih' } },
];

/** An extra that can be added to breakfast. Prices in IDR. */
export interface DiningAddOn {
  id: string;
  name: Localized;
  description: Localized;
  price: number;
  group: DiningAddOnGroup;
}

export const DINING_ADD_ONS: readonly DiningAddOn[] = [
  {
    id: 'floating-breakfast',
    name: { en: 'Floating breakfast', id: 'Sarapan apung' },
    description: {
      en: 'Breakfast served on a rattan tray in your private pool.',
      id: 'Sarapan disajikan di nampan rotan di kolam pribadi Anda.',
    },
    price: 550_000,
    group: 'celebrations',
  },
  {
    id: 'champagne-sunrise',
    name: { en: 'Champagne sunrise', id: 'Sampanye pagi' },
    description: {
      en: 'A bottle of champagne on ice with fresh tropical fruit.',
      id: 'Sebotol sampanye dingin dengan buah tropis segar.',
    },
    price: 1_400_000,
    group: 'celebrations',
  },
  {
    id: 'smoothie-flight',
    name: { en: 'Smoothie flight', id: 'Ragam smoothie' },
    description: {
      en: 'Four small smoothies of island fruit and greens.',
      id: 'Empat smoothie kecil dari buah dan sayuran hijau pulau ini.',
    },
    price: 180_000,
    group: 'wellness',
  },
  {
    id: 'immune-elixir',
    name: { en: 'Immune elixir', id: 'Eliksir imun' },
    description: {
      en: 'Turmeric, ginger and tamarind jamu, pressed each morning.',
      id: 'Jamu kunyit, jahe, dan asam, diperas setiap pagi.',
    },
    price: 95_000,
    group: 'wellness',
  },
  {
    id: 'bali-benedict',
    name: { en: 'Bali Benedict', id: 'Bali Benedict' },
    description: {
      en: 'Poached eggs and sambal matah hollandaise on toasted brioche.',
      id: 'Telur poach dan hollandaise sambal matah di atas brioche panggang.',
    },
    price: 210_000,
    group: 'savoury',
  },
  {
    id: 'nasi-campur',
    name: { en: 'Nasi campur', id: 'Nasi campur' },
    description: {
      en: 'Rice with the village’s morning dishes: sate lilit, lawar and egg.',
      id: 'Nasi dengan lauk pagi khas desa: sate lilit, lawar, dan telur.',
    },
    price: 190_000,
    group: 'savoury',
  },
];

/** When an all-day dining item is served. */
export type DiningWindow = 'Lunch' | 'Dinner' | 'Anytime';

export const DINING_WINDOW_LABELS: Readonly<Record<DiningWindow, Localized>> = {
  Lunch: { en: 'Lunch', id: 'Makan siang' },
  Dinner: { en: 'Dinner', id: 'Makan malam' },
  Anytime: { en: 'Anytime', id: 'Kapan saja' },
};

/** A lunch or dinner experience served in the villa. Prices in IDR. */
export interface DiningAllDayItem {
  id: string;
  name: Localized;
  description: Localized;
  price: number;
  window: DiningWindow;
}

export const DINING_ALL_DAY_ITEMS: readonly DiningAllDayItem[] = [
  {
    id: 'chef-lunch',
    name: { en: 'Chef’s lunch', id: 'Makan siang pilihan chef' },
    description: {
      en: 'Three courses from the morning market, served in your pavilion.',
      id: 'Tiga hidangan dari pasar pagi, disajikan di bale Anda.',
    },
    price: 450_000,
    window: 'Lunch',
  },
  {
    id: 'twilight-dinner',
    name: { en: 'Twilight dinner', id: 'Makan malam senja' },
    description: {
      en: 'A candlelit Balinese rijsttafel for two by the pool.',
      id: 'Rijsttafel Bali bercahaya lilin untuk berdua di tepi kolam.',
    },
    price: 1_800_000,
    window: 'Dinner',
  },
  {
    id: 'poolside-grazing',
    name: { en: 'Poolside grazing', id: 'Camilan tepi kolam' },
    description: {
      en: 'A board of island cheeses, fruit, crackers and dips.',
      id: 'Papan keju lokal, buah, kerupuk, dan saus cocolan.',
    },
    price: 320_000,
    window: 'Anytime',
  },
  {
    id: 'chef-barbecue',
    name: { en: 'Chef’s barbecue', id: 'Barbekyu chef' },
    description: {
      en: 'Grilled seafood and satay, cooked at your villa by our chef.',
      id: 'Hidangan laut bakar dan sate, dimasak di vila oleh chef kami.',
    },
    price: 1_500_000,
    window: 'Dinner',
  },
  {
    id: 'wellness-bowl',
    name: { en: 'Wellness bowl', id: 'Mangkuk sehat' },
    description: {
      en: 'Red rice, greens, tempeh and a ginger dressing.',
      id: 'Nasi merah, sayuran hijau, tempe, dan saus jahe.',
    },
    price: 180_000,
    window: 'Anytime',
  },
];

/** The lunch list: Lunch items followed by Anytime items. */
export function lunchItems(): DiningAllDayItem[] {
  return dishesForMeal(DINING_ALL_DAY_ITEMS, 'lunch');
}

/** The dinner list: Dinner items only. */
export function dinnerItems(): DiningAllDayItem[] {
  return dishesForMeal(DINING_ALL_DAY_ITEMS, 'dinner');
}

/** The dishes a meal is ordered with, from a list of dishes (the published ones): lunch's then the all-day ones, dinner's; breakfast takes the add-ons instead. */
export function dishesForMeal<T extends DiningAllDayItem>(dishes: readonly T[], meal: DiningMeal): T[] {
  if (meal === 'lunch') return [...dishes.filter((item) => item.window === 'Lunch'), ...dishes.filter((item) => item.window === 'Anytime')];
  if (meal === 'dinner') return dishes.filter((item) => item.window === 'Dinner');
  return [];
}

/** The times a meal can be served: breakfast's slots, lunch and dinner at the half hour (WITA). */
export const MEAL_TIMES: Readonly<Record<DiningMeal, readonly string[]>> = {
  breakfast: BREAKFAST_SLOTS.map((slot) => slot.time),
  lunch: ['12:00', '12:30', '13:00', '13:30', '14:00'],
  dinner: ['18:30', '19:00', '19:30', '20:00', '20:30'],
};

export const DINING_MEAL_LABELS: Readonly<Record<DiningMeal, Localized>> = {
  breakfast: { en: 'Breakfast', id: 'Sarapan' },
  lunch: { en: 'Lunch', id: 'Makan siang' },
  dinner: { en: 'Dinner', id: 'Makan malam' },
};

/** The bundled dishes a meal can be ordered with; breakfast takes the add-ons instead. */
export function mealItems(meal: DiningMeal): DiningAllDayItem[] {
  return dishesForMeal(DINING_ALL_DAY_ITEMS, meal);
}
