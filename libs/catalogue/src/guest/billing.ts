import type { ChargeCategory, ChargeStatus, PaymentMethodType } from '@prana/domain';
import type { Localized } from '../localized.ts';

export const CHARGE_CATEGORY_OPTIONS: readonly { id: ChargeCategory; label: Localized }[] = [
  { id: 'Dining', label: { en: 'Dining', id: 'Bersantap' } },
  { id: 'Transport', label: { en: 'Transport', id: 'Transportasi' } },
  { id: 'Wellness', label: { en: 'Wellness', id: 'Kebugaran' } },
  { id: 'Other', label: { en: 'Other', id: 'Lainnya' } },
];

export const CHARGE_STATUS_LABELS: Readonly<Record<ChargeStatus, Localized>> = {
  pending: { en: 'Pending', id: 'Menunggu' },
  settled: { en: 'Settled', id: 'Lunas' },
  complimentary: { en: 'Complimentary', id: 'Gratis' },
  void: { en: 'Voided (cancelled)', id: 'Dibatalkan' },
};

/** The filter chips of the charges table. */
export type ChargeFilter = 'all' | ChargeStatus;

export const CHARGE_FILTERS: readonly { id: ChargeFilter; label: Localized }[] = [
  { id: 'all', label: { en: 'All', id: 'Semua' } },
  { id: 'pending', label: CHARGE_STATUS_LABELS.pending },
  { id: 'settled', label: CHARGE_STATUS_LABELS.settled },
  { id: 'complimentary', label: CHARGE_STATUS_LABELS.complimentary },
];

/** Brand names, the same in both languages. */
export const PAYMENT_METHOD_OPTIONS: readonly { id: PaymentMethodType; label: string }[] = [
  { id: 'visa', label: 'Visa' },
  { id: 'mastercard', label: 'Mastercard' },
  { id: 'amex', label: 'American Express' },
  { id: 'paypal', label: 'PayPal' },
  { id: 'apple-pay', label: 'Apple Pay' },
];

/** A sample charge seeded on a new demo booking. Amount in IDR. */
export interface DemoCharge {
  /** Unique within one booking. */
  id: string;
  description: Localized;
  /** Day of the charge, counted from check-in (0 = arrival day). */
  dayOffset: number;
  amount: number;
  status: ChargeStatus;
  category: ChargeCategory;
  reference: string;
}

export const DEMO_CHARGES: readonly DemoCharge[] = [
  {
    id: 'floating-breakfast',
    description: { en: 'Floating breakfast for two', id: 'Sarapan apung untuk berdua' },
    dayOffset: 1,
    amount: 550_000,
    status: 'pending',
    category: 'Dining',
    reference: 'DIN-0101',
  },
  {
    id: 'private-driver',
    description: { en: 'Private driver, 12 hours', id: 'Sopir pribadi, 12 jam' },
    dayOffset: 1,
    amount: 950_000,
    status: 'pending',
    category: 'Transport',
    reference: 'TRN-0102',
  },
  {
    id: 'balinese-massage',
    description: { en: 'Balinese massage, 60 minutes', id: 'Pijat Bali, 60 menit' },
    dayOffset: 0,
    amount: 420_000,
    status: 'settled',
    category: 'Wellness',
    reference: 'WEL-0103',
  },
  {
    id: 'welcome-ritual',
    description: { en: 'Welcome flower garland and herbal drink', id: 'Kalung bunga dan minuman herbal penyambutan' },
    dayOffset: 0,
    amount: 0,
    status: 'complimentary',
    category: 'Other',
    reference: 'CMP-0104',
  },
];

/** A sample payment method seeded on a new demo booking. */
export interface DemoPaymentMethod {
  id: string;
  type: PaymentMethodType;
  label: string;
  last4?: string;
  /** MM/YY. */
  expiry?: string;
  isDefault?: boolean;
}

export const DEMO_PAYMENT_METHODS: readonly DemoPaymentMethod[] = [
  { id: 'visa-4242', type: 'visa', label: 'Visa •••• 4242', last4: '4242', expiry: '08/29', isDefault: true },
  { id: 'apple-pay', type: 'apple-pay', label: 'Apple Pay' },
];
