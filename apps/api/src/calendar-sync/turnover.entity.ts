import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import type { TurnoverState } from '@prana/domain';
import { Villa } from '../catalogue/villa.entity.ts';
import { entityNamed, type RowReference } from '../database/entity-references.ts';
import { AvailabilityBlock } from './availability-block.entity.ts';

/**
 * A villa made ready between two stays, derived from its calendar: one per stay (direct booking or
 * imported reservation), on its check-out day, due by the next arrival's welcome time on a same-day
 * turn or by the end of the day. Reconciled whenever the villa's blocks change: re-timed in place
 * (its state kept), cancelled when its stay is, never deleted.
 */
@Entity({ tableName: 'turnovers' })
@Check({ name: 'turnovers_state_check', expression: `state in ('occupied', 'to-clean', 'cleaning', 'to-inspect', 'ready')` })
@Index({ name: 'turnovers_day_index', properties: ['day'] })
@Index({ name: 'turnovers_arrival_day_index', properties: ['arrivalDay'] })
export class Turnover {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Villa, { deleteRule: 'cascade' })
  villa: Villa;

  /** The stay that leaves: one turnover per stay. */
  @ManyToOne(() => AvailabilityBlock, { deleteRule: 'cascade', unique: true })
  departureBlock: AvailabilityBlock;

  /** The next stay (this day or later); null while nobody is booked after. */
  @ManyToOne(() => AvailabilityBlock, { nullable: true, deleteRule: 'set null' })
  arrivalBlock: AvailabilityBlock | null = null;

  /** The check-out day (Bali). */
  @Property({ type: 'date' })
  day: string;

  @Property({ type: 'date', nullable: true })
  arrivalDay: string | null = null;

  /** When the guests leave and the cleaning can start (the check-out time, or a late check-out's). */
  @Property({ type: 'datetime' })
  leavesAt: Date;

  @Property({ type: 'datetime' })
  dueAt: Date;

  @Property({ type: 'boolean' })
  sameDay: boolean = false;

  @Property({ type: 'string', length: 20 })
  state: TurnoverState = 'occupied';

  /** Set while its stay is not on the calendar (cancelled, or moved out of the feed). */
  @Property({ type: 'datetime', nullable: true })
  cancelledAt: Date | null = null;

  /** An employee (back-office/team) on the day's housekeeping shift. */
  @ManyToOne(entityNamed('Employee'), { nullable: true, deleteRule: 'set null' })
  assignee: RowReference | null = null;

  /** Checklist item ids ticked off. */
  @Property({ type: 'json' })
  checked: string[] = [];

  @Property({ type: 'string', length: 1000, nullable: true })
  notes: string | null = null;

  /** When the not-ready alert was raised (an hour before due); cleared when re-timed. */
  @Property({ type: 'datetime', nullable: true })
  alertedAt: Date | null = null;

  /** Bumped by every change. */
  @Property({ type: 'integer' })
  version: number = 1;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  updatedAt: Date = new Date();

  constructor(villa: Villa, departureBlock: AvailabilityBlock, day: string, leavesAt: Date, dueAt: Date) {
    this.villa = villa;
    this.departureBlock = departureBlock;
    this.day = day;
    this.leavesAt = leavesAt;
    this.dueAt = dueAt;
  }
}
