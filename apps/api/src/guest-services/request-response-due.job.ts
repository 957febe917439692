import { Injectable } from '@nestjs/common';
import type { JOBS } from '@prana/contracts';
import type { TypedJob } from '../jobs/typed-jobs.ts';
import { GuestRequestsService } from './guest-requests.service.ts';

/** JOBS.requestResponseDue, at a request's deadline: marks it late and tells staff, once (the update is conditional). */
@Injectable()
export class RequestResponseDueJob {
  constructor(private readonly requests: GuestRequestsService) {}

  async handle(job: TypedJob<typeof JOBS.requestResponseDue>): Promise<{ late: boolean }> {
    return { late: await this.requests.markLate(job.data.requestId) };
  }
}
