import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import type { DependencyState, HealthResponse, LivenessResponse } from '@prana/contracts';
import { Public } from '../auth/access.ts';
import { REDIS } from '../redis/redis.module.ts';
import { Responds } from '../docs/responds.ts';
import { HealthRepository } from './health.repository.ts';

const CHECK_TIMEOUT_MS = 2_000;

async function probe(check: () => Promise<unknown>): Promise<DependencyState> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { status: 'up', latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    return { status: 'down', error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

@Controller('health')
@Public()
export class HealthController {
  constructor(
    private readonly database: HealthRepository,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** Liveness: the process answers. A load balancer restarts it when this fails. */
  @ApiOperation({ summary: 'Liveness: the process answers' })
  @Get('live')
  @Responds('LivenessResponse')
  live(): LivenessResponse {
    return { status: 'ok', uptimeSeconds: Math.round(process.uptime()) };
  }

  /** Readiness: PostgreSQL and Redis answer; 503 takes the instance out of rotation until they do. */
  @ApiOperation({ summary: 'Readiness: database and Redis answer' })
  @Get(['', 'ready'])
  @Responds('HealthResponse', { status: 503, description: 'Degraded: HealthResponse with `status: "degraded"` and the dependency that is down.' })
  async health(@Res({ passthrough: true }) response: Response): Promise<HealthResponse> {
    const [database, redis] = await Promise.all([
      probe(() => this.database.ping()),
      probe(() => this.redis.ping()),
    ]);
    const ok = database.status === 'up' && redis.status === 'up';
    response.status(ok ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { status: ok ? 'ok' : 'degraded', database, redis, uptimeSeconds: Math.round(process.uptime()) };
  }
}
