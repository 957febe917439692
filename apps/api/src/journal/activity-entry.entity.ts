import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { BackOfficePanel } from '@prana/contracts';
import { StaffUser } from '../auth/staff-user.entity.ts';

/** A back-office panel that keeps an activity log and an undo history (finance: the payouts staff enter). */
export type JournalPanel = BackOfficePanel;

/**
 * One line of a panel's activity log. Every row is kept (the audit trail); a panel lists its
 * latest 20, 25 or 30. The actor's name is copied so the line still reads after an account goes.
 */
@Entity({ tableName: 'activity_log' })
@Index({ name: 'activity_log_panel_index', properties: ['panel', 'id'] })
@Index({ name: 'activity_log_subject_index', properties: ['subjectId', 'id'] })
export class ActivityEntry {
  // Serial, so entries written in the same millisecond still keep their order.
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 20 })
  panel: JournalPanel;

  /** e.g. 'expense.added', 'undo'. */
  @Property({ type: 'string', length: 40 })
  action: string;

  @Property({ type: 'string', length: 400 })
  message: string;

  @Property({ type: 'json' })
  details: Record<string, string | number | null> = {};

  /** The row the change was about (an employee's History tab reads by it). */
  @Property({ type: 'uuid', nullable: true })
  subjectId: string | null = null;

  @ManyToOne(() => StaffUser, { nullable: true, deleteRule: 'set null' })
  actor: StaffUser | null = null;

  @Property({ type: 'string', length: 160, nullable: true })
  actorName: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  constructor(panel: JournalPanel, action: string, message: string) {
    this.panel = panel;
    this.action = action;
    this.message = message;
  }
}
