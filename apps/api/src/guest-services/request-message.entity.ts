import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import type { MessageAuthorKind } from '@prana/domain';
import { StaffUser } from '../auth/staff-user.entity.ts';
import { ReservationRequest } from '../reservations/reservation-request.entity.ts';
import { GuestRequest } from './guest-request.entity.ts';

/**
 * One message of a request's thread: a guest's or a staff member's words as written,
 * or a staff-only internal note. Written and read by RequestMessagesRepository.
 */
@Entity({ tableName: 'request_messages' })
@Check({ name: 'request_messages_one_thread_check', expression: 'num_nonnulls(guest_request_id, reservation_request_id) = 1' })
@Check({ name: 'request_messages_author_check', expression: "author_kind in ('guest', 'staff') and (author_kind = 'staff' or not internal)" })
@Check({ name: 'request_messages_text_check', expression: 'char_length(text) >= 1 and char_length(text) <= 2000' })
@Index({ name: 'request_messages_guest_request_index', properties: ['guestRequest', 'createdAt'] })
@Index({ name: 'request_messages_reservation_request_index', properties: ['reservationRequest', 'createdAt'] })
export class RequestMessage {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => GuestRequest, { nullable: true, deleteRule: 'cascade' })
  guestRequest: GuestRequest | null = null;

  @ManyToOne(() => ReservationRequest, { nullable: true, deleteRule: 'cascade' })
  reservationRequest: ReservationRequest | null = null;

  @Property({ type: 'string', length: 10 })
  authorKind: MessageAuthorKind;

  @ManyToOne(() => StaffUser, { nullable: true, deleteRule: 'set null' })
  staffUser: StaffUser | null = null;

  @Property({ type: 'text' })
  text: string;

  @Property({ type: 'boolean', default: false })
  internal: boolean = false;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  constructor(authorKind: MessageAuthorKind, text: string) {
    this.authorKind = authorKind;
    this.text = text;
  }
}
