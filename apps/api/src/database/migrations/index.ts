import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121043332_Foundation } from './Migration20261121043332_Foundation.ts';

/** Every migration in order. `npm run migration:create -- <Name>` writes a new file; add it here. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261121043332_Foundation', class: Migration20261121043332_Foundation },
];
