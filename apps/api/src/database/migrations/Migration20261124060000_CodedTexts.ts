import { Migration } from '@mikro-orm/migrations';
import { NOTES_FALLBACK_TEXTS, renderText, requestTitleOf } from '@prana/catalogue';
import type { RequestCategory } from '@prana/contracts';
import type { Localized, NotificationText, RequestTitle } from '@prana/domain';

// Sync-run failure reasons were English sentences; they become a code of the error catalogue
// (@prana/contracts) with its values, so the web shows them in the reader's language. Each
// sentence the fetcher, parser and runner wrote maps back to its code; anything else is unexpected.
const FAILURES: readonly [pattern: string, code: string, params: string][] = [
  ['^No Airbnb iCal link is stored for this villa\\.$', 'sync.noLink', `'{}'::jsonb`],
  ['^The calendar host (.+) could not be found\\.$', 'sync.hostNotFound', `jsonb_build_object('host', m[1])`],
  ['^Could not reach the calendar server \\((.+)\\)\\.$', 'sync.unreachable', `jsonb_build_object('reason', m[1])`],
  ['^The calendar is larger than (\\d+) MB\\.$', 'sync.tooLarge', `jsonb_build_object('megabytes', m[1]::int)`],
  ['^The calendar could not be downloaded \\((.+)\\)\\.$', 'sync.downloadFailed', `jsonb_build_object('reason', m[1])`],
  ['^The calendar server closed the connection early\\.$', 'sync.closedEarly', `'{}'::jsonb`],
  ['^The calendar link redirects more than (\\d+) times\\.$', 'sync.tooManyRedirects', `jsonb_build_object('max', m[1]::int)`],
  ['^Only http and https calendar links are allowed\\.$', 'sync.httpOnly', `'{}'::jsonb`],
  // Older reasons named the resolved address; the code does not (it would map the internal network).
  ['^The calendar link points to a private or local address', 'sync.privateAddress', `'{}'::jsonb`],
  ['^The calendar server answered (\\d+)(.*)\\.$', 'sync.httpStatus', `jsonb_build_object('status', m[1]::int, 'statusText', m[2])`],
  ['^The calendar server did not answer within (\\d+) seconds\\.$', 'sync.timeout', `jsonb_build_object('seconds', m[1]::int)`],
  ['^The calendar is not a valid iCalendar file', 'sync.notCalendar', `'{}'::jsonb`],
  ['^The calendar could not be read: (.*)$', 'sync.unreadable', `jsonb_build_object('reason', m[1])`],
  ['^The Airbnb iCal link changed during the sync', 'sync.linkChanged', `'{}'::jsonb`],
];

export class Migration20261124060000_CodedTexts extends Migration {

  override name = 'Migration20261124060000_CodedTexts';

  override async up(): Promise<void> {
    await this.syncFailures();
    await this.requestTexts();
    // Log lines about a seeded maintenance task name its seed, so the task reads in the reader's language.
    await this.execute(`
      update activity_log a set details = a.details || jsonb_build_object('taskSeed', t.seed_key)
        from maintenance_tasks t
       where a.panel = 'maintenance' and a.subject_id = t.id and a.details ? 'task' and not a.details ? 'taskSeed'`);
  }

  private async syncFailures(): Promise<void> {
    await this.execute(`alter table "sync_runs" add column "failure" jsonb null;`);
    for (const [pattern, code, params] of FAILURES) {
      await this.execute(`
        update "sync_runs" r set "failure" = jsonb_build_object('code', '${code}', 'params', ${params})
          from (select id, regexp_match(error_message, '${pattern.replaceAll("'", "''")}') as m from "sync_runs" where failure is null and error_message is not null) found
         where r.id = found.id and found.m is not null;`);
    }
    await this.execute(`update "sync_runs" set "failure" = jsonb_build_object('code', 'sync.unexpected') where "failure" is null and "error_message" is not null;`);
    // Codes without values keep no empty params.
    await this.execute(`update "sync_runs" set "failure" = "failure" - 'params' where "failure"->'params' = '{}'::jsonb;`);
    await this.execute(`alter table "sync_runs" drop column "error_message";`);
  }

  /**
   * Request titles, notes and notifications were stored in the language they were written in.
   * A title that is the catalogue's name of what the request asks for becomes that meaning; notes
   * that are a screen's fallback become blank (the fallback is rendered); a notification about a
   * request becomes what it says about its title, the others keep both their languages.
   */
  private async requestTexts(): Promise<void> {
    await this.execute(`alter table "guest_requests" alter column "title" type jsonb using jsonb_build_object('kind', 'text', 'text', "title");`);
    const titles = new Map<string, RequestTitle>();
    const requests = (await this.execute(`select id, category, title->>'text' as title, metadata from guest_requests`)) as {
      id: string;
      category: RequestCategory;
      title: string;
      metadata: Record<string, unknown> | null;
    }[];
    for (const request of requests) {
      const title = requestTitleOf(request.category, request.title, request.metadata);
      titles.set(request.id, title);
      if (title.kind !== 'text') await this.execute(`update guest_requests set title = cast(? as jsonb) where id = ?`, [JSON.stringify(title), request.id]);
    }
    const fallbacks = Object.values(NOTES_FALLBACK_TEXTS).flatMap((text) => [text.en, text.id]);
    await this.execute(`update guest_requests set notes = '' where trim(notes) in (${fallbacks.map(() => '?').join(', ')})`, fallbacks);

    const notifications = (await this.execute(`select id, message, related_request_id from guest_notifications`)) as {
      id: string;
      message: Localized;
      related_request_id: string | null;
    }[];
    for (const notification of notifications) {
      const title = notification.related_request_id ? titles.get(notification.related_request_id) : undefined;
      await this.execute(`update guest_notifications set message = cast(? as jsonb) where id = ?`, [
        JSON.stringify(meaningOf(notification.message, title)),
        notification.id,
      ]);
    }
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "sync_runs" add column "error_message" text null;`);
    this.addSql(`update "sync_runs" set "error_message" = "failure"->>'code' where "failure" is not null;`);
    this.addSql(`alter table "sync_runs" drop column "failure";`);
    this.addSql(`alter table "guest_requests" alter column "title" type varchar(200) using coalesce("title"->>'text', "title"->>'kind');`);
    this.addSql(`update "guest_notifications" set "message" = coalesce("message"->'text', jsonb_build_object('en', "message"->>'kind', 'id', "message"->>'kind')) where "message" ? 'kind';`);
  }

}

/** What an old two-language notification says, given the meaning of its request's title. */
export function meaningOf(message: Localized, title: RequestTitle | undefined): NotificationText {
  if (title) {
    // The old text named the request by its title as then written, in either language.
    const words = title.kind === 'text' ? [title.text] : [renderText(title, 'en'), renderText(title, 'id')];
    for (const kind of ['request-received', 'request-confirmed', 'request-updated'] as const) {
      if (words.some((word) => renderText({ kind, title: { kind: 'text', text: word } }, 'en') === message.en)) return { kind, title };
    }
  }
  for (const channel of ['email', 'push'] as const) {
    if (renderText({ kind: 'test', channel }, 'en') === message.en) return { kind: 'test', channel };
  }
  if (renderText({ kind: 'nothing-outstanding' }, 'en') === message.en) return { kind: 'nothing-outstanding' };
  return { kind: 'localized', text: message };
}
