import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../database/mikro-orm.config.ts';
import { loadConfig } from '../config/app-config.ts';
import { ENTITIES } from '../bootstrap/entities.ts';

// Diffs the entities against a database migrated to the latest migration and writes the new
// migration file into src/database/migrations. Run through `npm run migration:create`.
const config = loadConfig();
const orm = await MikroORM.init(ormOptions(config, ENTITIES));
try {
  await orm.migrator.up();
  const result = await orm.migrator.create(undefined, process.argv.includes('--blank'), false, process.argv[2]);
  console.log(result.fileName ? `Wrote ${result.fileName}; add it to migrations/index.ts.` : 'No schema changes.');
} finally {
  await orm.close(true);
}
