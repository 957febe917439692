/**
 * `npm test`: the unit, api, fault and browser suites, in that order; the first that fails stops
 * the run with its exit code.
 *
 * The browser suite needs the built app. Its build (images, fonts, the web bundle) starts at once
 * at the lowest CPU priority: the api and fault suites run one file at a time and leave a core
 * mostly idle, which the build takes without slowing them. Its output is printed when it ends.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)}s`;
const running = new Set<ChildProcess>();

/** Runs a command; resolves with its output when `quiet`, rejects with its exit code on failure. */
function run(command: string, args: string[], quiet = false): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    running.add(child);
    child.on('exit', () => running.delete(child));
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve(output) : reject(Object.assign(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`), { output, code: code ?? 1 }))));
  });
}

const build = (async () => {
  const output = [await run('nice', ['-n', '19', 'npm', 'run', 'build:media'], true), await run('nice', ['-n', '19', 'npm', 'run', 'build:web'], true)];
  return `${output.join('')}\n== build done at ${elapsed()}`;
})();
// Awaited below; until then a failure must not end the process as an unhandled rejection.
build.catch(() => undefined);

try {
  for (const project of ['unit', 'api', 'faults']) {
    console.log(`\n== ${project} suite (${elapsed()})`);
    await run('npx', ['vitest', 'run', '--project', project]);
  }
  console.log(`\n== build of the app for the browser suite (${elapsed()})`);
  console.log(await build);
  console.log(`\n== web suite (${elapsed()})`);
  await run('npx', ['vitest', 'run', '--project', 'web']);
  console.log(`\n== all suites passed (${elapsed()})`);
} catch (error) {
  const { output, code } = error as { output?: string; code?: number };
  if (output) console.error(output);
  console.error(error instanceof Error ? error.message : error);
  for (const child of running) child.kill();
  process.exit(code ?? 1);
}
