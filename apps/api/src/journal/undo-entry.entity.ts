import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { StaffUser } from '../auth/staff-user.entity.ts';
import type { JournalPanel } from './activity-entry.entity.ts';

/** The state of one row before a change: null when the change created it. */
export interface RowImage {
  kind: 'expense-category' | 'expense-item' | 'maintenance-task' | 'employee' | 'reply-template' | 'reservation-payout' | 'villa-pricing' | 'pricing-season' | 'rate-override' | 'shift' | 'offering';
  id: string;
  before: Record<string, unknown> | null;
}

/**
 * One undoable change of a panel by one staff member: the rows it touched as they were before.
 * Undo writes them back (deleting the rows the change created). Each person's history is their
 * own: they undo only their own latest 10 changes of a panel.
 */
@Entity({ tableName: 'undo_history' })
@Index({ name: 'undo_history_panel_actor_index', properties: ['panel', 'actor', 'id'] })
export class UndoEntry {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 20 })
  panel: JournalPanel;

  @ManyToOne(() => StaffUser, { deleteRule: 'cascade' })
  actor: StaffUser;

  /** What the change was, by meaning: its activity action and details (the Undo button names it). */
  @Property({ type: 'string', length: 40 })
  action: string;

  @Property({ type: 'json' })
  details: Record<string, string | number | null>;

  @Property({ type: 'json' })
  images: RowImage[];

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  constructor(panel: JournalPanel, actor: StaffUser, change: { action: string; details: Record<string, string | number | null> }, images: RowImage[]) {
    this.panel = panel;
    this.actor = actor;
    this.action = change.action;
    this.details = change.details;
    this.images = images;
  }
}
