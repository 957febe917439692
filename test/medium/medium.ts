import { Module, type DynamicModule, type INestApplicationContext, type Provider, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { ServerEventName, ServerEventPayload } from '@prana/contracts';
import { ConfigModule } from '../../apps/api/src/config/config.module.ts';
import { DatabaseModule } from '../../apps/api/src/database/database.module.ts';
import { ENTITIES } from '../../apps/api/src/bootstrap/entities.ts';
import { RedisModule } from '../../apps/api/src/redis/redis.module.ts';
import { RealtimeService } from '../../apps/api/src/realtime/realtime.service.ts';
import { SessionEndings } from '../../apps/api/src/auth/session-endings.ts';

/** One live event a service published: to whom, what, with which payload. */
export interface Published {
  to: string;
  event: ServerEventName;
  payload: unknown;
}

/**
 * The publishing boundary, recorded instead of sent: the medium tier checks what a service
 * publishes; whether Socket.IO delivers it is the api tier's business (test/api/*live*).
 */
export class PublishedEvents extends RealtimeService {
  readonly log: Published[] = [];

  override toBooking<E extends ServerEventName>(bookingId: string, event: E, payload: ServerEventPayload<E>): void {
    this.log.push({ to: `booking:${bookingId}`, event, payload });
  }

  /** Recorded once per audience: the booking's pages (when asked), then the staff. */
  override toStaffWith<E extends ServerEventName>(
    permission: Parameters<RealtimeService['toStaffWith']>[0],
    event: E,
    payload: ServerEventPayload<E>,
    alsoBooking: string | null = null,
  ): void {
    if (alsoBooking !== null) this.toBooking(alsoBooking, event, payload);
    this.log.push({ to: `staff:${permission}`, event, payload });
  }

  override toSyncWatchers<E extends ServerEventName>(event: E, payload: ServerEventPayload<E>): Promise<void> {
    this.log.push({ to: 'sync-watchers', event, payload });
    return Promise.resolve();
  }

  /** The payloads of one event, oldest first. */
  of<E extends ServerEventName>(event: E): { to: string; payload: ServerEventPayload<E> }[] {
    return this.log.filter((entry) => entry.event === event).map((entry) => ({ to: entry.to, payload: entry.payload as ServerEventPayload<E> }));
  }

  clear(): void {
    this.log.length = 0;
  }
}

export interface Medium {
  module: INestApplicationContext;
  /** A fork for the test's own reads and factories. */
  em: () => EntityManager;
  events: PublishedEvents;
  get<T>(type: Type<T>): T;
  close(): Promise<void>;
}

/**
 * The medium tier (after immich's server/test/medium): services built by Nest with their real
 * repositories on the real test database (and Redis, for the rate limits some modules hold), without
 * HTTP, sockets or queues. `imports` is the feature module under test (or nothing); `providers`
 * adds single classes.
 */
export async function medium(options: { imports?: (Type | DynamicModule)[]; providers?: Provider[] }): Promise<Medium> {
  const events = new PublishedEvents();
  // In place of RealtimeModule: the same global RealtimeService and SessionEndings tokens, recorded.
  const realtime: DynamicModule = {
    global: true,
    module: RecordedRealtimeModule,
    providers: [{ provide: RealtimeService, useValue: events }, { provide: SessionEndings, useValue: events }],
    exports: [RealtimeService, SessionEndings],
  };
  const module = await NestFactory.createApplicationContext(
    { module: MediumModule, imports: [ConfigModule, DatabaseModule.forRoot(ENTITIES), RedisModule, realtime, ...(options.imports ?? [])], providers: options.providers ?? [] },
    // A module that cannot be built fails the test instead of ending the process.
    { logger: false, abortOnError: false },
  );
  const orm = module.get(MikroORM);
  return {
    module,
    em: () => orm.em.fork(),
    events,
    get: (type) => module.get(type, { strict: false }),
    close: () => module.close(),
  };
}

@Module({})
class RecordedRealtimeModule {}

@Module({})
class MediumModule {}
