import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { testEnv } from '../support/env.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** `npm start` up to the point it gives up: nothing is built or served in these cases. */
function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['scripts/start.ts'], { cwd: root, env: { ...process.env, ...testEnv, ...env }, encoding: 'utf8', timeout: 20_000 });
  return { status: result.status, stderr: result.stderr.trim(), stdout: result.stdout.trim() };
}

describe('npm start explains a database it cannot use', () => {
  it('names a malformed DATABASE_URL in one sentence, without a stack trace', () => {
    const result = start({ DATABASE_URL: 'postgres://postgres@127.0.0.1:54x32/prana' });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      'Prana cannot start: DATABASE_URL is not a valid URL ("postgres://postgres@127.0.0.1:54x32/prana"); expected something like postgres://user:password@127.0.0.1:5432/prana.',
    );
  });

  it('refuses a URL of another kind', () => {
    const result = start({ DATABASE_URL: 'mysql://root:secret@127.0.0.1:3306/prana' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^Prana cannot start: DATABASE_URL must start with postgres:\/\/ or postgresql:\/\/ \("mysql:\/\/root:\*\*\*@127\.0\.0\.1:3306\/prana"\)/);
    expect(result.stderr).not.toContain('secret');
  });

  it('says PostgreSQL refused a role that does not exist, without a stack trace or the password', () => {
    const url = new URL(testEnv.DATABASE_URL);
    url.username = 'no_such_role_2401';
    url.password = 'hunter2-secret';
    const result = start({ DATABASE_URL: url.toString() });
    expect(result.status).toBe(1);
    expect(result.stderr.split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^Prana cannot start: PostgreSQL at postgres:\/\/no_such_role_2401:\*\*\*@.* refused the connection \(.*no_such_role_2401.*\): fix the user or password in DATABASE_URL/);
    expect(result.stderr).not.toMatch(/hunter2|\n\s+at /);
  });
});
