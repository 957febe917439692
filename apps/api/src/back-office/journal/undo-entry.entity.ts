import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { JournalPanel } from './activity-entry.entity.ts';

/** The state of one row before a change: null when the change created it. */
export interface RowImage {
  kind: 'expense-category' | 'expense-item' | 'maintenance-task' | 'employee';
  id: string;
  before: Record<string, unknown> | null;
}

/**
 * One undoable change of a panel: the rows it touched as they were before. Undo writes them back
 * (deleting the rows the change created). A panel keeps its latest 10.
 */
@Entity({ tableName: 'undo_history' })
@Index({ name: 'undo_history_panel_index', properties: ['panel', 'id'] })
export class UndoEntry {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 20 })
  panel: JournalPanel;

  /** The activity message of the change, e.g. "Added expense …". */
  @Property({ type: 'string', length: 400 })
  label: string;

  @Property({ type: 'json' })
  images: RowImage[];

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  constructor(panel: JournalPanel, label: string, images: RowImage[]) {
    this.panel = panel;
    this.label = label;
    this.images = images;
  }
}
