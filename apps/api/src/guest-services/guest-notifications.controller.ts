import { Body, Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  emptyBody,
  notificationPreferencesBody,
  sendTestNotificationBody,
  type NotificationChangeResponse,
  type NotificationPreferencesBody,
  type NotificationPreferencesResponse,
  type NotificationsResponse,
  type SendTestNotificationBody,
} from '@prana/contracts';
import { CurrentSession, GuestOnly } from '../auth/access.ts';
import { guestOf, type SessionContext } from '../auth/sessions.service.ts';
import { GuestNotificationsService } from './guest-notifications.service.ts';
import { GuestProfileService } from './guest-profile.service.ts';
import { Idempotent } from '../idempotency/idempotency.interceptor.ts';
import { Responds } from '../docs/responds.ts';
import { IdParam } from '../common/ids.ts';

@Controller('guest')
@GuestOnly()
export class GuestNotificationsController {
  constructor(
    private readonly notifications: GuestNotificationsService,
    private readonly profiles: GuestProfileService,
  ) {}

  @ApiOperation({ summary: 'List the guest’s notifications' })
  @Get('notifications')
  @Responds('NotificationsResponse')
  list(@CurrentSession() session: SessionContext | null): Promise<NotificationsResponse> {
    return this.notifications.list(guestOf(session).bookingId);
  }

  @ApiOperation({ summary: 'Mark every notification read' })
  @Post('notifications/read-all')
  @HttpCode(200)
  @Idempotent()
  @Responds('NotificationChangeResponse')
  readAll(
    @CurrentSession() session: SessionContext | null,
    @Body({ schema: emptyBody }) _body: unknown,
  ): Promise<NotificationChangeResponse> {
    return this.notifications.markAllRead(guestOf(session).bookingId);
  }

  /** Send test: a confirmation on email, a reminder on push. */
  @ApiOperation({ summary: 'Send a test notification' })
  @Post('notifications/test')
  @Idempotent()
  @Responds('NotificationChangeResponse')
  sendTest(
    @CurrentSession() session: SessionContext | null,
    @Body({ schema: sendTestNotificationBody }) body: SendTestNotificationBody,
  ): Promise<NotificationChangeResponse> {
    return this.notifications.sendTest(guestOf(session).bookingId, body.channel);
  }

  @ApiOperation({ summary: 'Mark a notification read' })
  @Post('notifications/:id/read')
  @HttpCode(200)
  @Idempotent()
  @Responds('NotificationChangeResponse')
  read(
    @CurrentSession() session: SessionContext | null,
    @Param('id', new IdParam('notification.notFound')) id: string,
    @Body({ schema: emptyBody }) _body: unknown,
  ): Promise<NotificationChangeResponse> {
    return this.notifications.markRead(guestOf(session).bookingId, id);
  }

  @ApiOperation({ summary: 'Read notification preferences' })
  @Get('notification-preferences')
  @Responds('NotificationPreferencesResponse')
  preferences(@CurrentSession() session: SessionContext | null): Promise<NotificationPreferencesResponse> {
    return this.profiles.preferences(guestOf(session).bookingId);
  }

  @ApiOperation({ summary: 'Change notification preferences' })
  @Patch('notification-preferences')
  @Idempotent()
  @Responds('NotificationPreferencesResponse')
  setPreferences(
    @CurrentSession() session: SessionContext | null,
    @Body({ schema: notificationPreferencesBody }) body: NotificationPreferencesBody,
  ): Promise<NotificationPreferencesResponse> {
    return this.profiles.setPreferences(guestOf(session).bookingId, body);
  }
}
