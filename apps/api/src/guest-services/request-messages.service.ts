import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { RequestMessageResponse, RequestMessagesResponse, StaffMessageBody } from '@prana/contracts';
import { requestReplyNotification, todayInBali } from '@prana/domain';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import { ApiException } from '../common/api-exception.ts';
import { RateLimiters, type RateLimit } from '../common/rate-limiter.ts';
import { RealtimeService } from '../realtime/realtime.service.ts';
import { Transactions } from '../database/transactions.ts';
import { GuestNotificationsService } from './guest-notifications.service.ts';
import type { NotificationRow } from './guest-notifications.repository.ts';
import { GuestRequestsRepository, type GuestRequestRow } from './guest-requests.repository.ts';
import { GuestRequestsService, type StaffActor } from './guest-requests.service.ts';
import { RequestMessagesRepository, type NewMessage, type ThreadRef } from './request-messages.repository.ts';
import { NotificationDelivery } from '../notifications/notification-delivery.service.ts';

/** Messages one sender (a booking, a staff member) may write per window: a conversation's pace, not a flood. */
export const MESSAGE_RATE_LIMIT: RateLimit = { max: 30, windowSeconds: 60 };

/**
 * Conversations on requests: a guest and the concierge write in the request's thread;
 * staff also leave internal notes there, which never reach the guest's api answers or sockets.
 * A staff reply to the guest answers the request (the wait stops, the escalation is removed) and
 * leaves the guest a notification. A reservation request's visitor gets replies by email.
 */
@Injectable()
export class RequestMessagesService {
  private readonly perSender: RateLimiterRedis;

  constructor(
    private readonly transactions: Transactions,
    private readonly messages: RequestMessagesRepository,
    private readonly requests: GuestRequestsRepository,
    private readonly guestRequests: GuestRequestsService,
    private readonly notifications: GuestNotificationsService,
    private readonly realtime: RealtimeService,
    private readonly limiters: RateLimiters,
    private readonly delivery: NotificationDelivery,
  ) {
    this.perSender = limiters.create('request-messages', MESSAGE_RATE_LIMIT);
  }

  /** The guest's view of their own request's thread (no internal notes); another booking's request is a 404. */
  async guestThread(bookingId: string, requestId: string): Promise<RequestMessagesResponse> {
    await this.guestRequestOf(requestId, bookingId);
    return { messages: await this.messages.list({ kind: 'guest-request', id: requestId }, false) };
  }

  async guestWrite(bookingId: string, requestId: string, text: string): Promise<RequestMessagesResponse> {
    await this.limiters.consume(this.perSender, `guest:${bookingId}`, 'message.tooMany');
    const thread: ThreadRef = { kind: 'guest-request', id: requestId };
    const message = newMessage('guest', null, text, false);
    const messages = await this.transactions.run(async () => {
      // Locked, so a cancel that commits first is seen: a cancelled request's thread is closed to the guest.
      const request = await this.requests.find(requestId, bookingId, true);
      if (!request) throw new ApiException('request.notFound');
      if (request.status === 'cancelled') throw new ApiException('request.cancelled');
      await this.messages.insert(thread, message);
      return this.messages.list(thread, false);
    });
    this.publish(thread, bookingId, messages.find((candidate) => candidate.id === message.id)!);
    return { messages };
  }

  /** Staff see the whole thread, internal notes marked. */
  async staffThread(thread: ThreadRef): Promise<RequestMessagesResponse> {
    await this.requestOf(thread);
    return { messages: await this.messages.list(thread, true) };
  }

  async staffWrite(thread: ThreadRef, body: StaffMessageBody, actor: StaffActor): Promise<RequestMessagesResponse> {
    await this.limiters.consume(this.perSender, `staff:${actor.staffId}`, 'message.tooMany');
    const message = newMessage('staff', actor.staffId, body.text, body.internal);
    const at = message.createdAt;
    const { messages, bookingId, answered, notification } = await this.transactions.run(async () => {
      const request = await this.requestOf(thread);
      await this.messages.insert(thread, message);
      let answered = false;
      let notification: NotificationRow | null = null;
      if (request && !body.internal) {
        answered = await this.requests.markAnswered(request.id, at);
        notification = await this.notifications.add(request.booking.id, requestReplyNotification(request.title), request.id);
      }
      return { messages: await this.messages.list(thread, true), bookingId: request?.booking.id ?? null, answered, notification };
    });
    this.publish(thread, bookingId, messages.find((candidate) => candidate.id === message.id)!);
    if (bookingId && notification) await this.notifications.published(bookingId, notification);
    // A visitor has no companion: a reply (never an internal note) reaches them by email.
    if (thread.kind === 'reservation-request' && !body.internal) await this.delivery.reservationReply(message.id);
    if (answered) {
      const request = await this.requests.find(thread.id, null);
      if (request) this.guestRequests.publishRequest('request.updated', request, todayInBali(at));
    }
    return { messages };
  }

  /** Staff hear every message; the booking's devices hear only what is not internal. */
  private publish(thread: ThreadRef, bookingId: string | null, message: RequestMessageResponse): void {
    const payload = { requestKind: thread.kind, message };
    this.realtime.toStaffWith('requests.manage', 'request.message', payload, message.internal ? null : bookingId);
  }

  private async guestRequestOf(requestId: string, bookingId: string): Promise<void> {
    const request = await this.requests.find(requestId, bookingId);
    if (!request) throw new ApiException('request.notFound');
  }

  /** The guest's request the thread belongs to (none for a visitor's reservation request); 404 when the request does not exist. */
  private async requestOf(thread: ThreadRef): Promise<GuestRequestRow | null> {
    if (thread.kind === 'reservation-request') {
      if (!(await this.messages.reservationRequestExists(thread.id))) throw new ApiException('reservation.notFound');
      return null;
    }
    const request = await this.requests.find(thread.id, null);
    if (!request) throw new ApiException('request.notFound');
    return request;
  }
}

function newMessage(author: NewMessage['author'], staffUserId: string | null, text: string, internal: boolean): NewMessage {
  return { id: randomUUID(), author, staffUserId, text, internal, createdAt: new Date() };
}
