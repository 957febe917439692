import { Injectable } from '@nestjs/common';
import type { JOBS } from '@prana/contracts';
import type { TypedJob } from '../jobs/typed-jobs.ts';
import { GuestDataService } from './guest-data.service.ts';

/** JOBS.deleteExpiredDocuments, daily: data-page photos of stays that ended DOCUMENT_RETENTION_DAYS ago go. */
@Injectable()
export class DeleteExpiredDocumentsJob {
  constructor(private readonly guestData: GuestDataService) {}

  handle(_job: TypedJob<typeof JOBS.deleteExpiredDocuments>, now = new Date()): Promise<{ deleted: number; checkedOutBy: string }> {
    return this.guestData.deleteExpiredDocuments(now);
  }
}
