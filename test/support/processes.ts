import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { testEnv } from './env.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningProcess {
  child: ChildProcess;
  /** What the process wrote to stdout so far (its JSON log lines), when started with `captureOutput`. */
  output: () => string;
  /** What the process wrote to stderr so far, when started with `captureOutput` (else it goes to the test's stderr). */
  errors: () => string;
  /** SIGTERM, then SIGKILL after a grace period; resolves with the exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/** Starts a built entry point (apps/api/dist/main.js or worker.js) as its own process with the test environment. */
export function startProcess(entry: 'main' | 'worker', env: Record<string, string> = {}, options: { captureOutput?: boolean } = {}): RunningProcess {
  const child = spawn(process.execPath, [`apps/api/dist/${entry}.js`], {
    cwd: root,
    env: { ...process.env, ...testEnv, ...env },
    stdio: ['ignore', options.captureOutput ? 'pipe' : 'ignore', options.captureOutput ? 'pipe' : 'inherit'],
  });
  let output = '';
  let errors = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const stop = (signal: NodeJS.Signals = 'SIGTERM') =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', (code) => {
        clearTimeout(timer);
        resolve(code);
      });
      child.kill(signal);
    });
  return { child, output: () => output, errors: () => errors, stop };
}

/**
 * Waits until the api at `url` answers its health check. The wait is generous, since it only
 * waits: a process starting on a busy two-core machine can take more than half a minute. Given the api's
 * process, it fails at once when that process exits instead of waiting out the time.
 */
export async function waitForHealthy(url: string, options: { child?: ChildProcess; timeoutMs?: number } = {}): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (options.child && options.child.exitCode !== null) throw new Error(`the api at ${url} exited with code ${options.child.exitCode} before it was healthy`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs} ms`);
}

/** A TCP port free on 127.0.0.1 right now, for a server the test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `probe` every 100 ms until it holds; fails after `timeoutMs`, naming `what` it waited for. */
export async function until(probe: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
