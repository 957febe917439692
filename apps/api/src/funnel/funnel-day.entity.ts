import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { FunnelStep } from '@prana/domain';

/**
 * How many times visitors took one step of the booking funnel at one site on one Bali day. Only
 * the count is kept: no cookie, id or address. A search across every site has site `any`.
 */
@Entity({ tableName: 'funnel_days' })
@Check({ name: 'funnel_days_step_check', expression: "step in ('search', 'view', 'request', 'booking')" })
@Check({ name: 'funnel_days_count_check', expression: 'count >= 0' })
export class FunnelDay {
  @PrimaryKey({ type: 'date' })
  day: string;

  @PrimaryKey({ type: 'string', length: 40 })
  siteId: string;

  @PrimaryKey({ type: 'string', length: 10 })
  step: FunnelStep;

  @Property({ type: 'integer', default: 0 })
  count: number = 0;

  constructor(day: string, siteId: string, step: FunnelStep) {
    this.day = day;
    this.siteId = siteId;
    this.step = step;
  }
}
