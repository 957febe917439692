import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IdempotencyModule } from '../../apps/api/src/idempotency/idempotency.module.ts';
import { IdempotencyKeysRepository } from '../../apps/api/src/idempotency/idempotency-keys.repository.ts';
import { IdempotencyKey } from '../../apps/api/src/idempotency/idempotency-key.entity.ts';
import type { Booking } from '../../apps/api/src/bookings/booking.entity.ts';
import type { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { medium, type Medium } from './medium.ts';
import { newBooking, newVilla, removeVilla } from './factories.ts';

describe('IdempotencyKeysRepository on the database (medium)', () => {
  let tier: Medium;
  let keys: IdempotencyKeysRepository;
  let villa: Villa;
  let booking: Booking;

  beforeAll(async () => {
    tier = await medium({ imports: [IdempotencyModule] });
    keys = tier.get(IdempotencyKeysRepository);
    villa = await newVilla(tier.em());
  });
  afterAll(async () => {
    await removeVilla(tier.em(), villa.slug);
    await tier.close();
  });
  beforeEach(async () => {
    booking = await newBooking(tier.em(), villa);
  });

  /** Moves the key's claim back in time, as if its first request had started `seconds` ago. */
  const age = (key: string, seconds: number) =>
    tier.em().nativeUpdate(IdempotencyKey, { booking: booking.id, key }, { createdAt: new Date(Date.now() - seconds * 1000) });

  it('lets exactly one of parallel claims of a key win; the same key of another booking is its own', async () => {
    const key = randomUUID();
    const claims = await Promise.all(Array.from({ length: 5 }, () => keys.claim(booking.id, key, 'f1')));
    expect(claims.filter(Boolean)).toHaveLength(1);
    const other = await newBooking(tier.em(), villa, { fromToday: 10 });
    expect(await keys.claim(other.id, key, 'f1')).toBe(true);
  });

  it('gives an abandoned claim (no answer after a minute) to a retry of the same request only', async () => {
    const key = randomUUID();
    await keys.claim(booking.id, key, 'f1');
    await age(key, 59);
    expect(await keys.claim(booking.id, key, 'f1')).toBe(false);
    await age(key, 61);
    expect(await keys.claim(booking.id, key, 'other body')).toBe(false);
    expect(await keys.claim(booking.id, key, 'f1')).toBe(true);
    // Taken over: the minute starts again.
    expect(await keys.claim(booking.id, key, 'f1')).toBe(false);
  });

  it('never takes over a key that has its answer, however old', async () => {
    const key = randomUUID();
    await keys.claim(booking.id, key, 'f1');
    await keys.complete(booking.id, key, 201, { ok: true });
    await age(key, 3600);
    expect(await keys.claim(booking.id, key, 'f1')).toBe(false);
  });

  it('finds a claim without an answer, then with the stored answer; nothing for an unknown key', async () => {
    const key = randomUUID();
    expect(await keys.find(booking.id, key)).toBeUndefined();
    await keys.claim(booking.id, key, 'f1');
    expect(await keys.find(booking.id, key)).toEqual({ fingerprint: 'f1', statusCode: null, response: null });
    await keys.complete(booking.id, key, 201, { request: { id: 'r1' }, charges: [] });
    expect(await keys.find(booking.id, key)).toEqual({ fingerprint: 'f1', statusCode: 201, response: { request: { id: 'r1' }, charges: [] } });
    const empty = randomUUID();
    await keys.claim(booking.id, empty, 'f2');
    await keys.complete(booking.id, empty, 204, undefined);
    expect(await keys.find(booking.id, empty)).toEqual({ fingerprint: 'f2', statusCode: 204, response: null });
  });

  it('frees a key whose first request failed, but never one that has its answer', async () => {
    const failed = randomUUID();
    await keys.claim(booking.id, failed, 'f1');
    await keys.release(booking.id, failed);
    expect(await keys.find(booking.id, failed)).toBeUndefined();
    expect(await keys.claim(booking.id, failed, 'f1')).toBe(true);

    const answered = randomUUID();
    await keys.claim(booking.id, answered, 'f1');
    await keys.complete(booking.id, answered, 200, { ok: true });
    await keys.release(booking.id, answered);
    expect(await keys.find(booking.id, answered)).toMatchObject({ statusCode: 200 });
  });

  it('purges keys made before the cutoff only, and counts them', async () => {
    const [old, fresh] = [randomUUID(), randomUUID()];
    await keys.claim(booking.id, old, 'f1');
    await keys.claim(booking.id, fresh, 'f1');
    await age(old, 3 * 86_400);
    const cutoff = new Date(Date.now() - 86_400_000);
    expect(await keys.purgeOlderThan(cutoff)).toBeGreaterThanOrEqual(1);
    expect(await keys.find(booking.id, old)).toBeUndefined();
    expect(await keys.find(booking.id, fresh)).toBeDefined();
    expect(await keys.purgeOlderThan(new Date(0))).toBe(0);
  });
});
