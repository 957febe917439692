import { Body, Controller, Delete, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { pushSubscriptionBody, pushUnsubscribeBody, type PushDeviceResponse, type PushSubscriptionBody, type PushUnsubscribeBody } from '@prana/contracts';
import { CurrentSession, GuestOnly, StaffOnly } from '../auth/access.ts';
import { guestOf, staffSessionOf, type SessionContext } from '../auth/sessions.service.ts';
import { ApiException } from '../common/api-exception.ts';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import { PushSubscriptionsRepository, type PushOwner } from './push-subscriptions.repository.ts';
import { Responds, RespondsEmpty } from '../docs/responds.ts';
import type { AddressGuard } from '../common/address-guard.ts';
import { pushAddressGuard } from './push-sender.ts';

/**
 * This device's Web Push subscription, for a guest or a staff member. It belongs to the session
 * that stored it: signing out removes it (the row goes with the session).
 */
@Controller()
export class PushSubscriptionsController {
  private readonly guard: AddressGuard;

  constructor(
    private readonly subscriptions: PushSubscriptionsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.guard = pushAddressGuard(config.push.allowedHosts);
  }

  /** The notifications page shows push on only when this device gets it (a new sign-in starts without one). */
  @ApiOperation({ summary: 'Whether this device gets the guest’s pushes' })
  @Get('guest/push-subscription')
  @GuestOnly()
  @Responds('PushDeviceResponse')
  async guestDevice(@CurrentSession() session: SessionContext | null): Promise<PushDeviceResponse> {
    const guest = guestOf(session);
    return { stored: await this.subscriptions.storedBySession(guest.sessionId, guest.bookingId) };
  }

  @ApiOperation({ summary: 'Send the guest’s pushes to this device' })
  @Post('guest/push-subscription')
  @GuestOnly()
  @HttpCode(204)
  @RespondsEmpty()
  subscribeGuest(@CurrentSession() session: SessionContext | null, @Body({ schema: pushSubscriptionBody }) body: PushSubscriptionBody): Promise<void> {
    const guest = guestOf(session);
    return this.save({ sessionId: guest.sessionId, bookingId: guest.bookingId }, body);
  }

  @ApiOperation({ summary: 'Stop the guest’s pushes to this device' })
  @Delete('guest/push-subscription')
  @GuestOnly()
  @HttpCode(204)
  @RespondsEmpty()
  unsubscribeGuest(@CurrentSession() session: SessionContext | null, @Body({ schema: pushUnsubscribeBody }) body: PushUnsubscribeBody): Promise<void> {
    const guest = guestOf(session);
    return this.subscriptions.remove({ sessionId: guest.sessionId, bookingId: guest.bookingId }, body.endpoint);
  }

  /** Staff get pushes about the request queue, so only those who work it subscribe. */
  @ApiOperation({ summary: 'Send request-queue pushes to this device' })
  @Post('staff/push-subscription')
  @StaffOnly('requests.manage')
  @HttpCode(204)
  @RespondsEmpty()
  subscribeStaff(@CurrentSession() session: SessionContext | null, @Body({ schema: pushSubscriptionBody }) body: PushSubscriptionBody): Promise<void> {
    return this.save(staffOwner(session), body);
  }

  @ApiOperation({ summary: 'Stop request-queue pushes to this device' })
  @Delete('staff/push-subscription')
  @StaffOnly('requests.manage')
  @HttpCode(204)
  @RespondsEmpty()
  unsubscribeStaff(@CurrentSession() session: SessionContext | null, @Body({ schema: pushUnsubscribeBody }) body: PushUnsubscribeBody): Promise<void> {
    return this.subscriptions.remove(staffOwner(session), body.endpoint);
  }

  /** A device is stored only when the guard would let a push reach it, and never taken from another session. */
  private async save(owner: PushOwner, body: PushSubscriptionBody): Promise<void> {
    if (!this.config.vapid) throw new ApiException('push.unavailable');
    if (await this.guard.check(new URL(body.endpoint))) throw new ApiException('push.privateEndpoint');
    const stored = await this.subscriptions.save(owner, { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, lang: body.lang });
    if (!stored) throw new ApiException('push.endpointTaken');
  }
}

function staffOwner(session: SessionContext | null): PushOwner {
  const staff = staffSessionOf(session);
  return { sessionId: staff.sessionId, staffUserId: staff.staff.id };
}
