import type { PipeTransform } from '@nestjs/common';
import type { SessionContext } from '../auth/sessions.service.ts';
import { ApiException } from '../common/api-exception.ts';
import { isUuid } from '../common/ids.ts';
import type { Actor } from './back-office-journal.service.ts';


/** A path id: anything that is not a uuid cannot name a row, so it is a 404 before any query. */
export class IdParam implements PipeTransform<string, string> {
  constructor(private readonly what: string) {}

  transform(value: string): string {
    if (!isUuid(value)) throw new ApiException('backOffice.notFound', { what: this.what });
    return value.toLowerCase();
  }
}

/** The signed-in staff member behind a staff-only route. */
export function actorOf(session: SessionContext | null): Actor {
  if (session?.kind !== 'staff') throw new Error('Staff-only route reached without a staff session.');
  return { id: session.staff.id, name: session.staff.name };
}
