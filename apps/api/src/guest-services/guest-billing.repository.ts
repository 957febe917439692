import { Injectable } from '@nestjs/common';
import type { ChargeCategory, ChargeStatus, PaymentMethodType } from '@prana/contracts';
import type { Localized } from '@prana/domain';
import { Repository } from '../database/repository.ts';
import { GenerateSql } from '../database/generate-sql.ts';
import type { Json } from '../database/db.generated.ts';

/** A line on a booking's bill. Only a pending charge ever changes, to settled (or void, when its request is cancelled). */
export interface ChargeRow {
  id: string;
  bookingId: string;
  description: Localized;
  /** Bali calendar date of the charge. */
  date: string;
  /** IDR, whole rupiah. */
  amount: number;
  status: ChargeStatus;
  category: ChargeCategory;
  reference: string;
  requestId: string | null;
  settledAt: Date | null;
  createdAt: Date;
}

/** A way a booking's guest pays. At most one default per booking. */
export interface PaymentMethodRow {
  id: string;
  bookingId: string;
  type: PaymentMethodType;
  label: string;
  last4: string | null;
  expiry: string | null;
  isDefault: boolean;
  createdAt: Date;
}

/** One settlement of a booking's outstanding balance; the charges it settled point to it. */
export interface PaymentRow {
  id: string;
  bookingId: string;
  methodId: string | null;
  /** The method's label when paid, kept if the method is removed later. */
  methodLabel: string;
  gross: number;
  discount: number;
  /** What was paid: gross − discount. */
  amount: number;
  createdAt: Date;
}

const CHARGE_COLUMNS = ['id', 'booking_id', 'description', 'date', 'amount', 'status', 'category', 'reference', 'request_id', 'settled_at', 'created_at'] as const;
const METHOD_COLUMNS = ['id', 'booking_id', 'type', 'label', 'last4', 'expiry', 'is_default', 'created_at'] as const;

function toCharge(row: {
  id: string;
  booking_id: string;
  description: Json;
  date: string;
  amount: number;
  status: string;
  category: string;
  reference: string;
  request_id: string | null;
  settled_at: string | null;
  created_at: string;
}): ChargeRow {
  return {
    id: row.id,
    bookingId: row.booking_id,
    description: row.description as unknown as Localized,
    date: row.date,
    amount: row.amount,
    status: row.status as ChargeStatus,
    category: row.category as ChargeCategory,
    reference: row.reference,
    requestId: row.request_id,
    settledAt: row.settled_at === null ? null : new Date(row.settled_at),
    createdAt: new Date(row.created_at),
  };
}

function toMethod(row: {
  id: string;
  booking_id: string;
  type: string;
  label: string;
  last4: string | null;
  expiry: string | null;
  is_default: boolean;
  created_at: string;
}): PaymentMethodRow {
  return {
    id: row.id,
    bookingId: row.booking_id,
    type: row.type as PaymentMethodType,
    label: row.label,
    last4: row.last4,
    expiry: row.expiry,
    isDefault: row.is_default,
    createdAt: new Date(row.created_at),
  };
}

const BOOKING = '00000000-0000-4000-8000-00000000b001';
const CHARGE = '00000000-0000-4000-8000-00000000e001';
const METHOD = '00000000-0000-4000-8000-00000000f001';
const AT = new Date('2027-05-10T02:00:00Z');
const EXAMPLE_CHARGE: ChargeRow = {
  id: CHARGE,
  bookingId: BOOKING,
  description: { en: 'Floating breakfast', id: 'Sarapan apung' },
  date: '2027-05-10',
  amount: 350_000,
  status: 'pending',
  category: 'Dining',
  reference: 'DIN-000000',
  requestId: '00000000-0000-4000-8000-00000000a001',
  settledAt: null,
  createdAt: AT,
};
const EXAMPLE_METHOD: PaymentMethodRow = { id: METHOD, bookingId: BOOKING, type: 'visa', label: 'Visa', last4: '4242', expiry: '12/29', isDefault: true, createdAt: AT };
const EXAMPLE_PAYMENT: PaymentRow = { id: '00000000-0000-4000-8000-00000000f101', bookingId: BOOKING, methodId: METHOD, methodLabel: 'Visa', gross: 350_000, discount: 0, amount: 350_000, createdAt: AT };

/** A booking's bill: its charges, the payments that settled them and the methods it pays with. */
@Injectable()
export class GuestBillingRepository extends Repository {
  /** The booking's charges, newest day first (then newest, then by id). */
  @GenerateSql({ params: [BOOKING] })
  async charges(bookingId: string): Promise<ChargeRow[]> {
    const rows = await this.db
      .selectFrom('guest_charges')
      .select(CHARGE_COLUMNS)
      .where('booking_id', '=', bookingId)
      .orderBy('date', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toCharge);
  }

  /** Stores charges in one statement; none stores nothing. */
  @GenerateSql({ params: [[EXAMPLE_CHARGE]] })
  async insertCharges(charges: readonly ChargeRow[]): Promise<void> {
    if (charges.length === 0) return;
    await this.db
      .insertInto('guest_charges')
      .values(
        charges.map((charge) => ({
          id: charge.id,
          booking_id: charge.bookingId,
          description: JSON.stringify(charge.description),
          date: charge.date,
          amount: charge.amount,
          status: charge.status,
          category: charge.category,
          reference: charge.reference,
          request_id: charge.requestId,
          payment_id: null,
          settled_at: charge.settledAt,
          created_at: charge.createdAt,
        })),
      )
      .execute();
  }

  /** One of the booking's charges, locked until the transaction ends (Mark as settled and a payment go one after the other). */
  @GenerateSql({ params: [BOOKING, CHARGE] })
  async chargeForUpdate(bookingId: string, chargeId: string): Promise<ChargeRow | null> {
    const row = await this.db.selectFrom('guest_charges').select(CHARGE_COLUMNS).where('id', '=', chargeId).where('booking_id', '=', bookingId).forUpdate().executeTakeFirst();
    return row ? toCharge(row) : null;
  }

  /**
   * The booking's pending charges, oldest day first, locked: a charge settled meanwhile drops out
   * (PostgreSQL re-checks the status once the other transaction commits).
   */
  @GenerateSql({ params: [BOOKING] })
  async pendingChargesForUpdate(bookingId: string): Promise<ChargeRow[]> {
    const rows = await this.db
      .selectFrom('guest_charges')
      .select(CHARGE_COLUMNS)
      .where('booking_id', '=', bookingId)
      .where('status', '=', 'pending')
      .orderBy('date')
      .orderBy('id')
      .forUpdate()
      .execute();
    return rows.map(toCharge);
  }

  /** Settles the charges at `at`, by `paymentId` when a payment settled them. */
  @GenerateSql({ name: 'by a payment', params: [[CHARGE], AT, EXAMPLE_PAYMENT.id] }, { name: 'marked by staff', params: [[CHARGE], AT, null] })
  async settleCharges(chargeIds: readonly string[], at: Date, paymentId: string | null): Promise<void> {
    if (chargeIds.length === 0) return;
    await this.db.updateTable('guest_charges').set({ status: 'settled', settled_at: at, payment_id: paymentId }).where('id', 'in', chargeIds).execute();
  }

  @GenerateSql({ params: [EXAMPLE_PAYMENT] })
  async insertPayment(payment: PaymentRow): Promise<void> {
    await this.db
      .insertInto('guest_payments')
      .values({
        id: payment.id,
        booking_id: payment.bookingId,
        method_id: payment.methodId,
        method_label: payment.methodLabel,
        gross: payment.gross,
        discount: payment.discount,
        amount: payment.amount,
        created_at: payment.createdAt,
      })
      .execute();
  }

  /** The booking's payment methods, oldest first (then by id). */
  @GenerateSql({ params: [BOOKING] })
  async methods(bookingId: string): Promise<PaymentMethodRow[]> {
    const rows = await this.db.selectFrom('guest_payment_methods').select(METHOD_COLUMNS).where('booking_id', '=', bookingId).orderBy('created_at').orderBy('id').execute();
    return rows.map(toMethod);
  }

  @GenerateSql({ params: [EXAMPLE_METHOD] })
  async insertMethod(method: PaymentMethodRow): Promise<void> {
    await this.db
      .insertInto('guest_payment_methods')
      .values({
        id: method.id,
        booking_id: method.bookingId,
        type: method.type,
        label: method.label,
        last4: method.last4,
        expiry: method.expiry,
        is_default: method.isDefault,
        created_at: method.createdAt,
      })
      .execute();
  }

  /**
   * Makes the method the booking's default; false when the booking has no such method. The old
   * default lets go first: the partial unique index allows one default per booking, checked row by row.
   */
  @GenerateSql({ params: [BOOKING, METHOD] })
  async makeDefault(bookingId: string, methodId: string): Promise<boolean> {
    await this.db
      .updateTable('guest_payment_methods')
      .set({ is_default: false })
      .where('booking_id', '=', bookingId)
      .where('is_default', '=', true)
      .where('id', '<>', methodId)
      .where((eb) => eb.exists(eb.selectFrom('guest_payment_methods as m').select('m.id').where('m.id', '=', methodId).where('m.booking_id', '=', bookingId)))
      .execute();
    const made = await this.db
      .updateTable('guest_payment_methods')
      .set({ is_default: true })
      .where('id', '=', methodId)
      .where('booking_id', '=', bookingId)
      .returning('id')
      .executeTakeFirst();
    return made !== undefined;
  }

  /**
   * Removes the method; when it was the default, the first remaining one (oldest, then by id) takes
   * over. False when the booking has no such method.
   */
  @GenerateSql({ params: [BOOKING, METHOD] })
  async removeMethod(bookingId: string, methodId: string): Promise<boolean> {
    const removed = await this.db
      .deleteFrom('guest_payment_methods')
      .where('id', '=', methodId)
      .where('booking_id', '=', bookingId)
      .returning('is_default')
      .executeTakeFirst();
    if (!removed) return false;
    if (removed.is_default) {
      await this.db
        .updateTable('guest_payment_methods')
        .set({ is_default: true })
        .where('id', '=', (eb) =>
          eb.selectFrom('guest_payment_methods').select('id').where('booking_id', '=', bookingId).orderBy('created_at').orderBy('id').limit(1),
        )
        .execute();
    }
    return true;
  }
}
