import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import type { Lang, StayStage } from '@prana/domain';
import { Booking } from './booking.entity.ts';

/**
 * A stage message of a stay that went out: at most one per booking and stage, claimed by the job
 * before it sends (so a retried or moved job never sends twice), and listed where staff see the booking.
 */
@Entity({ tableName: 'stage_messages' })
@Unique({ properties: ['booking', 'stage'] })
export class StageMessage {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Booking, { deleteRule: 'cascade' })
  booking: Booking;

  @Property({ type: 'string', length: 30 })
  stage: StayStage;

  /** The guest's language it was written in. */
  @Property({ type: 'string', length: 2 })
  language: Lang;

  /** Emails and pushes handed to the senders. */
  @Property({ type: 'smallint' })
  emails: number;

  @Property({ type: 'smallint' })
  pushes: number;

  @Property({ type: 'datetime' })
  sentAt: Date;

  constructor(init: { booking: Booking; stage: StayStage; language: Lang; emails: number; pushes: number; sentAt: Date }) {
    this.booking = init.booking;
    this.stage = init.stage;
    this.language = init.language;
    this.emails = init.emails;
    this.pushes = init.pushes;
    this.sentAt = init.sentAt;
  }
}
