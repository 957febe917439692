import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import type { SyncDirection, SyncRunStatus } from '@prana/contracts';
import type { CodedError } from '@prana/contracts';
import { Villa } from '../catalogue/villa.entity.ts';
import { VillaFeed } from './villa-feed.entity.ts';

/** One pull (or push) of a villa's calendar, with what it changed or why it failed. */
@Entity({ tableName: 'sync_runs' })
@Index({ name: 'sync_runs_villa_started_index', properties: ['villa', 'startedAt'] })
@Index({ name: 'sync_runs_feed_started_index', properties: ['feed', 'startedAt'] })
// "Last synced" (GET /api/bookings) reads the newest successful run of any villa.
@Index({ name: 'sync_runs_status_finished_index', properties: ['status', 'finishedAt'] })
export class SyncRun {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Villa, { deleteRule: 'cascade' })
  villa: Villa;

  /** The feed pulled; null once that feed is removed (its runs stay in the villa's history). */
  @ManyToOne(() => VillaFeed, { nullable: true, deleteRule: 'set null' })
  feed: VillaFeed | null = null;

  @Property({ type: 'string', length: 20 })
  direction: SyncDirection;

  @Property({ type: 'string', length: 20 })
  status: SyncRunStatus = 'running';

  @Property({ type: 'datetime' })
  startedAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  finishedAt: Date | null = null;

  @Property({ type: 'integer', nullable: true })
  durationMs: number | null = null;

  /** Why a failed run failed: a code of the error catalogue and its values. */
  @Property({ type: 'json', nullable: true })
  failure: CodedError | null = null;

  @Property({ type: 'integer' })
  created: number = 0;

  @Property({ type: 'integer' })
  updated: number = 0;

  @Property({ type: 'integer' })
  cancelled: number = 0;

  /** Events of the feed that could not be read and were left out (the rest was imported). */
  @Property({ type: 'integer' })
  skipped: number = 0;

  /** Why, for the first few of them. */
  @Property({ type: 'json', nullable: true })
  skippedReasons: CodedError[] | null = null;

  constructor(villa: Villa, direction: SyncDirection) {
    this.villa = villa;
    this.direction = direction;
  }
}
