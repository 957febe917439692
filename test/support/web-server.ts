import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { testEnvFor } from './env.ts';
import { JOURNEY_WORKERS } from './journey-workers.ts';
import { waitForHealthy } from './processes.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The app of each journey worker, in worker order (test/support/journey-setup.ts picks one). */
    baseUrls: string[];
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const PORT = Number(process.env.TEST_WEB_PORT ?? 3100);

/**
 * Browser journeys run against the built app as `npm start` runs it: an api and a worker process,
 * one pair per journey worker, each on its own database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(`${root}/apps/web/dist/index.html`)) throw new Error('Build the web app first (npm run build).');
  const workers = Array.from({ length: JOURNEY_WORKERS }, (_, index) => ({ env: testEnvFor(index + 1), port: PORT + index }));
  const children = workers.flatMap(({ env, port }) => {
    const processEnv = { ...process.env, ...env, PORT: String(port) };
    return [
      spawn(process.execPath, ['apps/api/dist/main.js'], { cwd: root, env: processEnv, stdio: ['ignore', 'inherit', 'inherit'] }),
      spawn(process.execPath, ['apps/api/dist/worker.js'], { cwd: root, env: processEnv, stdio: ['ignore', 'inherit', 'inherit'] }),
    ];
  });
  const baseUrls = workers.map(({ port }) => `http://127.0.0.1:${port}`);
  try {
    await Promise.all(baseUrls.map((url, index) => waitForHealthy(url, { child: children[index * 2]! })));
  } catch (error) {
    for (const child of children) child.kill('SIGKILL');
    throw error;
  }
  project.provide('baseUrls', baseUrls);
  return async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  };
}
