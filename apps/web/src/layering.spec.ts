import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint configuration, run on small files that never exist on disk: the
// layering and hooks rules must turn a wrong import or a conditional hook into an error.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function errorsOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? []).filter((message) => message.severity === 2).map((message) => `${message.ruleId}: ${message.message}`);
}

// The first lint loads the whole configuration and its plugins: seconds on a busy two-core machine.
describe('web layering (eslint.config.js)', { timeout: 30_000 }, () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await errorsOf(
      'apps/web/src/features/admin/cross-feature.ts',
      "import { useProfile } from '../guest/api/profile.ts';\nexport const hook = useProfile;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*A feature never imports another feature/)]);
  });

  it('refuses lib/ or components/ importing a feature', async () => {
    const code = (path: string) => `import { useProfile } from '${path}';\nexport const hook = useProfile;\n`;
    expect(await errorsOf('apps/web/src/lib/layering.ts', code('../features/guest/api/profile.ts'))).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*lib\/ and components\/ never import a feature/),
    ]);
    expect(await errorsOf('apps/web/src/components/layering.ts', code('../features/guest/api/profile.ts'))).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*lib\/ and components\/ never import a feature/),
    ]);
  });

  it('lets a feature import its own files, lib/ and components/', async () => {
    const code = [
      "import { useProfile } from './api/profile.ts';",
      "import { api } from '../../lib/api-client.ts';",
      "import { BurgerButton } from '../../components/burger-button.tsx';",
      'export const all = [useProfile, api, BurgerButton];',
      '',
    ].join('\n');
    expect(await errorsOf('apps/web/src/features/guest/layering.ts', code)).toEqual([]);
  });

  it('refuses a hook called conditionally (react-hooks)', async () => {
    const code = [
      "import { useState } from 'react';",
      'export function Badge({ show }: { show: boolean }) {',
      '  if (show) useState(0);',
      '  return null;',
      '}',
      '',
    ].join('\n');
    expect(await errorsOf('apps/web/src/components/badge.tsx', code)).toEqual([expect.stringMatching(/^react-hooks\/rules-of-hooks: /)]);
  });
});
