import 'reflect-metadata';
import { loadConfig } from '../config/app-config.ts';
import { migrate } from '../database/migrate.ts';
import { ENTITIES } from '../bootstrap/entities.ts';
import { seed } from './seed.ts';

// `npm run migrate`: schema up to date, then the catalogue (and demo data unless SEED_DEMO=false).
const config = loadConfig();
const applied = await migrate(config, ENTITIES);
console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Schema is up to date.');
await seed(config);
console.log(config.seedDemo ? 'Seeded the catalogue and demo data.' : 'Seeded the catalogue (demo data off).');
