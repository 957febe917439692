import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module.ts';
import { AnonymiseRegisterJob } from './anonymise-register.job.ts';
import { DeleteExpiredDocumentsJob } from './delete-expired-documents.job.ts';
import { GuestDataModule } from './guest-data.module.ts';
import { PrivacyProcessor } from './privacy.processor.ts';
import { RetentionSchedules } from './retention-schedules.ts';

/** The retention sweeps' schedules and processor: imported by the worker only (AppModule.forWorker). */
@Module({
  imports: [JobsModule, GuestDataModule],
  providers: [DeleteExpiredDocumentsJob, AnonymiseRegisterJob, PrivacyProcessor, RetentionSchedules],
})
export class GuestDataWorkerModule {}
