import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILD_SCRIPTS } from './build-steps.ts';

const scripts = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('build steps', () => {
  it('npm run build runs exactly the steps npm start runs', () => {
    expect(scripts.build).toBe(BUILD_SCRIPTS.map((name) => `npm run ${name}`).join(' && '));
  });

  it('the web build makes its fonts before vite bundles them', () => {
    expect(scripts['build:web']).toMatch(/^node scripts\/subset-fonts\.ts && /);
  });
});
