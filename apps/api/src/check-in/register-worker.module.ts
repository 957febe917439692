import { Module } from '@nestjs/common';
import { CheckInModule } from './check-in.module.ts';
import { ImmigrationReportDueJob } from './immigration-report-due.job.ts';
import { RegisterProcessor } from './register.processor.ts';

/** The register's deadline processor: imported by the worker only (AppModule.forWorker). */
@Module({ imports: [CheckInModule], providers: [ImmigrationReportDueJob, RegisterProcessor] })
export class RegisterWorkerModule {}
