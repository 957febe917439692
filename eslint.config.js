import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

const web = 'apps/web/src';
const FEATURES = ['admin', 'guest', 'public'];

/**
 * The web's layers (docs: app → features → components, lib): a feature never imports another
 * feature, and components/ and lib/ never import a feature. Shared code moves down a layer.
 */
export const webLayering = {
  files: [`${web}/**/*.{ts,tsx}`],
  plugins: { 'import-x': importX },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...FEATURES.map((feature) => ({
            target: `./${web}/features/${feature}`,
            from: `./${web}/features`,
            except: [`./${feature}`],
            message: 'A feature never imports another feature: move what both need to components/ or lib/.',
          })),
          {
            target: [`./${web}/lib`, `./${web}/components`],
            from: `./${web}/features`,
            message: 'lib/ and components/ never import a feature.',
          },
        ],
      },
    ],
  },
};

/** One refusal type: ApiException carries a code of the error catalogue (libs/contracts errors.ts). */
const apiExceptionOnly = {
  name: '@nestjs/common',
  importNames: [
    'HttpException',
    'BadRequestException',
    'UnauthorizedException',
    'ForbiddenException',
    'NotFoundException',
    'ConflictException',
    'PayloadTooLargeException',
    'UnprocessableEntityException',
    'InternalServerErrorException',
  ],
  message: 'Throw ApiException (common/api-exception.ts) with a code of the error catalogue.',
};

/** The ORM handles that open a path to the database; outside repositories they are refused. */
const ormHandles = ['@mikro-orm/postgresql', '@mikro-orm/core'].map((name) => ({
  name,
  importNames: ['EntityManager', 'SqlEntityManager', 'MikroORM', 'RequestContext'],
  message: 'Reach the database through a repository (database/repository.ts) and group calls with Transactions.run.',
}));

export default tseslint.config(
  { ignores: ['**/dist/**', 'apps/web/build-ssr/**', '**/node_modules/**', 'apps/web/public/**', 'coverage/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  { files: ['apps/web/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  webLayering,
  {
    // Nest resolves constructor dependencies from emitted metadata, so injected classes must be value imports.
    files: ['apps/api/src/**/*.ts', 'test/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // One refusal type: ApiException carries a code of the catalogue (libs/contracts errors.ts).
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/common/api-exception.ts', 'apps/api/src/common/http-exception.filter.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [apiExceptionOnly] }] },
  },
  {
    // One way to the database: its statements live in repositories, which own its tables.
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/**/*.repository.ts',
      // Demo data is written through the entities, which own the schema.
      'apps/api/src/**/*.seed.ts',
      'apps/api/src/database/**',
      'apps/api/src/cli/**',
      'apps/api/src/bootstrap/**',
      'apps/api/src/common/api-exception.ts',
      'apps/api/src/common/http-exception.filter.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { paths: [apiExceptionOnly, ...ormHandles] }] },
  },
);
