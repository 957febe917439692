import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';

/**
 * A season of the whole group: from its first to its last night (inclusive), each villa's nights
 * cost `ratePercent` % of its base rate, and a stay touching it may need a longer minimum.
 */
@Entity({ tableName: 'pricing_seasons' })
@Check({ name: 'pricing_seasons_nights_check', expression: 'last_night >= first_night' })
@Check({ name: 'pricing_seasons_percent_check', expression: 'rate_percent >= 10 and rate_percent <= 500' })
@Check({ name: 'pricing_seasons_min_stay_check', expression: 'min_stay_nights is null or (min_stay_nights >= 2 and min_stay_nights <= 30)' })
// A night has one season, so its price has one answer, even when two edits race.
@Check({ name: 'pricing_seasons_no_overlap', expression: `exclude using gist (daterange(first_night, last_night, '[]') with &&)` })
export class PricingSeason {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 60 })
  name: string;

  @Property({ type: 'date' })
  firstNight: string;

  @Property({ type: 'date' })
  lastNight: string;

  @Property({ type: 'smallint' })
  ratePercent: number;

  @Property({ type: 'smallint', nullable: true })
  minStayNights: number | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  constructor(init: { name: string; firstNight: string; lastNight: string; ratePercent: number; minStayNights: number | null }) {
    this.name = init.name;
    this.firstNight = init.firstNight;
    this.lastNight = init.lastNight;
    this.ratePercent = init.ratePercent;
    this.minStayNights = init.minStayNights;
  }
}
