// `npm start`: checks PostgreSQL and Redis, builds what is missing, migrates and seeds, then runs
// the api and one worker until Ctrl-C. Runs on Node 24 (the workspace's pinned `node`), with the
// variables of `.env` when that file exists (`node --env-file-if-exists`, see .env.example).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { devDocumentKey, devVapidKeys, startDevMailbox } from './dev-services.ts';
import { BUILD_SCRIPTS } from './build-steps.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = { ...process.env };
env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/prana';
env.REDIS_URL ??= 'redis://127.0.0.1:6379';
env.PORT ??= '3000';

/** A problem the person starting Prana can fix: one sentence, exit code 1, no stack trace. */
function fail(message: string): never {
  console.error(`Prana cannot start: ${message}`);
  process.exit(1);
}

/** The URL without its password, fit to print. */
function shown(url: URL): string {
  const copy = new URL(url);
  if (copy.password) copy.password = '***';
  return copy.toString();
}

function parseUrl(name: string, value: string, protocols: string[], example: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    fail(`${name} is not a valid URL ("${value.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@')}"); expected something like ${example}.`);
  }
  if (!protocols.includes(url.protocol)) fail(`${name} must start with ${protocols.map((protocol) => `${protocol}//`).join(' or ')} ("${shown(url)}"); expected something like ${example}.`);
  return url;
}

const databaseUrl = parseUrl('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:'], 'postgres://user:password@127.0.0.1:5432/prana');
const redisUrl = parseUrl('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:'], 'redis://127.0.0.1:6379');

function reachable(url: URL, defaultPort: number): Promise<boolean> {
  const { hostname, port } = url;
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort), timeout: 3_000 });
    socket.once('connect', () => (socket.end(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

async function checkServices(): Promise<void> {
  const problems: string[] = [];
  if (!(await reachable(databaseUrl, 5432))) {
    problems.push(
      `PostgreSQL does not answer at ${shown(databaseUrl)}.\n  Start it (e.g. \`pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start\` or \`docker compose up -d postgres\`), or set DATABASE_URL.`,
    );
  }
  if (!(await reachable(redisUrl, 6379))) {
    problems.push(
      `Redis does not answer at ${shown(redisUrl)}.\n  Start it (e.g. \`redis-server --daemonize yes\` or \`docker compose up -d redis\`), or set REDIS_URL.`,
    );
  }
  if (problems.length) {
    console.error(`Prana cannot start:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
}

function run(command: string, args: string[], extraEnv: Record<string, string> = {}): void {
  const result = spawnSync(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Creates the database named in DATABASE_URL when it does not exist yet. */
async function ensureDatabase(): Promise<void> {
  const { default: pg } = await import('pg');
  const name = decodeURIComponent(databaseUrl.pathname.slice(1));
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await client.query(`create database "${name.replaceAll('"', '""')}"`);
      console.log(`Created database ${name}.`);
    }
  } catch (error) {
    // PostgreSQL's own words say which of these it is (wrong password, unknown role, pg_hba rule).
    const { code, message } = error as { code?: string; message?: string };
    if (code === '28P01' || code === '28000') fail(`PostgreSQL at ${shown(databaseUrl)} refused the connection (${message}): fix the user or password in DATABASE_URL, or create the role with \`createuser --createdb <name>\`.`);
    if (code === '42501') fail(`The role in DATABASE_URL may not create the database "${name}": create it once with \`createdb ${name}\` or give the role CREATEDB.`);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

await checkServices();
await ensureDatabase();
// Building is quick (media are only drawn once), so every start serves what the sources say.
// The same steps as `npm run build`, told to print only progress, the result and problems.
for (const script of BUILD_SCRIPTS) run('npm', ['run', '--silent', script], { PRANA_BUILD_LOG: 'warn' });
run(process.execPath, ['apps/api/dist/cli/migrate.js']);

// Web Push needs a VAPID pair: without one in the environment, a development pair kept in .dev/.
if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) {
  const file = join(root, '.dev', 'vapid.json');
  const { keys, generated } = devVapidKeys(file);
  env.VAPID_PUBLIC_KEY = keys.publicKey;
  env.VAPID_PRIVATE_KEY = keys.privateKey;
  console.log(
    generated
      ? 'Web Push: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are not set, so a development pair was generated and stored in .dev/vapid.json (kept for later starts).'
      : 'Web Push: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are not set, so the development pair stored in .dev/vapid.json is used.',
  );
}
// Data-page photos are encrypted at rest: without a key in the environment, a development key kept in .dev/.
if (!env.DOCUMENT_KEY) {
  const { key, generated } = devDocumentKey(join(root, '.dev', 'document-key'));
  env.DOCUMENT_KEY = key;
  console.log(
    generated
      ? 'Documents: DOCUMENT_KEY is not set, so a development key was generated and stored in .dev/document-key (kept for later starts).'
      : 'Documents: DOCUMENT_KEY is not set, so the development key stored in .dev/document-key is used.',
  );
}
// Mail: without SMTP_URL, a development mailbox that keeps every message as a file.
let closeMailbox: () => Promise<void> = () => Promise.resolve();
if (!env.SMTP_URL) {
  const dir = join(root, '.dev', 'mail');
  const mailbox = await startDevMailbox(dir);
  env.SMTP_URL = mailbox.url;
  closeMailbox = mailbox.close;
  console.log(`Mail: SMTP_URL is not set, so outgoing mail goes to a development mailbox: one .eml file per message in .dev/mail/.`);
}

const children: ChildProcess[] = [
  spawn(process.execPath, ['apps/api/dist/main.js'], { cwd: root, env, stdio: 'inherit' }),
  spawn(process.execPath, ['apps/api/dist/worker.js'], { cwd: root, env, stdio: 'inherit' }),
];
let stopping = false;
const stop = (code: number) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  void closeMailbox();
  setTimeout(() => process.exit(code), 10_000).unref();
  Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))))).then(() =>
    process.exit(code),
  );
};
for (const child of children) child.once('exit', (code) => stop(code ?? 1));
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));
console.log(`Prana is starting on http://localhost:${env.PORT} (api + worker). Ctrl-C stops both.`);
