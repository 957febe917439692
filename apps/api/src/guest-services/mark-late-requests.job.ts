import { Injectable } from '@nestjs/common';
import type { JOBS } from '@prana/contracts';
import type { TypedJob } from '../jobs/typed-jobs.ts';
import { GuestRequestsService } from './guest-requests.service.ts';

/** JOBS.markLateRequests, on the worker's schedule: every request past its deadline and unanswered is marked late and staff told, each once. */
@Injectable()
export class MarkLateRequestsJob {
  constructor(private readonly requests: GuestRequestsService) {}

  async handle(_job: TypedJob<typeof JOBS.markLateRequests>): Promise<{ late: number }> {
    return { late: await this.requests.markLate(new Date()) };
  }
}
