// `npm start`: checks PostgreSQL and Redis, builds what is missing, migrates and seeds, then runs
// the api and one worker until Ctrl-C. Runs on Node 24 (the workspace's pinned `node`).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = { ...process.env };
env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/prana';
env.REDIS_URL ??= 'redis://127.0.0.1:6379';
env.PORT ??= '3000';

function reachable(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort), timeout: 3_000 });
    socket.once('connect', () => (socket.end(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

async function checkServices(): Promise<void> {
  const problems: string[] = [];
  if (!(await reachable(env.DATABASE_URL!, 5432))) {
    problems.push(
      `PostgreSQL does not answer at ${env.DATABASE_URL}.\n  Start it (e.g. \`pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start\` or \`docker compose up -d postgres\`), or set DATABASE_URL.`,
    );
  }
  if (!(await reachable(env.REDIS_URL!, 6379))) {
    problems.push(
      `Redis does not answer at ${env.REDIS_URL}.\n  Start it (e.g. \`redis-server --daemonize yes\` or \`docker compose up -d redis\`), or set REDIS_URL.`,
    );
  }
  if (problems.length) {
    console.error(`Prana cannot start:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Creates the database named in DATABASE_URL when it does not exist yet. */
async function ensureDatabase(): Promise<void> {
  const { default: pg } = await import('pg');
  const target = new URL(env.DATABASE_URL!);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(target);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await client.query(`create database "${name.replaceAll('"', '""')}"`);
      console.log(`Created database ${name}.`);
    }
  } finally {
    await client.end();
  }
}

await checkServices();
await ensureDatabase();
// Building is quick (media are only drawn once), so every start serves what the sources say.
run('npm', ['run', 'build']);
run(process.execPath, ['apps/api/dist/cli/migrate.js']);

const children: ChildProcess[] = [
  spawn(process.execPath, ['apps/api/dist/main.js'], { cwd: root, env, stdio: 'inherit' }),
  spawn(process.execPath, ['apps/api/dist/worker.js'], { cwd: root, env, stdio: 'inherit' }),
];
let stopping = false;
const stop = (code: number) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 10_000).unref();
  Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))))).then(() =>
    process.exit(code),
  );
};
for (const child of children) child.once('exit', (code) => stop(code ?? 1));
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));
console.log(`Prana is starting on http://localhost:${env.PORT} (api + worker). Ctrl-C stops both.`);
