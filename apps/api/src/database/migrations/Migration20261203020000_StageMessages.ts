import { Migration } from '@mikro-orm/migrations';

/** A SQL string literal. */
const literal = (value: string): string => `'${value.replaceAll("'", "''")}'`;

/** The first texts of the stage messages; the manager edits them beside the quick replies. */
const STAGE_TEMPLATES = [
  {
    stage: 'pre-arrival',
    titleEn: 'Your stay begins in a week',
    titleId: 'Masa inap Anda dimulai seminggu lagi',
    bodyEn:
      'Dear {guest}, your stay at {villa} begins on {checkIn}. Check in online now and skip the paperwork at the door: {checkInLink} Visiting from abroad? Bali asks every foreign visitor to pay its tourist levy before arrival at https://lovebali.baliprov.go.id',
    bodyId:
      'Yth. {guest}, masa inap Anda di {villa} dimulai pada {checkIn}. Check-in online sekarang agar tidak perlu mengisi formulir saat tiba: {checkInLink} Datang dari luar negeri? Bali meminta setiap wisatawan asing membayar pungutan wisatawan sebelum tiba di https://lovebali.baliprov.go.id',
  },
  {
    stage: 'day-before',
    titleEn: 'See you tomorrow',
    titleId: 'Sampai jumpa besok',
    bodyEn:
      'Dear {guest}, we look forward to welcoming you at {villa} tomorrow. Your villa is ready from 15:00. Tell the concierge your arrival time and our host will meet you at the villa’s gate with the keys: {companionLink}',
    bodyId:
      'Yth. {guest}, kami menantikan kedatangan Anda di {villa} besok. Vila Anda siap mulai pukul 15:00. Beri tahu concierge jam kedatangan Anda dan tuan rumah kami akan menyambut Anda di gerbang vila dengan kuncinya: {companionLink}',
  },
  {
    stage: 'arrival-day',
    titleEn: 'Welcome to Prana',
    titleId: 'Selamat datang di Prana',
    bodyEn: 'Dear {guest}, welcome to {villa}! Your villa is ready from 15:00. Dining, spa, transport and the concierge are in the app: {companionLink}',
    bodyId: 'Yth. {guest}, selamat datang di {villa}! Vila Anda siap mulai pukul 15:00. Makan, spa, transportasi dan concierge ada di aplikasi: {companionLink}',
  },
  {
    stage: 'before-departure',
    titleEn: 'Check-out tomorrow',
    titleId: 'Check-out besok',
    bodyEn:
      'Dear {guest}, your check-out is tomorrow, {checkOut}, at 11:00. Would you like a slower morning? Ask the concierge for a late check-out while the villa is free: {companionLink}',
    bodyId:
      'Yth. {guest}, check-out Anda besok, {checkOut}, pukul 11:00. Ingin pagi yang lebih santai? Minta late check-out kepada concierge selama vila masih kosong: {companionLink}',
  },
  {
    stage: 'after-stay',
    titleEn: 'Thank you for staying with us',
    titleId: 'Terima kasih telah menginap',
    bodyEn: 'Dear {guest}, thank you for staying at {villa}. We would love to hear how it was; a few words help other travellers find us: {reviewLink}',
    bodyId: 'Yth. {guest}, terima kasih telah menginap di {villa}. Kami ingin mendengar kesan Anda; beberapa kata membantu wisatawan lain menemukan kami: {reviewLink}',
  },
];

export class Migration20261203020000_StageMessages extends Migration {
  override name = 'Migration20261203020000_StageMessages';

  override up(): void | Promise<void> {
    // A reply template with a stage is that stage's message (one each), edited like the quick replies.
    this.addSql(`alter table "reply_templates" add column "stage" varchar(30) null;`);
    this.addSql(`alter table "reply_templates" add constraint "reply_templates_stage_unique" unique ("stage");`);
    for (const [index, template] of STAGE_TEMPLATES.entries()) {
      this.addSql(`insert into "reply_templates" ("id", "title_en", "title_id", "body_en", "body_id", "seed_key", "stage", "created_at", "updated_at")
        values (gen_random_uuid(), ${literal(template.titleEn)}, ${literal(template.titleId)}, ${literal(template.bodyEn)}, ${literal(template.bodyId)}, null, ${literal(template.stage)},
          now() + make_interval(secs => ${index} / 1000.0), now());`);
    }
    this.addSql(`create table "stage_messages" ("id" uuid not null, "booking_id" uuid not null, "stage" varchar(30) not null, "language" varchar(2) not null, "emails" smallint not null, "pushes" smallint not null, "sent_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "stage_messages" add constraint "stage_messages_booking_id_stage_unique" unique ("booking_id", "stage");`);
    this.addSql(`alter table "stage_messages" add constraint "stage_messages_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "stage_messages" cascade;`);
    this.addSql(`delete from "reply_templates" where "stage" is not null;`);
    this.addSql(`alter table "reply_templates" drop column "stage";`);
  }
}
