import { afterAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { Logger as NestLogger } from '@nestjs/common';
import { Logger, PinoLogger } from 'nestjs-pino';
import type { Job } from 'bullmq';
import { JOBS, QUEUES } from '@prana/contracts';
import { MaintenanceProcessor } from '../housekeeping/maintenance.processor.ts';
import { PurgeExpiredSessionsJob } from '../housekeeping/purge-expired-sessions.job.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { IdempotencyKeysRepository } from '../idempotency/idempotency-keys.repository.ts';

/** Every JSON line pino writes, as the worker's output carries it. */
const lines: Record<string, unknown>[] = [];
const output = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>));
    done();
  },
});

describe('a job’s log lines', () => {
  const params = { pinoHttp: [{ level: 'info' }, output] as [object, Writable] };
  const pino = new PinoLogger(params);
  // As in the worker: Nest's Logger writes through nestjs-pino.
  NestLogger.overrideLogger(new Logger(pino, params));
  afterAll(() => NestLogger.overrideLogger(false));

  it('carry the job’s id, queue and name, whatever logger the job writes with', async () => {
    const sessions = { purgeExpired: async () => 3 } as unknown as SessionsService;
    const keys = { purgeOlderThan: async () => 0 } as unknown as IdempotencyKeysRepository;
    const processor = new MaintenanceProcessor(new PurgeExpiredSessionsJob(sessions, keys), pino);

    await processor.process({ id: 'repeat:purge:42', name: JOBS.purgeExpiredSessions, data: {} } as Job);
    new NestLogger('Outside').log('Not a job.');

    expect(lines.find((line) => line.msg === 'Purged 3 expired sessions.')).toMatchObject({
      jobId: 'repeat:purge:42',
      queue: QUEUES.maintenance,
      job: JOBS.purgeExpiredSessions,
      context: PurgeExpiredSessionsJob.name,
    });
    expect(lines.find((line) => line.msg === 'Not a job.')).not.toHaveProperty('jobId');
  });
});
