import { Migration } from '@mikro-orm/migrations';

/**
 * The concierge loop: each guest request's response deadline, when it was first
 * answered and when it went late, who holds it; and one thread of messages per guest request
 * or reservation request.
 */
export class Migration20261125060000_Concierge extends Migration {

  override name = 'Migration20261125060000_Concierge';

  override up(): void | Promise<void> {
    this.addSql(`alter table "guest_requests" add column "due_at" timestamptz null, add column "answered_at" timestamptz null, add column "late_at" timestamptz null, add column "assignee_id" uuid null;`);
    // Requests made before deadlines existed: due 15 minutes after they arrived; handled ones answered at their last change.
    this.addSql(`update "guest_requests" set "due_at" = "created_at" + interval '15 minutes', "answered_at" = case when "status" <> 'pending' then "updated_at" end;`);
    this.addSql(`alter table "guest_requests" alter column "due_at" set not null;`);
    this.addSql(`alter table "guest_requests" add constraint "guest_requests_assignee_id_foreign" foreign key ("assignee_id") references "staff_users" ("id") on delete set null;`);
    // The master dashboard's on-time share reads requests by day.
    this.addSql(`create index "guest_requests_created_index" on "guest_requests" ("created_at");`);

    this.addSql(`create table "request_messages" ("id" uuid not null, "guest_request_id" uuid null, "reservation_request_id" uuid null, "author_kind" varchar(10) not null, "staff_user_id" uuid null, "text" text not null, "internal" boolean not null default false, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "request_messages" add constraint "request_messages_guest_request_id_foreign" foreign key ("guest_request_id") references "guest_requests" ("id") on delete cascade;`);
    this.addSql(`alter table "request_messages" add constraint "request_messages_reservation_request_id_foreign" foreign key ("reservation_request_id") references "reservation_requests" ("id") on delete cascade;`);
    this.addSql(`alter table "request_messages" add constraint "request_messages_staff_user_id_foreign" foreign key ("staff_user_id") references "staff_users" ("id") on delete set null;`);
    this.addSql(`alter table "request_messages" add constraint "request_messages_one_thread_check" check (num_nonnulls("guest_request_id", "reservation_request_id") = 1);`);
    // Only staff write internal notes; a guest's message is never internal.
    this.addSql(`alter table "request_messages" add constraint "request_messages_author_check" check ("author_kind" in ('guest', 'staff') and ("author_kind" = 'staff' or not "internal"));`);
    this.addSql(`alter table "request_messages" add constraint "request_messages_text_check" check (char_length("text") >= 1 and char_length("text") <= 2000);`);
    this.addSql(`create index "request_messages_guest_request_index" on "request_messages" ("guest_request_id", "created_at");`);
    this.addSql(`create index "request_messages_reservation_request_index" on "request_messages" ("reservation_request_id", "created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "request_messages";`);
    this.addSql(`drop index if exists "guest_requests_created_index";`);
    this.addSql(`alter table "guest_requests" drop constraint if exists "guest_requests_assignee_id_foreign";`);
    this.addSql(`alter table "guest_requests" drop column "due_at", drop column "answered_at", drop column "late_at", drop column "assignee_id";`);
  }

}
