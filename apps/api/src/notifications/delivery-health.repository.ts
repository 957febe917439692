import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Repository } from '../database/repository.ts';
import { GenerateSql } from '../database/generate-sql.ts';
import type { DeliveryChannel } from './delivery-health.entity.ts';

/** A channel's last delivery and failure (ISO 8601, null: none yet). */
export interface DeliveryHealthRow {
  channel: DeliveryChannel;
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  failuresSinceSuccess: number;
}

/** What the senders saw last per channel: one row each, written by an upsert, so concurrent sends need no lock. */
@Injectable()
export class DeliveryHealthRepository extends Repository {
  @GenerateSql({ params: ['push', new Date('2026-12-01T02:00:00Z')] })
  async delivered(channel: DeliveryChannel, at: Date): Promise<void> {
    await sql`insert into delivery_health (channel, last_success_at, failures_since_success) values (${channel}, ${at}, 0)
      on conflict (channel) do update set last_success_at = greatest(delivery_health.last_success_at, excluded.last_success_at), failures_since_success = 0`.execute(this.db);
  }

  @GenerateSql({ params: ['email', new Date('2026-12-01T02:00:00Z')] })
  async failed(channel: DeliveryChannel, at: Date): Promise<void> {
    await sql`insert into delivery_health (channel, last_failure_at, failures_since_success) values (${channel}, ${at}, 1)
      on conflict (channel) do update set last_failure_at = greatest(delivery_health.last_failure_at, excluded.last_failure_at),
        failures_since_success = delivery_health.failures_since_success + 1`.execute(this.db);
  }

  @GenerateSql()
  async all(): Promise<DeliveryHealthRow[]> {
    const rows = await this.db
      .selectFrom('delivery_health')
      .select(['channel', 'last_success_at as lastSuccessAt', 'last_failure_at as lastFailureAt', 'failures_since_success as failuresSinceSuccess'])
      .orderBy('channel')
      .execute();
    return rows.map((row) => ({
      channel: row.channel as DeliveryChannel,
      lastSuccessAt: row.lastSuccessAt === null ? null : new Date(row.lastSuccessAt).toISOString(),
      lastFailureAt: row.lastFailureAt === null ? null : new Date(row.lastFailureAt).toISOString(),
      failuresSinceSuccess: row.failuresSinceSuccess,
    }));
  }
}
