import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DCLinter } from 'dclint';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

// docker-compose.yml cannot run on a machine without Docker: these tests hold it to the compose
// specification's schema and to what the README promises of it.

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const composeText = read('docker-compose.yml');

interface Service {
  command?: string[];
  environment?: Record<string, string | null>;
  build?: { args?: Record<string, string | null> };
  volumes?: string[];
  healthcheck?: object;
  restart?: string;
  logging?: { driver: string; options: Record<string, string> };
  deploy?: { resources?: { limits?: { cpus?: string; memory?: string } } };
}
const compose = parse(composeText, { merge: true }) as { services: Record<string, Service> };
const { services } = compose;

/** The compose-spec schema errors dclint finds (YAML and schema validity; its style rules are not asked for). */
function schemaProblems(file: string): string[] {
  // dclint's declarations do not resolve under NodeNext (extensionless imports): its result, typed here.
  const [result]: { messages: { rule: string; message: string }[] }[] = new DCLinter({ rules: {}, quiet: true, debug: false, exclude: [] }).lintFiles([file], false);
  return result.messages.filter((message) => ['invalid-yaml', 'invalid-schema', 'unknown-error'].includes(message.rule)).map((message) => message.message);
}

/** The variables named in the first column of the README's Environment table. */
function readmeVariables(): string[] {
  const readme = read('README.md');
  const section = readme.slice(readme.indexOf('## Environment'), readme.indexOf('\n## ', readme.indexOf('## Environment') + 1));
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]));
}

describe('docker-compose.yml', () => {
  it('is valid against the compose specification schema', () => {
    expect(schemaProblems(join(root, 'docker-compose.yml'))).toEqual([]);
  });

  it('would be refused if it broke the schema (the check above is not empty)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'prana-compose-'));
    try {
      writeFileSync(join(dir, 'docker-compose.yml'), composeText.replace('restart: unless-stopped', 'restart_when: unhealthy'));
      expect(schemaProblems(join(dir, 'docker-compose.yml'))).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("passes every variable of the README's Environment table to the containers that read it", () => {
    // Not container settings: how many processes `npm run start:cluster` starts (compose scales with --scale).
    const notForContainers = ['API_INSTANCES', 'WORKER_INSTANCES'];
    const variables = readmeVariables().filter((name) => !notForContainers.includes(name));
    expect(variables.length).toBeGreaterThan(30);
    for (const name of variables) {
      if (name === 'VITE_HERO_VIDEO') {
        // Read by Vite when the image is built, so a build argument.
        expect({ name, buildArg: 'VITE_HERO_VIDEO' in (services.api.build?.args ?? {}) }).toEqual({ name, buildArg: true });
      } else if (name === 'PUBLIC_URL') {
        // Read by the build (the built pages' addresses) and by the processes (links in emails).
        expect({ name, buildArg: 'PUBLIC_URL' in (services.api.build?.args ?? {}) }).toEqual({ name, buildArg: true });
        for (const service of ['migrate', 'api', 'worker']) expect({ service, name, passed: name in (services[service].environment ?? {}) }).toEqual({ service, name, passed: true });
      } else if (name === 'HEALTH_FILE') {
        expect(services.worker.environment?.HEALTH_FILE).toBe('/tmp/prana-worker-health');
      } else {
        for (const service of ['migrate', 'api', 'worker']) {
          expect({ service, name, passed: name in (services[service].environment ?? {}) }).toEqual({ service, name, passed: true });
        }
      }
    }
  });

  it('writes no secret: each comes from .env or the shell, and compose refuses to start without it', () => {
    const secrets = ['SESSION_SECRET', 'POSTGRES_PASSWORD', 'PGPASSWORD', 'VAPID_PRIVATE_KEY', 'SMTP_URL', 'DOCUMENT_KEY'];
    for (const [service, { environment = {} }] of Object.entries(services)) {
      for (const [name, value] of Object.entries(environment)) {
        if (secrets.includes(name)) expect({ service, name, value }).toEqual({ service, name, value: expect.stringMatching(/^\$\{[A-Z_]+:\?[^}]+\}$/) });
      }
    }
    expect(services.api.environment?.DATABASE_URL).toMatch(/^postgres:\/\/prana:\$\{POSTGRES_PASSWORD:\?[^}]+\}@postgres:5432\/prana$/);
    // No user:password@ written out anywhere in the file.
    expect(composeText).not.toMatch(/:\/\/[^\s/:@]+:(?!\$\{)[^\s@]*@/);
  });

  it('names every variable it reads from .env in .env.example', () => {
    const example = read('.env.example');
    const interpolated = new Set([...composeText.matchAll(/\$\{([A-Z_]+)/g)].map((match) => match[1]));
    for (const name of interpolated) {
      expect({ name, inExample: new RegExp(`^#? ?${name}=`, 'm').test(example) }).toEqual({ name, inExample: true });
    }
  });

  it('rotates every log, limits every container, and health-checks and restarts every long-running one', () => {
    for (const [name, service] of Object.entries(services)) {
      expect({ name, logging: service.logging }).toEqual({ name, logging: { driver: 'json-file', options: { 'max-size': expect.any(String), 'max-file': expect.any(String) } } });
      expect({ name, limits: service.deploy?.resources?.limits }).toEqual({ name, limits: { cpus: expect.any(String), memory: expect.any(String) } });
      if (name === 'migrate') {
        expect(service.restart).toBe('no');
      } else {
        expect({ name, restart: service.restart, healthcheck: Boolean(service.healthcheck) }).toEqual({ name, restart: 'unless-stopped', healthcheck: true });
      }
    }
  });

  it('backs up with deploy/backup.sh, the script test/api/backup-restore.e2e.ts runs', () => {
    const { backup } = services;
    expect(backup.volumes).toContain('./deploy/backup.sh:/usr/local/bin/prana-backup.sh:ro');
    expect(backup.volumes).toContain('./deploy/restore.sh:/usr/local/bin/prana-restore.sh:ro');
    expect(backup.command).toEqual(['sh', '/usr/local/bin/prana-backup.sh']);
    expect(Object.keys(backup.environment ?? {})).toEqual(expect.arrayContaining(['PGHOST', 'PGUSER', 'PGPASSWORD', 'PGDATABASE', 'BACKUP_DIR', 'BACKUP_KEEP', 'BACKUP_INTERVAL_SECONDS']));
  });
});
