import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  LEDGER_READ_PERMISSION,
  type BillingSummary,
  type ChargeSettledResponse,
  type ChargesResponse,
  type PaymentMethodBody,
  type PaymentMethodCreatedResponse,
  type PaymentMethodsResponse,
  type PaymentResultResponse,
} from '@prana/contracts';
import {
  defaultPaymentMethod,
  loyaltyDiscount,
  nothingOutstandingNotification,
  outstandingBalance,
  paymentNotification,
  sanitizeLast4,
  settledTotal,
} from '@prana/domain';
import { Transactions } from '../database/transactions.ts';
import { RealtimeService } from '../realtime/realtime.service.ts';
import { GuestAccountsRepository } from './guest-accounts.repository.ts';
import { GuestBillingRepository, type ChargeRow, type PaymentRow } from './guest-billing.repository.ts';
import { GuestNotificationsService } from './guest-notifications.service.ts';
import { GuestProfileService } from './guest-profile.service.ts';
import { toChargeResponse, toPaymentMethodResponse, toPaymentResponse } from './guest-responses.ts';
import { ApiException } from '../common/api-exception.ts';

@Injectable()
export class GuestBillingService {
  constructor(
    private readonly transactions: Transactions,
    private readonly bills: GuestBillingRepository,
    private readonly accounts: GuestAccountsRepository,
    private readonly realtime: RealtimeService,
    private readonly notifications: GuestNotificationsService,
    private readonly profiles: GuestProfileService,
  ) {}

  /** The bill's totals; `charges` when the caller has read them already. */
  async summary(bookingId: string, charges?: readonly ChargeRow[]): Promise<BillingSummary> {
    const all = charges ?? (await this.bills.charges(bookingId));
    const loyalty = await this.profiles.loyaltyOf(bookingId);
    const outstanding = outstandingBalance(all);
    const settled = settledTotal(all);
    const discount = loyaltyDiscount(outstanding, loyalty.rate);
    return {
      totalExtras: outstanding + settled,
      outstanding,
      loyaltyTier: loyalty.tier,
      loyaltyRate: loyalty.rate,
      loyaltyDiscount: discount,
      amountDue: outstanding - discount,
      settled,
    };
  }

  /** Tells the booking's open pages to look at the bill again. */
  async publishSummary(bookingId: string): Promise<BillingSummary> {
    const summary = await this.summary(bookingId);
    this.realtime.toBooking(bookingId, 'billing.updated', { summary });
    return summary;
  }

  /** Charges were billed or voided: the guest's bill changed, and so did the ledger's extras. */
  async chargesChanged(bookingId: string): Promise<void> {
    await this.publishSummary(bookingId);
    this.realtime.toStaffWith(LEDGER_READ_PERMISSION, 'ledger.changed', { cause: 'charge' });
  }

  async charges(bookingId: string): Promise<ChargesResponse> {
    const charges = await this.bills.charges(bookingId);
    return { charges: charges.map(toChargeResponse), summary: await this.summary(bookingId, charges) };
  }

  /** Mark as settled: only a pending charge changes. */
  async settleCharge(bookingId: string, chargeId: string): Promise<ChargeSettledResponse> {
    const charge = await this.transactions.run(async () => {
      const charge = await this.bills.chargeForUpdate(bookingId, chargeId);
      if (!charge) throw new ApiException('billing.chargeNotFound');
      if (charge.status === 'settled') throw new ApiException('billing.chargeSettled');
      if (charge.status === 'complimentary') throw new ApiException('billing.complimentary');
      const settledAt = new Date();
      await this.bills.settleCharges([charge.id], settledAt, null);
      return { ...charge, status: 'settled' as const, settledAt };
    });
    return { charge: toChargeResponse(charge), summary: await this.publishSummary(bookingId) };
  }

  /**
   * Settle outstanding balance: every pending charge is settled with one payment of the balance
   * less the loyalty discount, and 'Paid {amount} via {method}' is added. With nothing pending,
   * only the 'No outstanding balance to settle right now.' reminder is added; but a payment
   * confirmed with a chosen method (the settle modal) that finds the balance already settled
   * (another tab, a double click) is refused with 409 and adds nothing.
   */
  async pay(bookingId: string, methodId: string | undefined): Promise<PaymentResultResponse> {
    const result = await this.transactions.run(async () => {
      await this.accounts.lockBilling(bookingId);
      // Locked, as Mark as settled locks its charge: a charge settled meanwhile drops out here, so
      // no charge is settled twice and the payment is the sum of what it really settled.
      const pending = await this.bills.pendingChargesForUpdate(bookingId);
      if (pending.length === 0 && methodId) throw new ApiException('billing.alreadySettled');
      if (pending.length === 0) {
        const notification = await this.notifications.add(bookingId, nothingOutstandingNotification());
        return { payment: null, charges: [], notification };
      }
      const methods = await this.bills.methods(bookingId);
      const method = methodId ? methods.find((candidate) => candidate.id === methodId) : defaultPaymentMethod(methods);
      if (methodId && !method) throw new ApiException('billing.methodNotFound');
      if (!method) throw new ApiException('billing.needMethod');
      const gross = outstandingBalance(pending);
      const { rate } = await this.profiles.loyaltyOf(bookingId);
      const discount = loyaltyDiscount(gross, rate);
      const payment: PaymentRow = {
        id: randomUUID(),
        bookingId,
        methodId: method.id,
        methodLabel: method.label,
        gross,
        discount,
        amount: gross - discount,
        createdAt: new Date(),
      };
      await this.bills.insertPayment(payment);
      await this.bills.settleCharges(
        pending.map((charge) => charge.id),
        new Date(),
        payment.id,
      );
      const notification = await this.notifications.add(bookingId, paymentNotification(payment.amount, method.label));
      return { payment, charges: pending, notification };
    });
    const notification = await this.notifications.published(bookingId, result.notification);
    const summary = result.payment ? await this.publishSummary(bookingId) : await this.summary(bookingId);
    return {
      payment: result.payment ? toPaymentResponse(result.payment, result.charges.map((charge) => charge.id)) : null,
      notification,
      summary,
    };
  }

  async methods(bookingId: string): Promise<PaymentMethodsResponse> {
    const methods = await this.bills.methods(bookingId);
    return { methods: methods.map(toPaymentMethodResponse) };
  }

  /** Adds a method (the first one a booking adds becomes its default). */
  async addMethod(bookingId: string, body: PaymentMethodBody): Promise<PaymentMethodCreatedResponse> {
    const method = await this.transactions.run(async () => {
      await this.accounts.lockBilling(bookingId);
      const existing = await this.bills.methods(bookingId);
      const method = {
        id: randomUUID(),
        bookingId,
        type: body.type,
        label: body.label,
        last4: sanitizeLast4(body.last4 ?? '') || null,
        expiry: body.expiry?.trim() || null,
        isDefault: existing.length === 0,
        createdAt: new Date(),
      };
      await this.bills.insertMethod(method);
      return method;
    });
    await this.publishSummary(bookingId);
    return { method: toPaymentMethodResponse(method), ...(await this.methods(bookingId)) };
  }

  /** Make default: this method becomes the one preselected when settling; the others stop being default. */
  async makeDefault(bookingId: string, methodId: string): Promise<PaymentMethodsResponse> {
    await this.transactions.run(async () => {
      await this.accounts.lockBilling(bookingId);
      if (!(await this.bills.makeDefault(bookingId, methodId))) throw new ApiException('billing.methodNotFound');
    });
    await this.publishSummary(bookingId);
    return this.methods(bookingId);
  }

  /** Removes a method; when it was the default, the first remaining one takes over. */
  async removeMethod(bookingId: string, methodId: string): Promise<PaymentMethodsResponse> {
    await this.transactions.run(async () => {
      await this.accounts.lockBilling(bookingId);
      if (!(await this.bills.removeMethod(bookingId, methodId))) throw new ApiException('billing.methodNotFound');
    });
    await this.publishSummary(bookingId);
    return this.methods(bookingId);
  }
}
