/** Loyalty tiers of a guest. */
export const LOYALTY_TIERS = ['Explorer', 'Gold'] as const;
export type LoyaltyTier = (typeof LOYALTY_TIERS)[number];

/** Extras discount per tier: Gold 10 %, Explorer none. */
export const LOYALTY_DISCOUNT_RATES: Readonly<Record<LoyaltyTier, number>> = { Explorer: 0, Gold: 0.1 };

/** Gold above one stay, otherwise Explorer. */
export function loyaltyTier(stayCount: number): LoyaltyTier {
  return stayCount > 1 ? 'Gold' : 'Explorer';
}

/** The extras discount rate of a tier (0.1 for Gold, 0 for Explorer). */
export function loyaltyDiscountRate(tier: LoyaltyTier): number {
  return LOYALTY_DISCOUNT_RATES[tier];
}

/** Discount on the outstanding balance: outstanding × rate, rounded to a whole rupiah. */
export function loyaltyDiscount(outstanding: number, rate: number): number {
  return Math.round(outstanding * rate);
}

/**
 * Charge statuses: only pending charges ever change, to settled (paid) or void (the guest
 * cancelled the request that added it: kept on the bill, never counted).
 */
export const CHARGE_STATUSES = ['pending', 'settled', 'complimentary', 'void'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/** Charge categories shown in billing. */
export const CHARGE_CATEGORIES = ['Dining', 'Transport', 'Wellness', 'Other'] as const;
export type ChargeCategory = (typeof CHARGE_CATEGORIES)[number];

/** What billing sums need of a charge. */
export interface ChargeLike {
  readonly amount: number;
  readonly status: ChargeStatus;
}

/** Sum of the pending charges. */
export function outstandingBalance(charges: readonly ChargeLike[]): number {
  return charges.reduce((sum, charge) => (charge.status === 'pending' ? sum + charge.amount : sum), 0);
}

/** Sum of the settled charges ("settled this stay"). */
export function settledTotal(charges: readonly ChargeLike[]): number {
  return charges.reduce((sum, charge) => (charge.status === 'settled' ? sum + charge.amount : sum), 0);
}

/** Mark as settled: pending becomes settled; settled and complimentary never change. */
export function settleCharge<T extends ChargeLike>(charge: T): T {
  return charge.status === 'pending' ? { ...charge, status: 'settled' } : charge;
}

/** Settle outstanding balance: every pending charge becomes settled. */
export function settleAll<T extends ChargeLike>(charges: readonly T[]): T[] {
  return charges.map(settleCharge);
}

/** Payment method kinds. */
export const PAYMENT_METHOD_TYPES = ['visa', 'mastercard', 'amex', 'paypal', 'apple-pay'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/** Card last four: digits only, at most 4 (the first four digits typed are kept). */
export function sanitizeLast4(input: string): string {
  return input.replace(/\D/g, '').slice(0, 4);
}

/** The method to preselect: the default one, else the first; null when there are none. */
export function defaultPaymentMethod<T extends { readonly isDefault?: boolean | undefined }>(
  methods: readonly T[],
): T | null {
  return methods.find((method) => method.isDefault === true) ?? methods[0] ?? null;
}

/** `MM/YY`, as card expiries are printed. */
const CARD_EXPIRY = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/** A card expiry `MM/YY` that names a real month, this month (Bali `today`) or later. */
export function isCardExpiryValid(value: string, today: string): boolean {
  const match = CARD_EXPIRY.exec(value);
  if (!match) return false;
  const expiry = `20${match[2]}-${match[1]}`;
  return expiry >= today.slice(0, 7);
}

export const CARD_EXPIRY_MESSAGE = {
  en: 'Enter the expiry as MM/YY, a month that has not passed yet.',
  id: 'Isi masa berlaku sebagai BB/TT, bulan yang belum lewat.',
} as const;
