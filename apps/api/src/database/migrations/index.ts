import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121043332_Foundation } from './Migration20261121043332_Foundation.ts';
import { Migration20261121044205_Availability } from './Migration20261121044205_Availability.ts';
import { Migration20261121100000_CalendarSync } from './Migration20261121100000_CalendarSync.ts';
import { Migration20261121120000_GuestServices } from './Migration20261121120000_GuestServices.ts';
import { Migration20261121130000_StaffPreferences } from './Migration20261121130000_StaffPreferences.ts';
import { Migration20261121140000_BackOffice } from './Migration20261121140000_BackOffice.ts';
import { Migration20261124060000_CodedTexts } from './Migration20261124060000_CodedTexts.ts';
import { Migration20261125010000_RequestDaysAndCancel } from './Migration20261125010000_RequestDaysAndCancel.ts';
import { Migration20261125020000_UndoPerActor } from './Migration20261125020000_UndoPerActor.ts';
import { Migration20261125040000_CalendarHolds } from './Migration20261125040000_CalendarHolds.ts';
import { Migration20261125050000_VillaFeeds } from './Migration20261125050000_VillaFeeds.ts';
import { Migration20261125060000_Concierge } from './Migration20261125060000_Concierge.ts';
import { Migration20261125070000_PushMailIdempotency } from './Migration20261125070000_PushMailIdempotency.ts';
import { Migration20261128160000_SkippedEvents } from './Migration20261128160000_SkippedEvents.ts';
import { Migration20261130090000_ChargeDescriptionsWithoutDate } from './Migration20261130090000_ChargeDescriptionsWithoutDate.ts';
import { Migration20261130100000_ReplyTemplates } from './Migration20261130100000_ReplyTemplates.ts';
import { Migration20261201070000_CheckIn } from './Migration20261201070000_CheckIn.ts';

/** Every migration in order. `npm run migration:create -- <Name>` writes a new file; add it here. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261121043332_Foundation', class: Migration20261121043332_Foundation },
  { name: 'Migration20261121044205_Availability', class: Migration20261121044205_Availability },
  { name: 'Migration20261121100000_CalendarSync', class: Migration20261121100000_CalendarSync },
  { name: 'Migration20261121120000_GuestServices', class: Migration20261121120000_GuestServices },
  { name: 'Migration20261121130000_StaffPreferences', class: Migration20261121130000_StaffPreferences },
  { name: 'Migration20261121140000_BackOffice', class: Migration20261121140000_BackOffice },
  { name: 'Migration20261124060000_CodedTexts', class: Migration20261124060000_CodedTexts },
  { name: 'Migration20261125010000_RequestDaysAndCancel', class: Migration20261125010000_RequestDaysAndCancel },
  { name: 'Migration20261125020000_UndoPerActor', class: Migration20261125020000_UndoPerActor },
  { name: 'Migration20261125040000_CalendarHolds', class: Migration20261125040000_CalendarHolds },
  { name: 'Migration20261125050000_VillaFeeds', class: Migration20261125050000_VillaFeeds },
  { name: 'Migration20261125060000_Concierge', class: Migration20261125060000_Concierge },
  { name: 'Migration20261125070000_PushMailIdempotency', class: Migration20261125070000_PushMailIdempotency },
  { name: 'Migration20261128160000_SkippedEvents', class: Migration20261128160000_SkippedEvents },
  { name: 'Migration20261130090000_ChargeDescriptionsWithoutDate', class: Migration20261130090000_ChargeDescriptionsWithoutDate },
  { name: 'Migration20261130100000_ReplyTemplates', class: Migration20261130100000_ReplyTemplates },
  { name: 'Migration20261201070000_CheckIn', class: Migration20261201070000_CheckIn },
];
