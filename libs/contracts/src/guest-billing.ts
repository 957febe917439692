import { z } from 'zod';
import {
  CHARGE_CATEGORIES,
  CHARGE_STATUSES,
  PAYMENT_METHOD_TYPES,
  isCardExpiryValid,
  todayInBali,
  type ChargeCategory,
  type ChargeStatus,
  type Localized,
  type PaymentMethodType,
} from '@prana/domain';
import { zodError } from './errors.ts';
import type { NotificationResponse } from './guest-services.ts';

/** Guest billing: charges, payments and payment methods. */

// Charge statuses and categories and payment method kinds are rules of @prana/domain; the wire uses the same words.
export { CHARGE_CATEGORIES, CHARGE_STATUSES, PAYMENT_METHOD_TYPES, type ChargeCategory, type ChargeStatus, type PaymentMethodType };

export interface ChargeResponse {
  id: string;
  /** English; `localizedDescription` holds both languages. */
  description: string;
  localizedDescription: Localized;
  /** Calendar date (YYYY-MM-DD). */
  date: string;
  /** IDR, whole rupiah. */
  amount: number;
  status: ChargeStatus;
  category: ChargeCategory;
  reference: string;
  requestId: string | null;
  settledAt: string | null;
}

/** The billing summary: the loyalty discount applies to the outstanding balance. */
export interface BillingSummary {
  /** Every charge that costs something (pending and settled). */
  totalExtras: number;
  outstanding: number;
  loyaltyTier: 'Gold' | 'Explorer';
  /** 0.1 for Gold, 0 for Explorer. */
  loyaltyRate: number;
  /** outstanding × rate, whole rupiah; shown only when above zero. */
  loyaltyDiscount: number;
  /** What settling the balance charges now: outstanding − discount. */
  amountDue: number;
  /** Settled this stay. */
  settled: number;
}

/** GET /api/guest/charges, newest first. */
export interface ChargesResponse {
  charges: ChargeResponse[];
  summary: BillingSummary;
}

/** POST /api/guest/charges/{id}/settle */
export interface ChargeSettledResponse {
  charge: ChargeResponse;
  summary: BillingSummary;
}

export interface PaymentMethodResponse {
  id: string;
  type: PaymentMethodType;
  label: string;
  last4: string | null;
  /** Free text, placeholder MM/YY. */
  expiry: string | null;
  isDefault: boolean;
}

/** GET /api/guest/payment-methods, in the order they were added. */
export interface PaymentMethodsResponse {
  methods: PaymentMethodResponse[];
}

/** POST /api/guest/payment-methods */
export interface PaymentMethodCreatedResponse {
  method: PaymentMethodResponse;
  methods: PaymentMethodResponse[];
}

export interface PaymentResponse {
  id: string;
  /** Paid: the outstanding balance less the loyalty discount. */
  amount: number;
  /** The outstanding balance before the discount. */
  gross: number;
  discount: number;
  methodId: string | null;
  methodLabel: string;
  chargeIds: string[];
  createdAt: string;
}

/**
 * POST /api/guest/payments: settles every pending charge ('Paid {amount} via {method}'), or, with
 * nothing outstanding, only adds the 'No outstanding balance to settle right now.' reminder.
 */
export interface PaymentResultResponse {
  payment: PaymentResponse | null;
  notification: NotificationResponse;
  summary: BillingSummary;
}

/** POST /api/guest/payments: the method to use; the default one (else the first) when left out. */
export const paymentBody = z.strictObject({
  methodId: z.uuid(zodError('billing.chooseMethod')).optional(),
});
export type PaymentBody = z.infer<typeof paymentBody>;

/** POST /api/guest/payment-methods (the server keeps only the digits of last4, at most 4). */
export const paymentMethodBody = z.strictObject({
  type: z.enum(PAYMENT_METHOD_TYPES, zodError('billing.methodType')),
  label: z
    .string(zodError('billing.methodLabel'))
    .trim()
    .min(1, zodError('billing.methodLabel'))
    .max(60, zodError('billing.methodLabelTooLong')),
  last4: z.string(zodError('billing.last4Text')).max(40, zodError('billing.last4')).optional(),
  // Blank means no expiry; otherwise a real month, this month or later (Bali time).
  expiry: z
    .string(zodError('billing.expiryText'))
    .trim()
    .refine((value) => value === '' || isCardExpiryValid(value, todayInBali(new Date())), zodError('billing.cardExpiry'))
    .optional(),
});
export type PaymentMethodBody = z.infer<typeof paymentMethodBody>;

export interface BillingUpdatedPayload {
  summary: BillingSummary;
}

export interface BillingEvents {
  /** Charges, payments or payment methods of the booking changed: look again. */
  'billing.updated': (payload: BillingUpdatedPayload) => void;
}
