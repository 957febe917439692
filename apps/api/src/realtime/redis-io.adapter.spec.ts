import { afterEach, describe, expect, it, vi } from 'vitest';
import { Redis } from 'ioredis';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect } from 'socket.io-client';
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
      const io = new Server({ adapter: streamsAdapter(redis, name, { holdsSockets: true }) });
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

describe('a process that holds no sockets (the worker)', () => {
  it('sends events to the sockets of the others, asks and answers them, but never reads the stream', async () => {
    const prefix = `prana-spec-${process.pid}-${Date.now()}`;
    const named = (role: string) => new Redis(testEnv.REDIS_URL, { connectionName: `${prefix}-${role}` });
    const [apiRedis, workerRedis, inspector] = [named('api'), named('worker'), new Redis(testEnv.REDIS_URL)];
    const http = createServer();
    const api = new Server(http, { adapter: streamsAdapter(apiRedis, prefix, { holdsSockets: true }) });
    api.on('ping' as never, (ack: (answer: string) => void) => ack('api'));
    const worker = new Server({ adapter: streamsAdapter(workerRedis, prefix, { holdsSockets: false }) });
    worker.on('ping' as never, (ack: (answer: string) => void) => ack('worker'));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const client = connect(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, { transports: ['websocket'] });
    try {
      await new Promise((resolve) => client.once('connect', () => resolve(undefined)));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const heard = new Promise((resolve) => client.once('hello', resolve));
      (worker.emit as (event: string, payload: unknown) => boolean)('hello', { from: 'worker' });
      expect(await heard).toEqual({ from: 'worker' });
      expect(await worker.serverSideEmitWithAck('ping' as never)).toEqual(['api']);
      expect(await api.serverSideEmitWithAck('ping' as never)).toEqual(['worker']);
      // The last command of every connection: the api's stream reader waits in XREAD, the worker's never sent one.
      const connections = (await inspector.client('LIST')) as string;
      const readers = (role: string) => connections.split('\n').filter((line) => line.includes(`name=${prefix}-${role} `) && line.includes('cmd=xread'));
      expect(readers('api')).toHaveLength(1);
      expect(readers('worker')).toHaveLength(0);
    } finally {
      client.disconnect();
      await new Promise((resolve) => api.close(resolve));
      await worker.of('/').adapter.close();
      for (const redis of [apiRedis, workerRedis, inspector]) redis.disconnect();
    }
  });
});

describe('the Socket.IO adapter’s stream reader', () => {
  it('drops its own broadcasts before decoding them, and still decodes those of another process', async () => {
    const redis = new Redis(testEnv.REDIS_URL);
    const io = new Server({ adapter: streamsAdapter(redis, `prana-spec-own-${process.pid}-${Date.now()}`, { holdsSockets: true }) });
    const adapter = io.of('/').adapter as unknown as { uid: string; onRawMessage(message: object, offset: string): void };
    const decode = vi.spyOn(Object.getPrototypeOf(adapter).constructor as { decode(message: object): unknown }, 'decode');
    try {
      // A heartbeat entry, as another process (or this one) writes it to the stream.
      adapter.onRawMessage({ uid: adapter.uid, nsp: '/', type: '1' }, '1-0');
      expect(decode).not.toHaveBeenCalled();
      adapter.onRawMessage({ uid: 'another-process', nsp: '/', type: '1' }, '1-1');
      expect(decode).toHaveBeenCalledTimes(1);
    } finally {
      decode.mockRestore();
      await io.of('/').adapter.close();
      await redis.quit();
    }
  });
});
