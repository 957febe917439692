import type { Localized } from '../localized.ts';
import type { VillaKind } from '../villas.ts';

/** One line of a turnover checklist: a stable id (stored when ticked) and its label. */
export interface ChecklistItem {
  id: string;
  label: Localized;
}

const COMMON: readonly ChecklistItem[] = [
  { id: 'strip-beds', label: { en: 'Strip beds and collect linen', id: 'Lepas sprei dan kumpulkan linen' } },
  { id: 'make-beds', label: { en: 'Make beds with fresh linen', id: 'Rapikan tempat tidur dengan linen bersih' } },
  { id: 'bathrooms', label: { en: 'Clean bathrooms, restock towels and amenities', id: 'Bersihkan kamar mandi, isi ulang handuk dan perlengkapan' } },
  { id: 'kitchen', label: { en: 'Clean kitchen, empty fridge, wash dishes', id: 'Bersihkan dapur, kosongkan kulkas, cuci piring' } },
  { id: 'floors', label: { en: 'Sweep and mop floors and terrace', id: 'Sapu dan pel lantai serta teras' } },
  { id: 'pool', label: { en: 'Skim the pool and check its water', id: 'Bersihkan permukaan kolam dan periksa airnya' } },
  { id: 'lost-found', label: { en: 'Check for items left behind', id: 'Periksa barang yang tertinggal' } },
  { id: 'welcome', label: { en: 'Set out the welcome fruit and water', id: 'Siapkan buah dan air minum selamat datang' } },
];

const EXTRA: Partial<Record<VillaKind, readonly ChecklistItem[]>> = {
  loft: [{ id: 'stairs', label: { en: 'Dust the loft stairs and canopy daybed', id: 'Bersihkan debu tangga loteng dan daybed berkanopi' } }],
  honeymoon: [{ id: 'flowers', label: { en: 'Lay the flower petals on the bed and bath', id: 'Taburkan kelopak bunga di tempat tidur dan bak mandi' } }],
  treetop: [{ id: 'deck', label: { en: 'Sweep the tree deck and check its rails', id: 'Sapu dek pohon dan periksa pegangannya' } }],
  lux: [{ id: 'minibar', label: { en: 'Restock the minibar', id: 'Isi ulang minibar' } }],
  mansion: [
    { id: 'minibar', label: { en: 'Restock the minibar', id: 'Isi ulang minibar' } },
    { id: 'garden', label: { en: 'Tidy the garden and sun loungers', id: 'Rapikan taman dan kursi berjemur' } },
  ],
  'two-bedroom': [{ id: 'second-bedroom', label: { en: 'Check the second bedroom’s wardrobe and safe', id: 'Periksa lemari dan brankas kamar kedua' } }],
};

/** The turnover checklist of a villa kind (every kind shares the common lines); null kind: the common lines only. */
export function turnoverChecklist(kind: VillaKind | null): readonly ChecklistItem[] {
  const extra = kind ? (EXTRA[kind] ?? []) : [];
  // Kind lines go before the welcome, the last thing done.
  return [...COMMON.slice(0, -1), ...extra, COMMON[COMMON.length - 1]!];
}
