import { describe, expect, it } from 'vitest';
import { PinoLogger } from 'nestjs-pino';
import type { Job } from 'bullmq';
import { JOBS, QUEUES } from '@prana/contracts';
import { MaintenanceProcessor } from '../housekeeping/maintenance.processor.ts';
import { PurgeExpiredSessionsJob } from '../housekeeping/purge-expired-sessions.job.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { IdempotencyKeysRepository } from '../idempotency/idempotency-keys.repository.ts';

describe('a job’s log lines', () => {
  // The process's one pino logger (the api tests share it), or one at their level when none exists yet.
  const pino = new PinoLogger({ pinoHttp: { level: 'warn' } });

  it('carry the job’s id, queue and name: the logger every line of the job goes through is bound to them', async () => {
    // Nest's Logger writes through PinoLogger too (LoggingModule), so what PinoLogger logs with is what every line carries.
    const seen: Record<string, unknown>[] = [];
    const sessions = {
      purgeExpired: async () => {
        seen.push(pino.logger.bindings());
        return 0;
      },
    } as unknown as SessionsService;
    const keys = { purgeOlderThan: async () => 0 } as unknown as IdempotencyKeysRepository;
    const processor = new MaintenanceProcessor(new PurgeExpiredSessionsJob(sessions, keys), pino);

    await processor.process({ id: 'repeat:purge:42', name: JOBS.purgeExpiredSessions, data: {} } as Job);
    expect(seen).toEqual([expect.objectContaining({ jobId: 'repeat:purge:42', queue: QUEUES.maintenance, job: JOBS.purgeExpiredSessions })]);
    // Outside the job, lines carry none of it.
    expect(pino.logger.bindings()).not.toHaveProperty('jobId');
  });
});
