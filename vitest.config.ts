import { defineConfig } from 'vitest/config';
import swc from 'unplugin-swc';
import { JOURNEY_WORKERS } from './test/support/journey-workers.ts';

// NestJS needs decorator metadata, which only SWC emits here (see ARCHITECTURE.md).
const nestTransform = () =>
  swc.vite({
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2023',
    },
  });

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['libs/*/src/**/*.spec.ts', 'apps/web/src/**/*.spec.{ts,tsx}', 'scripts/**/*.spec.ts', 'deploy/**/*.spec.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [nestTransform()],
        test: {
          name: 'api',
          // e2e: through HTTP and sockets; medium: services with their real repositories, no HTTP.
          include: ['apps/api/src/**/*.spec.ts', 'test/api/**/*.e2e.ts', 'test/medium/**/*.medium.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          setupFiles: ['test/support/api-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // Files share one module graph: each starts its own app, and importing the app anew per
          // file cost two of the suite's six minutes.
          isolate: false,
        },
      },
      {
        plugins: [nestTransform()],
        test: {
          name: 'faults',
          include: ['test/faults/**/*.fault.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          setupFiles: ['test/support/api-setup.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['test/web/**/*.journey.ts'],
          // No retries: a journey that passes only on a second try is a bug to find.
          retry: 0,
          // A page draws after its route's code, texts and first reads arrive: on a busy two-core
          // machine that takes seconds, not expect.poll's default of one.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          globalSetup: ['test/support/global-setup.ts', 'test/support/web-server.ts'],
          setupFiles: ['test/support/journey-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A journey spends most of its time waiting on a page or the api: two files at once, each
          // worker against its own app and database, keep both cores busy.
          maxWorkers: JOURNEY_WORKERS,
          // Files share one module graph (they hold no module state): importing playwright and the
          // libs anew per file cost seconds each.
          isolate: false,
        },
      },
    ],
  },
});
