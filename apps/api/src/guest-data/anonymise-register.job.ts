import { Injectable } from '@nestjs/common';
import type { JOBS } from '@prana/contracts';
import type { TypedJob } from '../jobs/typed-jobs.ts';
import { GuestDataService } from './guest-data.service.ts';

/** JOBS.anonymiseRegister, daily: the register's personal fields of stays that ended REGISTER_RETENTION_DAYS ago are anonymised. */
@Injectable()
export class AnonymiseRegisterJob {
  constructor(private readonly guestData: GuestDataService) {}

  handle(_job: TypedJob<typeof JOBS.anonymiseRegister>, now = new Date()): Promise<{ stays: number; checkedOutBy: string }> {
    return this.guestData.anonymiseRegister(now);
  }
}
