import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const topicFiles = readdirSync(here).filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts') && file !== 'index.ts');

describe('@prana/domain index', () => {
  it('re-exports every runtime export of every topic file', async () => {
    for (const file of topicFiles) {
      const topic = (await import(`./${file}`)) as Record<string, unknown>;
      for (const name of Object.keys(topic)) {
        expect(domain, `${name} from ${file}`).toHaveProperty(name, topic[name]);
      }
    }
  });

  it('keeps to erasable syntax and .ts relative imports (Node type stripping)', () => {
    for (const file of [...topicFiles, 'index.ts']) {
      const source = readFileSync(join(here, file), 'utf8');
      expect(source, file).not.toMatch(/^\s*(export\s+)?(const\s+)?enum\s/m);
      expect(source, file).not.toMatch(/^\s*(export\s+)?namespace\s/m);
      for (const [, path] of source.matchAll(/from '(\.[^']*)'/g)) expect(path, file).toMatch(/\.ts$/);
    }
  });
});
