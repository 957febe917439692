import { Controller, Get } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { ApiOperation } from '@nestjs/swagger';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { QUEUES, type QueueDepth, type QueueName, type QueuesResponse } from '@prana/contracts';
import { StaffOnly } from '../auth/access.ts';
import { Responds } from '../docs/responds.ts';

/** What the workers have to do: master watches it beside each villa's sync health (GET /api/villas). */
@Controller('ops')
export class OpsController {
  /** Every queue the workers serve, so a new queue is watched the day it is added. */
  private readonly queues: Queue[];

  constructor(modules: ModuleRef) {
    this.queues = Object.values(QUEUES).map((name) => modules.get<Queue>(getQueueToken(name), { strict: false }));
  }

  @ApiOperation({ summary: 'Depth of the job queues' })
  @Get('queues')
  @StaffOnly('ops.read')
  @Responds('QueuesResponse')
  async queuesDepth(): Promise<QueuesResponse> {
    const queues = await Promise.all(
      this.queues.map(async (queue): Promise<QueueDepth> => {
        const [counts, schedulers] = await Promise.all([
          queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'prioritized'),
          queue.getJobSchedulersCount(),
        ]);
        return {
          name: queue.name as QueueName,
          waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
          active: counts.active ?? 0,
          delayed: counts.delayed ?? 0,
          failed: counts.failed ?? 0,
          schedulers,
        };
      }),
    );
    return { queues, checkedAt: new Date().toISOString() };
  }
}
