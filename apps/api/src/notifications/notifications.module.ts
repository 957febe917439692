import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module.ts';
import { NotificationDelivery } from './notification-delivery.service.ts';
import { PushSubscriptionsController } from './push-subscriptions.controller.ts';
import { PushSubscriptionsRepository } from './push-subscriptions.repository.ts';

/** Push subscriptions, and handing pushes and emails to the worker. */
@Module({
  imports: [JobsModule],
  controllers: [PushSubscriptionsController],
  providers: [NotificationDelivery, PushSubscriptionsRepository],
  exports: [NotificationDelivery, PushSubscriptionsRepository],
})
export class NotificationsModule {}
