import { Controller, Get } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { QUEUES, type QueueDepth, type QueueName, type QueuesResponse } from '@prana/contracts';
import { StaffOnly } from '../auth/access.ts';
import { Responds } from '../docs/responds.ts';

/** What the workers have to do: master watches it beside each villa's sync health (GET /api/villas). */
@Controller('ops')
export class OpsController {
  private readonly queues: Queue[];

  constructor(
    @InjectQueue(QUEUES.maintenance) maintenance: Queue,
    @InjectQueue(QUEUES.calendarSync) calendarSync: Queue,
    @InjectQueue(QUEUES.notifications) notifications: Queue,
  ) {
    this.queues = [calendarSync, maintenance, notifications];
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
