import { describe, expect, it } from 'vitest';
import { globSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Repository } from '../../apps/api/src/database/repository.ts';
import { sqlExamples } from '../../apps/api/src/database/generate-sql.ts';
import { repositoryMethods, repositorySql } from './sql-capture.ts';

const SOURCE = fileURLToPath(new URL('../../apps/api/src/', import.meta.url));
const QUERIES = join(SOURCE, 'queries');
/** `npm run db:sql` writes the snapshots instead of comparing them. */
const UPDATE = process.env.UPDATE_SQL_SNAPSHOTS === '1';

type RepositoryClass = Parameters<typeof repositorySql>[0];

const repositories: { file: string; type: RepositoryClass }[] = [];
for (const file of globSync('**/*.repository.ts', { cwd: SOURCE }).sort()) {
  const exports = (await import(join(SOURCE, file))) as Record<string, unknown>;
  for (const value of Object.values(exports)) {
    if (typeof value === 'function' && value.prototype instanceof Repository) repositories.push({ file, type: value as RepositoryClass });
  }
}
const snapshotName = (file: string) => `${basename(file, '.ts')}.sql`;

describe('Every statement of a repository, committed as SQL (apps/api/src/queries)', () => {
  it.each(repositories.map(({ file, type }) => [type.name, file, type] as const))('%s: every method has examples and its snapshot is current', async (_name, file, type) => {
    const without = repositoryMethods(type).filter((method) => !sqlExamples(type.prototype).has(method));
    expect(without, `methods of ${type.name} without @GenerateSql`).toEqual([]);

    const sql = await repositorySql(type);
    const path = join(QUERIES, snapshotName(file));
    if (UPDATE) writeFileSync(path, sql);
    expect(sql, `${path} is stale: run npm run db:sql`).toBe(readFileSync(path, 'utf8'));
  });

  it('keeps no snapshot of a repository that is gone', () => {
    const expected = new Set(repositories.map(({ file }) => snapshotName(file)));
    expect(readdirSync(QUERIES).filter((name) => !expected.has(name))).toEqual([]);
  });
});
