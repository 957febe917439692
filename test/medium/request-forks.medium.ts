import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { RequestForkMiddleware } from '../../apps/api/src/database/request-forks.ts';
import { Transactions } from '../../apps/api/src/database/transactions.ts';
import { SessionsRepository } from '../../apps/api/src/auth/sessions.repository.ts';
import { Session } from '../../apps/api/src/auth/session.entity.ts';
import { medium, type Medium } from './medium.ts';
import { newBooking, newVilla, removeVilla } from './factories.ts';
import type { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';

describe('The request’s EntityManager, forked on first use (medium)', () => {
  let tier: Medium;
  let middleware: RequestForkMiddleware;
  let villa: Villa;
  let bookingId: string;
  /** Runs `work` as the rest of an HTTP request, inside the middleware's scope. */
  const inRequest = <T>(work: () => Promise<T>) => new Promise<T>((resolve, reject) => middleware.use(null, null, () => void work().then(resolve, reject)));

  beforeAll(async () => {
    tier = await medium({ providers: [SessionsRepository, RequestForkMiddleware] });
    middleware = tier.get(RequestForkMiddleware);
    villa = await newVilla(tier.em());
    bookingId = (await newBooking(tier.em(), villa)).id;
  });
  afterAll(async () => {
    await removeVilla(tier.em(), villa.slug);
    await tier.close();
  });

  it('runs a request’s SQL on the pool without forking, and in the transaction when there is one', async () => {
    const sessions = tier.get(SessionsRepository);
    const orm = tier.get(MikroORM);
    const fork = vi.spyOn(orm.em, 'fork');
    try {
      await inRequest(() => sessions.findLive(randomUUID()));
      expect(fork).not.toHaveBeenCalled();
      // Inside Transactions.run the repository joins the transaction: it reads its own write, which is gone after a rollback.
      const id = randomUUID();
      await expect(
        inRequest(() =>
          tier.get(Transactions).run(async () => {
            await sessions.insertGuest(id, bookingId, new Date(Date.now() + 60_000));
            expect(await sessions.findLive(id)).toMatchObject({ id, bookingId });
            throw new Error('rolled back');
          }),
        ),
      ).rejects.toThrow('rolled back');
      expect(await sessions.findLive(id)).toBeUndefined();
      // A committed one stays.
      await inRequest(() => tier.get(Transactions).run(() => sessions.insertGuest(id, bookingId, new Date(Date.now() + 60_000))));
      expect(await sessions.findLive(id)).toMatchObject({ id });
    } finally {
      fork.mockRestore();
    }
  });

  it('gives a request that uses the ORM its own EntityManager, the same throughout the request, and none outside one', async () => {
    const orm = tier.get(MikroORM);
    const [first, again] = await inRequest(async () => [orm.em.getContext(), orm.em.getContext()] as EntityManager[]);
    const [other] = await inRequest(async () => [orm.em.getContext()]);
    expect(first!.global).toBe(false);
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    // Outside a request the global EntityManager refuses entity work instead of sharing one identity map.
    expect(() => orm.em.getContext()).toThrow(/global/i);
    await inRequest(async () => {
      expect(await orm.em.count(Session, { id: randomUUID() })).toBe(0);
    });
  });
});
