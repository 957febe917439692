import { NotFoundException, type PipeTransform } from '@nestjs/common';
import type { Validation } from '@prana/domain';
import type { SessionContext } from '../../auth/sessions.service.ts';
import { ValidationFailedException } from '../../common/zod-validation.pipe.ts';
import { isUuid } from '../../common/ids.ts';
import type { Actor } from './back-office-journal.service.ts';


/** A path id: anything that is not a uuid cannot name a row, so it is a 404 before any query. */
export class IdParam implements PipeTransform<string, string> {
  constructor(private readonly what: string) {}

  transform(value: string): string {
    if (!isUuid(value)) throw new NotFoundException(`No ${this.what} with that id.`);
    return value.toLowerCase();
  }
}

/** The cleaned value of a @prana/domain check, or a 400 `{ error, fields }` that names the field to fix. */
export function checked<T>(result: Validation<T>): T {
  if (result.ok) return result.value;
  throw new ValidationFailedException(result.error, result.field ? { [result.field]: result.error } : {});
}

/** The signed-in staff member behind a staff-only route. */
export function actorOf(session: SessionContext | null): Actor {
  if (session?.kind !== 'staff') throw new Error('Staff-only route reached without a staff session.');
  return { id: session.staff.id, name: session.staff.name };
}
