import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { CONCIERGE_CONTACT } from '@prana/catalogue';
import { ENV_VARIABLES, loadConfig } from './app-config.ts';

const root = new URL('../../../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');
/** What production requires of the environment, for tests of the defaults around it. */
const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-value', DOCUMENT_KEY: Buffer.alloc(32, 7).toString('base64') };

describe('the environment is documented', () => {
  it('.env.example and the README name every variable the api reads', () => {
    const example = read('.env.example');
    const readme = read('README.md');
    for (const name of ENV_VARIABLES) {
      expect({ name, inExample: new RegExp(`^#? ?${name}=`, 'm').test(example) }).toEqual({ name, inExample: true });
      expect({ name, inReadme: readme.includes(`\`${name}\``) }).toEqual({ name, inReadme: true });
    }
  });

  it('.env.example, read as it is, gives the same configuration as no variables at all', () => {
    const values = Object.fromEntries(
      read('.env.example')
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(loadConfig(values)).toEqual(loadConfig({}));
  });
});

describe('loadConfig', () => {
  it('trusts no proxy unless TRUST_PROXY names one', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });

  it("allows the Vite dev server's origins by default, except in production", () => {
    expect(loadConfig({}).allowedOrigins).toEqual(['http://localhost:5173', 'http://127.0.0.1:5173']);
    expect(loadConfig(PRODUCTION).allowedOrigins).toEqual([]);
    expect(loadConfig({ ...PRODUCTION, ALLOWED_ORIGINS: 'https://admin.example' }).allowedOrigins).toEqual(['https://admin.example']);
  });

  it("lets feeds reach the demo's own calendars (localhost) by default in development alone", () => {
    expect(loadConfig({}).ical.allowedHosts).toEqual(['localhost']);
    expect(loadConfig({ NODE_ENV: 'test' }).ical.allowedHosts).toEqual([]);
    expect(loadConfig(PRODUCTION).ical.allowedHosts).toEqual([]);
    expect(loadConfig({ ICAL_ALLOWED_HOSTS: '127.0.0.1' }).ical.allowedHosts).toEqual(['127.0.0.1']);
    expect(loadConfig({ ICAL_ALLOWED_HOSTS: '' }).ical.allowedHosts).toEqual([]);
  });

  it("sends guests' replies to the catalogue's concierge address unless MAIL_REPLY_TO names another, and refuses one that is no address", () => {
    expect(loadConfig({}).mail.replyTo).toBe(`Prana Concierge <${CONCIERGE_CONTACT.email}>`);
    expect(loadConfig({ MAIL_REPLY_TO: 'desk@prana.example' }).mail.replyTo).toBe('desk@prana.example');
    expect(loadConfig({ MAIL_REPLY_TO: 'Front Desk <desk@prana.example>' }).mail.replyTo).toBe('Front Desk <desk@prana.example>');
    expect(() => loadConfig({ MAIL_REPLY_TO: 'the concierge' })).toThrow(/MAIL_REPLY_TO/);
  });

  it('looks for late requests every 30 seconds, or within a tenth of a shorter promise', () => {
    expect(loadConfig({}).concierge.lateCheckMs).toBe(30_000);
    expect(loadConfig({ CONCIERGE_RESPONSE_MINUTES: '3' }).concierge.lateCheckMs).toBe(18_000);
    expect(loadConfig({ CONCIERGE_RESPONSE_MINUTES: '0.05' }).concierge.lateCheckMs).toBe(300);
  });
});
