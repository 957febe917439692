import { afterAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { loadConfig } from '../config/app-config.ts';
import { createBroadcastRedis, createRedis } from './redis.module.ts';

/** How many writes to its socket the client makes for two stream entries sent in one tick. */
async function writesForTwoEntries(client: Redis, stream: string): Promise<number> {
  await client.ping();
  const socket = (client as unknown as { stream: { write: (...args: unknown[]) => boolean } }).stream;
  const write = socket.write;
  let writes = 0;
  socket.write = (...args: unknown[]) => ((writes += 1), write.apply(socket, args));
  try {
    await Promise.all([client.xadd(stream, '*', 'event', 'request.created'), client.xadd(stream, '*', 'event', 'notification.created')]);
  } finally {
    socket.write = write;
  }
  expect(await client.xlen(stream)).toBeGreaterThanOrEqual(2);
  return writes;
}

describe('Redis connections (real Redis)', () => {
  const config = loadConfig();
  const stream = `${config.redisPrefix}:spec-broadcasts-${process.pid}`;
  const broadcast = createBroadcastRedis(config, 'spec-broadcast');
  const commands = createRedis(config, 'spec-commands');
  afterAll(async () => {
    await commands.del(stream);
    broadcast.disconnect();
    commands.disconnect();
  });

  it('sends the broadcasts of one change to Redis in one write; the commands connection writes each on its own', async () => {
    expect(await writesForTwoEntries(broadcast, stream)).toBe(1);
    expect(await writesForTwoEntries(commands, stream)).toBe(2);
  });

  it('queues a broadcast for the next tick, and sends a duplicate’s command (the stream reader’s XREAD) at once', async () => {
    const reader = broadcast.duplicate();
    try {
      await reader.ping();
      const read = reader.xread('COUNT', 1, 'STREAMS', stream, '0');
      expect(reader.autoPipelineQueueSize).toBe(0);
      const length = broadcast.xlen(stream);
      expect(broadcast.autoPipelineQueueSize).toBe(1);
      await Promise.all([read, length]);
    } finally {
      reader.disconnect();
    }
  });
});
