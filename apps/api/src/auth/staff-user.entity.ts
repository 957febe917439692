import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import type { StaffRole, StaffStatus } from '@prana/contracts';

@Entity({ tableName: 'staff_users' })
export class StaffUser {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Stored lower-case; sign-in compares lower-case. */
  @Property({ type: 'string', length: 100, unique: true })
  username: string;

  @Property({ type: 'string', length: 160 })
  name: string;

  @Property({ type: 'string', length: 254 })
  email: string;

  @Property({ type: 'string', length: 20 })
  role: StaffRole;

  @Property({ type: 'string', length: 20 })
  status: StaffStatus = 'invited';

  /** scrypt hash (see password.ts); null until an invited person sets a password. */
  @Property({ type: 'string', length: 255, nullable: true, hidden: true })
  passwordHash: string | null = null;

  @Property({ type: 'json' })
  modules: string[] = [];

  @Property({ type: 'datetime', nullable: true })
  lastActiveAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  constructor(username: string, name: string, email: string, role: StaffRole) {
    this.username = username.toLowerCase();
    this.name = name;
    this.email = email;
    this.role = role;
  }
}
