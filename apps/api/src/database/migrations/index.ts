import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121043332_Foundation } from './Migration20261121043332_Foundation.ts';
import { Migration20261121044205_Availability } from './Migration20261121044205_Availability.ts';

/** Every migration in order. `npm run migration:create -- <Name>` writes a new file; add it here. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261121043332_Foundation', class: Migration20261121043332_Foundation },
  { name: 'Migration20261121044205_Availability', class: Migration20261121044205_Availability },
];
