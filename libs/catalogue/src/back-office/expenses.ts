import type { Localized } from '../localized.ts';
import { CHART_COLOURS } from './chart-colours.ts';
import { isoDateDaysAgo } from './seed-dates.ts';

/** A sample expense category with its monthly budget in IDR. */
export interface ExpenseCategorySeed {
  id: string;
  name: Localized;
  color: string;
  budget: number;
}

export const EXPENSE_CATEGORIES: readonly ExpenseCategorySeed[] = [
  { id: 'staff-wages', name: { en: 'Staff wages', id: 'Gaji staf' }, color: CHART_COLOURS.jungle, budget: 320_000_000 },
  {
    id: 'operations',
    name: { en: 'Operations', id: 'Operasional' },
    color: CHART_COLOURS.terracotta,
    budget: 140_000_000,
  },
  {
    id: 'guest-experience',
    name: { en: 'Guest experience', id: 'Pengalaman tamu' },
    color: CHART_COLOURS.moss,
    budget: 85_000_000,
  },
  {
    id: 'maintenance',
    name: { en: 'Maintenance', id: 'Pemeliharaan' },
    color: CHART_COLOURS.stone,
    budget: 70_000_000,
  },
];

/** A sample expense line. The date is kept as an offset so the seed always looks recent. */
export interface ExpenseItemSeed {
  id: string;
  label: Localized;
  /** IDR, integer above 0. */
  amount: number;
  /** Days before today the expense was booked. */
  daysAgo: number;
  categoryId: string;
}

export const EXPENSE_ITEMS: readonly ExpenseItemSeed[] = [
  {
    id: 'exp-housekeeping-payroll',
    label: { en: 'Housekeeping team payroll', id: 'Gaji tim tata graha' },
    amount: 96_500_000,
    daysAgo: 3,
    categoryId: 'staff-wages',
  },
  {
    id: 'exp-concierge-payroll',
    label: { en: 'Concierge and guest relations payroll', id: 'Gaji concierge dan layanan tamu' },
    amount: 88_000_000,
    daysAgo: 33,
    categoryId: 'staff-wages',
  },
  {
    id: 'exp-kitchen-payroll',
    label: { en: 'Kitchen crew payroll', id: 'Gaji tim dapur' },
    amount: 72_400_000,
    daysAgo: 64,
    categoryId: 'staff-wages',
  },
  {
    id: 'exp-electricity',
    label: { en: 'Electricity for all three sites', id: 'Listrik untuk ketiga properti' },
    amount: 38_750_000,
    daysAgo: 6,
    categoryId: 'operations',
  },
  {
    id: 'exp-pool-care',
    label: { en: 'Pool chemicals and filters', id: 'Bahan kimia dan filter kolam' },
    amount: 9_860_000,
    daysAgo: 12,
    categoryId: 'operations',
  },
  {
    id: 'exp-laundry-contract',
    label: { en: 'Linen laundry contract', id: 'Kontrak binatu linen' },
    amount: 21_300_000,
    daysAgo: 41,
    categoryId: 'operations',
  },
  {
    id: 'exp-welcome-flowers',
    label: { en: 'Welcome flowers and canang offerings', id: 'Bunga penyambutan dan canang sari' },
    amount: 6_450_000,
    daysAgo: 2,
    categoryId: 'guest-experience',
  },
  {
    id: 'exp-market-produce',
    label: { en: 'Breakfast produce from the Ubud market', id: 'Bahan sarapan dari Pasar Ubud' },
    amount: 14_280_000,
    daysAgo: 9,
    categoryId: 'guest-experience',
  },
  {
    id: 'exp-spa-restock',
    label: { en: 'Spa oils and amenities restock', id: 'Isi ulang minyak spa dan perlengkapan' },
    amount: 11_900_000,
    daysAgo: 52,
    categoryId: 'guest-experience',
  },
  {
    id: 'exp-roof-repair',
    label: { en: 'Thatched roof repair, Jungle Loft', id: 'Perbaikan atap alang-alang, Jungle Loft' },
    amount: 18_600_000,
    daysAgo: 18,
    categoryId: 'maintenance',
  },
  {
    id: 'exp-ac-service',
    label: { en: 'Air conditioning service, Ubud villas', id: 'Servis AC, vila-vila Ubud' },
    amount: 12_750_000,
    daysAgo: 27,
    categoryId: 'maintenance',
  },
  {
    id: 'exp-drainage-works',
    label: { en: 'Garden drainage before the rainy season', id: 'Perbaikan saluran taman sebelum musim hujan' },
    amount: 24_200_000,
    daysAgo: 104,
    categoryId: 'maintenance',
  },
];

/** A sample expense line with its date resolved against `today`. */
export interface DatedExpenseItem extends Omit<ExpenseItemSeed, 'daysAgo'> {
  /** yyyy-mm-dd. */
  date: string;
}

/** The sample expense lines dated relative to `today` (yyyy-mm-dd or Date), newest first. */
export function datedExpenseItems(today: string | Date = new Date()): DatedExpenseItem[] {
  return [...EXPENSE_ITEMS]
    .sort((a, b) => a.daysAgo - b.daysAgo)
    .map(({ daysAgo, ...item }) => ({ ...item, date: isoDateDaysAgo(daysAgo, today) }));
}

/** Labels of the expense range buttons (the ids of EXPENSE_RANGES in @prana/domain). */
export const EXPENSE_RANGE_LABELS: Readonly<Record<'30d' | '90d' | 'all', Localized>> = {
  '30d': { en: 'Last 30 days', id: '30 hari terakhir' },
  '90d': { en: 'Last 90 days', id: '90 hari terakhir' },
  all: { en: 'All time', id: 'Semua waktu' },
};
