import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import type { FocusWorkstreamId } from '@prana/contracts';
import { StaffUser } from '../auth/staff-user.entity.ts';

/** A staff member's own dashboard settings (the session preference checkboxes), kept across devices. */
@Entity({ tableName: 'staff_preferences' })
export class StaffPreference {
  @ManyToOne(() => StaffUser, { primary: true, deleteRule: 'cascade' })
  staffUser: StaffUser;

  /** Landing-focus workstreams, marked 'Preferred' in the focus anchors. */
  @Property({ type: 'json' })
  focus: FocusWorkstreamId[];

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  constructor(staffUser: StaffUser, focus: FocusWorkstreamId[]) {
    this.staffUser = staffUser;
    this.focus = focus;
  }
}
