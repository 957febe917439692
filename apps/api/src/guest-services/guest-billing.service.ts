import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import type {
  BillingSummary,
  ChargeSettledResponse,
  ChargesResponse,
  PaymentMethodBody,
  PaymentMethodCreatedResponse,
  PaymentMethodsResponse,
  PaymentResultResponse,
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
import { Booking } from '../bookings/booking.entity.ts';
import { RealtimeService } from '../realtime/realtime.service.ts';
import { GuestCharge } from './guest-charge.entity.ts';
import { GuestAccountsRepository } from './guest-accounts.repository.ts';
import { GuestPayment } from './guest-payment.entity.ts';
import { GuestPaymentMethod } from './guest-payment-method.entity.ts';
import { GuestNotificationsService } from './guest-notifications.service.ts';
import { GuestProfileService } from './guest-profile.service.ts';
import { toChargeResponse, toPaymentMethodResponse, toPaymentResponse } from './guest-responses.ts';
import { isUuid } from '../common/ids.ts';
import { ApiException } from '../common/api-exception.ts';


@Injectable()
export class GuestBillingService {
  constructor(
    private readonly em: EntityManager,
    private readonly accounts: GuestAccountsRepository,
    private readonly realtime: RealtimeService,
    private readonly notifications: GuestNotificationsService,
    private readonly profiles: GuestProfileService,
  ) {}

  async summary(bookingId: string, em: EntityManager = this.em.fork()): Promise<BillingSummary> {
    const booking = await em.findOneOrFail(Booking, bookingId);
    const charges = await em.find(GuestCharge, { booking: bookingId });
    const loyalty = await this.profiles.loyaltyOf(booking);
    const outstanding = outstandingBalance(charges);
    const settled = settledTotal(charges);
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

  async charges(bookingId: string): Promise<ChargesResponse> {
    const em = this.em.fork();
    const charges = await em.find(GuestCharge, { booking: bookingId }, { orderBy: { date: 'desc', createdAt: 'desc', id: 'desc' } });
    return { charges: charges.map(toChargeResponse), summary: await this.summary(bookingId, em) };
  }

  /** Mark as settled: only a pending charge changes. */
  async settleCharge(bookingId: string, chargeId: string): Promise<ChargeSettledResponse> {
    if (!isUuid(chargeId)) throw new ApiException('billing.chargeNotFound');
    const charge = await this.em.fork().transactional(async (tx) => {
      const charge = await tx.findOne(GuestCharge, { id: chargeId, booking: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!charge) throw new ApiException('billing.chargeNotFound');
      if (charge.status === 'settled') throw new ApiException('billing.chargeSettled');
      if (charge.status === 'complimentary') throw new ApiException('billing.complimentary');
      charge.status = 'settled';
      charge.settledAt = new Date();
      return charge;
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
    const result = await this.em.fork().transactional(async (tx) => {
      await this.accounts.lockBilling(bookingId);
      const booking = await tx.findOneOrFail(Booking, bookingId);
      // Locked, as Mark as settled locks its charge: a charge settled meanwhile drops out here
      // (PostgreSQL re-checks the status once the other transaction commits), so no charge is
      // settled twice and the payment is the sum of what it really settled.
      const pending = await tx.find(
        GuestCharge,
        { booking: bookingId, status: 'pending' },
        { orderBy: { date: 'asc', id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (pending.length === 0 && methodId) throw new ApiException('billing.alreadySettled');
      if (pending.length === 0) {
        const notification = this.notifications.add(tx, booking, nothingOutstandingNotification());
        return { payment: null, charges: [], notification };
      }
      const methods = await tx.find(GuestPaymentMethod, { booking: bookingId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
      const method = methodId ? methods.find((candidate) => candidate.id === methodId) : defaultPaymentMethod(methods);
      if (methodId && !method) throw new ApiException('billing.methodNotFound');
      if (!method) throw new ApiException('billing.needMethod');
      const gross = outstandingBalance(pending);
      const { rate } = await this.profiles.loyaltyOf(booking);
      const payment = new GuestPayment(booking, method, gross, loyaltyDiscount(gross, rate));
      tx.persist(payment);
      const settledAt = new Date();
      for (const charge of pending) {
        charge.status = 'settled';
        charge.settledAt = settledAt;
        charge.payment = payment;
      }
      const notification = this.notifications.add(
        tx,
        booking,
        paymentNotification(payment.amount, method.label),
      );
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

  async methods(bookingId: string, em: EntityManager = this.em.fork()): Promise<PaymentMethodsResponse> {
    const methods = await em.find(GuestPaymentMethod, { booking: bookingId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return { methods: methods.map(toPaymentMethodResponse) };
  }

  /** Adds a method (the first one a booking adds becomes its default). */
  async addMethod(bookingId: string, body: PaymentMethodBody): Promise<PaymentMethodCreatedResponse> {
    const method = await this.em.fork().transactional(async (tx) => {
      await this.accounts.lockBilling(bookingId);
      const existing = await tx.count(GuestPaymentMethod, { booking: bookingId });
      const method = new GuestPaymentMethod(tx.getReference(Booking, bookingId), body.type, body.label);
      method.last4 = sanitizeLast4(body.last4 ?? '') || null;
      method.expiry = body.expiry?.trim() || null;
      method.isDefault = existing === 0;
      tx.persist(method);
      return method;
    });
    await this.publishSummary(bookingId);
    return { method: toPaymentMethodResponse(method), ...(await this.methods(bookingId)) };
  }

  /** Make default: this method becomes the one preselected when settling; the others stop being default. */
  async makeDefault(bookingId: string, methodId: string): Promise<PaymentMethodsResponse> {
    if (!isUuid(methodId)) throw new ApiException('billing.methodNotFound');
    await this.em.fork().transactional(async (tx) => {
      await this.accounts.lockBilling(bookingId);
      const method = await tx.findOne(GuestPaymentMethod, { id: methodId, booking: bookingId });
      if (!method) throw new ApiException('billing.methodNotFound');
      // The old default must let go first: the partial unique index allows one default per booking.
      await tx.nativeUpdate(GuestPaymentMethod, { booking: bookingId, isDefault: true, id: { $ne: methodId } }, { isDefault: false });
      await tx.nativeUpdate(GuestPaymentMethod, { id: methodId }, { isDefault: true });
    });
    await this.publishSummary(bookingId);
    return this.methods(bookingId);
  }

  /** Removes a method; when it was the default, the first remaining one takes over. */
  async removeMethod(bookingId: string, methodId: string): Promise<PaymentMethodsResponse> {
    if (!isUuid(methodId)) throw new ApiException('billing.methodNotFound');
    await this.em.fork().transactional(async (tx) => {
      await this.accounts.lockBilling(bookingId);
      const method = await tx.findOne(GuestPaymentMethod, { id: methodId, booking: bookingId });
      if (!method) throw new ApiException('billing.methodNotFound');
      tx.remove(method);
      await tx.flush();
      if (!method.isDefault) return;
      const [first] = await tx.find(GuestPaymentMethod, { booking: bookingId }, { orderBy: { createdAt: 'asc', id: 'asc' }, limit: 1 });
      if (first) first.isDefault = true;
    });
    await this.publishSummary(bookingId);
    return this.methods(bookingId);
  }
}
