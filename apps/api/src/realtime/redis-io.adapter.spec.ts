import { afterEach, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { testEnv } from '../../../../test/support/env.ts';
import { streamsAdapter, withFireAndForgetHandled } from './redis-io.adapter.ts';

describe('the Socket.IO adapter’s Redis client', () => {
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);
  afterEach(() => {
    process.off('unhandledRejection', record);
  });

  it('drops the failure of a heartbeat or session nobody waits for, once the connection is closed', async () => {
    process.on('unhandledRejection', record);
    const redis = new Redis(testEnv.REDIS_URL);
    const client = withFireAndForgetHandled(redis);
    await redis.quit();
    // As the adapter does: sent and not awaited.
    void client.publish('prana-test:heartbeat', 'beat');
    void client.set('prana-test:session', 'state', 'PX', 1_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(unhandled).toEqual([]);
  });

  it('drops the failure of the subscription its pub/sub duplicate sends when the app closes before Redis answers', async () => {
    process.on('unhandledRejection', record);
    const redis = new Redis(testEnv.REDIS_URL);
    // As the adapter does: a duplicate for pub/sub, subscribed without waiting; the app then closes.
    const subscriber = withFireAndForgetHandled(redis).duplicate();
    void subscriber.subscribe('prana-test:channel');
    subscriber.disconnect();
    await redis.quit();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(unhandled).toEqual([]);
  });

  it('still lets a caller that waits see the failure, and passes every other command through', async () => {
    const redis = new Redis(testEnv.REDIS_URL);
    const client = withFireAndForgetHandled(redis);
    expect(await client.ping()).toBe('PONG');
    await redis.quit();
    await expect(client.publish('prana-test:heartbeat', 'beat')).rejects.toThrow('Connection is closed');
  });
});

describe('the Socket.IO adapter’s keys and channels', () => {
  it('carry the Redis prefix: servers of another prefix never count, hear or answer each other', async () => {
    const prefix = `prana-spec-${process.pid}-${Date.now()}`;
    const clients: Redis[] = [];
    const server = (name: string) => {
      const redis = new Redis(testEnv.REDIS_URL);
      clients.push(redis);
      const io = new Server({ adapter: streamsAdapter(redis, name) });
      io.on('ping' as never, (ack: (answer: string) => void) => ack(name));
      return io;
    };
    const [a1, a2, b] = [server(`${prefix}-a`), server(`${prefix}-a`), server(`${prefix}-b`)];
    try {
      // The first heartbeats go out over pub/sub when each adapter starts.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await a1.of('/').adapter.serverCount()).toBe(2);
      expect(await b.of('/').adapter.serverCount()).toBe(1);
      expect(await a1.serverSideEmitWithAck('ping' as never)).toEqual([`${prefix}-a`]);
      expect(await b.serverSideEmitWithAck('ping' as never)).toEqual([]);
    } finally {
      await Promise.all([a1, a2, b].map((io) => io.of('/').adapter.close()));
      await Promise.all(clients.map((redis) => redis.quit()));
    }
  });
});
