import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** The channels Prana delivers through. */
export type DeliveryChannel = 'push' | 'email';

/** What the send jobs saw last on one channel: the integration status reads it. */
@Entity({ tableName: 'delivery_health' })
@Check({ name: 'delivery_health_channel_check', expression: "channel in ('push', 'email')" })
export class DeliveryHealth {
  @PrimaryKey({ type: 'string', length: 10 })
  channel: DeliveryChannel;

  @Property({ type: 'datetime', nullable: true })
  lastSuccessAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  lastFailureAt: Date | null = null;

  /** Failed attempts since the last delivery (a retried send counts each attempt). */
  @Property({ type: 'integer', default: 0 })
  failuresSinceSuccess: number = 0;

  constructor(channel: DeliveryChannel) {
    this.channel = channel;
  }
}
