import { Module } from '@nestjs/common';
import { GuestServicesModule } from './guest-services.module.ts';
import { ConciergeProcessor } from './concierge.processor.ts';
import { RequestResponseDueJob } from './request-response-due.job.ts';

/** The escalation processor: imported by the worker only (AppModule.forWorker). */
@Module({ imports: [GuestServicesModule], providers: [RequestResponseDueJob, ConciergeProcessor] })
export class ConciergeWorkerModule {}
