import { Check, Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { Villa } from './villa.entity.ts';

/** One villa's rate for one night, winning over its season and base rate. */
@Entity({ tableName: 'rate_overrides' })
@Unique({ name: 'rate_overrides_villa_night_unique', properties: ['villa', 'night'] })
@Check({ name: 'rate_overrides_rate_check', expression: 'rate > 0' })
export class RateOverride {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Villa, { deleteRule: 'cascade' })
  villa: Villa;

  @Property({ type: 'date' })
  night: string;

  @Property({ type: 'integer' })
  rate: number;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  constructor(villa: Villa, night: string, rate: number) {
    this.villa = villa;
    this.night = night;
    this.rate = rate;
  }
}
