import { Injectable } from '@nestjs/common';
import type { RequestMessageResponse } from '@prana/contracts';
import { Repository } from '../database/repository.ts';
import { GenerateSql } from '../database/generate-sql.ts';

/** Which thread: a guest request's or a reservation request's. */
export type ThreadRef = { kind: 'guest-request'; id: string } | { kind: 'reservation-request'; id: string };

export interface NewMessage {
  id: string;
  author: 'guest' | 'staff';
  staffUserId: string | null;
  text: string;
  internal: boolean;
  createdAt: Date;
}

const threadColumn = (thread: ThreadRef) => (thread.kind === 'guest-request' ? 'm.guest_request_id' : 'm.reservation_request_id') as 'm.guest_request_id';

const GUEST_THREAD: ThreadRef = { kind: 'guest-request', id: '00000000-0000-4000-8000-00000000a001' };
const RESERVATION_THREAD: ThreadRef = { kind: 'reservation-request', id: '00000000-0000-4000-8000-00000000a101' };
const MESSAGE: NewMessage = {
  id: '00000000-0000-4000-8000-00000000a201',
  author: 'staff',
  staffUserId: '00000000-0000-4000-8000-00000000d001',
  text: 'On its way',
  internal: false,
  createdAt: new Date('2027-05-10T02:00:00Z'),
};

/** The threads of requests: stored in order, read oldest first, internal notes only for staff. */
@Injectable()
export class RequestMessagesRepository extends Repository {
  @GenerateSql({ name: 'a guest request’s thread', params: [GUEST_THREAD, MESSAGE] }, { name: 'a reservation request’s thread', params: [RESERVATION_THREAD, MESSAGE] })
  async insert(thread: ThreadRef, message: NewMessage): Promise<void> {
    await this.db
      .insertInto('request_messages')
      .values({
        id: message.id,
        guest_request_id: thread.kind === 'guest-request' ? thread.id : null,
        reservation_request_id: thread.kind === 'reservation-request' ? thread.id : null,
        author_kind: message.author,
        staff_user_id: message.staffUserId,
        text: message.text,
        internal: message.internal,
        created_at: message.createdAt,
      })
      .execute();
  }

  /** The thread oldest first (by time, then id); without `withInternal`, the guest's view. */
  @GenerateSql({ name: 'the guest’s view', params: [GUEST_THREAD, false] }, { name: 'staff’s view of a reservation request', params: [RESERVATION_THREAD, true] })
  async list(thread: ThreadRef, withInternal: boolean): Promise<RequestMessageResponse[]> {
    const rows = await this.db
      .selectFrom('request_messages as m')
      .leftJoin('staff_users as s', 's.id', 'm.staff_user_id')
      .select(['m.id', 'm.author_kind', 's.name as author_name', 'm.text', 'm.internal', 'm.created_at'])
      .where(threadColumn(thread), '=', thread.id)
      .$if(!withInternal, (query) => query.where('m.internal', '=', false))
      .orderBy('m.created_at')
      .orderBy('m.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      requestId: thread.id,
      author: row.author_kind as RequestMessageResponse['author'],
      authorName: row.author_kind === 'staff' ? (row.author_name ?? null) : null,
      text: row.text,
      internal: row.internal,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }

  /**
   * Whether a visitor's reservation request exists: its thread is kept here. The reservations
   * module has no repository of its own yet, so this one read of its table lives with the threads.
   */
  @GenerateSql({ params: [RESERVATION_THREAD.id] })
  async reservationRequestExists(id: string): Promise<boolean> {
    const row = await this.db.selectFrom('reservation_requests').select('id').where('id', '=', id).executeTakeFirst();
    return row !== undefined;
  }
}
