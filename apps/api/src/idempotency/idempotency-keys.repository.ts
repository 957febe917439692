import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Repository } from '../database/repository.ts';
import { GenerateSql } from '../database/generate-sql.ts';

/** A first request that has not answered after this long has died with its process: a retry may take its key over. */
const ABANDONED_AFTER_SECONDS = 60;

export interface StoredKey {
  fingerprint: string;
  statusCode: number | null;
  response: unknown;
}

const BOOKING = '00000000-0000-4000-8000-00000000b001';
const KEY = 'b7c1e0f2-outbox-1';

/** The idempotency_keys rows: one per booking and key, claimed by the first request that arrives. */
@Injectable()
export class IdempotencyKeysRepository extends Repository {
  /**
   * Claims the key for this request; false when another request holds it. The primary key makes
   * it race-safe: of parallel claims exactly one inserts. A claim abandoned by a dead process
   * (no answer after a minute) is taken over by a retry of the same request.
   */
  @GenerateSql({ params: [BOOKING, KEY, 'POST /api/guest/requests 5f1d'] })
  async claim(bookingId: string, key: string, fingerprint: string): Promise<boolean> {
    const row = await this.db
      .insertInto('idempotency_keys')
      .values({ booking_id: bookingId, key, fingerprint, created_at: new Date() })
      .onConflict((conflict) =>
        conflict
          .columns(['booking_id', 'key'])
          .doUpdateSet({ created_at: new Date() })
          .where('idempotency_keys.status_code', 'is', null)
          .where('idempotency_keys.fingerprint', '=', fingerprint)
          .where('idempotency_keys.created_at', '<', sql<string>`now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})`),
      )
      .returning('key')
      .executeTakeFirst();
    return row !== undefined;
  }

  @GenerateSql({ params: [BOOKING, KEY] })
  async find(bookingId: string, key: string): Promise<StoredKey | undefined> {
    const row = await this.db
      .selectFrom('idempotency_keys')
      .select(['fingerprint', 'status_code', 'response'])
      .where('booking_id', '=', bookingId)
      .where('key', '=', key)
      .executeTakeFirst();
    return row && { fingerprint: row.fingerprint, statusCode: row.status_code, response: row.response };
  }

  /** Stores the first answer, which every later request with the key gets. */
  @GenerateSql({ params: [BOOKING, KEY, 201, { request: { id: '00000000-0000-4000-8000-00000000a001' } }] })
  async complete(bookingId: string, key: string, statusCode: number, response: unknown): Promise<void> {
    await this.db
      .updateTable('idempotency_keys')
      .set({ status_code: statusCode, response: JSON.stringify(response ?? null) })
      .where('booking_id', '=', bookingId)
      .where('key', '=', key)
      .execute();
  }

  /** The first request failed, so nothing was done: the key is free for the retry. */
  @GenerateSql({ params: [BOOKING, KEY] })
  async release(bookingId: string, key: string): Promise<void> {
    await this.db.deleteFrom('idempotency_keys').where('booking_id', '=', bookingId).where('key', '=', key).where('status_code', 'is', null).execute();
  }

  /** Keys are kept a day: far longer than any outbox waits to resend. */
  @GenerateSql({ params: [new Date('2027-05-09T02:00:00Z')] })
  async purgeOlderThan(cutoff: Date): Promise<number> {
    const result = await this.db.deleteFrom('idempotency_keys').where('created_at', '<', cutoff.toISOString()).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
