import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { StaffUser } from '../../auth/staff-user.entity.ts';

/**
 * A one-time link to set a password. Only a keyed hash of the token is stored, so a copy of the
 * database cannot be turned into working links.
 */
@Entity({ tableName: 'staff_invitations' })
@Index({ name: 'staff_invitations_staff_user_index', properties: ['staffUser'] })
export class StaffInvitation {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => StaffUser, { deleteRule: 'cascade' })
  staffUser: StaffUser;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash: string;

  @Property({ type: 'datetime' })
  expiresAt: Date;

  /** Set when the password was chosen, or when a newer link replaced this one. */
  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  constructor(staffUser: StaffUser, tokenHash: string, expiresAt: Date) {
    this.staffUser = staffUser;
    this.tokenHash = tokenHash;
    this.expiresAt = expiresAt;
  }
}
