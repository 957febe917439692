import { describe, expect, it } from 'vitest';
import type { Job } from 'bullmq';
import { JOBS, QUEUES } from '@prana/contracts';
import { runJob, type JobHandlers } from './typed-jobs.ts';

describe('runJob', () => {
  const seen: string[] = [];
  const handlers: JobHandlers<typeof QUEUES.calendarSync> = {
    [JOBS.pullVillaCalendar]: async (job) => seen.push(`pull ${job.data.villaSlug} ${job.data.trigger}`),
    [JOBS.scheduledVillaPull]: async (job) => seen.push(`tick ${job.data.villaSlug}`),
    [JOBS.reconcileTurnovers]: async () => seen.push('turnovers'),
  };
  const job = (name: string, data: unknown) => ({ name, data }) as Job;

  it('runs the handler of the job’s name with its payload', async () => {
    await runJob(QUEUES.calendarSync, handlers, job(JOBS.scheduledVillaPull, { villaSlug: 'jungle-loft' }));
    await runJob(QUEUES.calendarSync, handlers, job(JOBS.pullVillaCalendar, { villaSlug: 'jungle-loft', trigger: 'manual' }));
    expect(seen).toEqual(['tick jungle-loft', 'pull jungle-loft manual']);
  });

  it('fails a job its queue has no handler for (another queue’s, or an older release’s)', () => {
    expect(() => runJob(QUEUES.calendarSync, handlers, job(JOBS.purgeExpiredSessions, {}))).toThrow(`Unknown job ${JOBS.purgeExpiredSessions} on ${QUEUES.calendarSync}.`);
    expect(() => runJob(QUEUES.calendarSync, handlers, job('toString', {}))).toThrow('Unknown job toString');
  });
});
