import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module.ts';
import { NotificationDelivery } from './notification-delivery.service.ts';
import { PushSubscriptionsController } from './push-subscriptions.controller.ts';
import { PushSubscriptionsRepository } from './push-subscriptions.repository.ts';
import { DeliveryHealthRepository } from './delivery-health.repository.ts';
import { IntegrationStatusController } from './integration-status.controller.ts';
import { IntegrationStatusService } from './integration-status.service.ts';

/** Push subscriptions, handing pushes and emails to the worker, and how their sends went. */
@Module({
  imports: [JobsModule],
  controllers: [PushSubscriptionsController, IntegrationStatusController],
  providers: [NotificationDelivery, PushSubscriptionsRepository, DeliveryHealthRepository, IntegrationStatusService],
  exports: [NotificationDelivery, PushSubscriptionsRepository, DeliveryHealthRepository],
})
export class NotificationsModule {}
