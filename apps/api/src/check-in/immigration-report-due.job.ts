import { Injectable } from '@nestjs/common';
import type { JOBS } from '@prana/contracts';
import type { TypedJob } from '../jobs/typed-jobs.ts';
import { RegisterService } from './register.service.ts';

/** JOBS.immigrationReportDue, at a foreign guest's report deadline: raises it as overdue and tells staff, once (the update is conditional). */
@Injectable()
export class ImmigrationReportDueJob {
  constructor(private readonly register: RegisterService) {}

  async handle(job: TypedJob<typeof JOBS.immigrationReportDue>): Promise<{ overdue: boolean }> {
    return { overdue: await this.register.markOverdue(job.data.bookingId, job.data.position) };
  }
}
