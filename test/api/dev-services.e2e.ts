import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { devVapidKeys, startDevMailbox } from '../../scripts/dev-services.ts';

/** What `npm start` provides when the environment does not: a VAPID pair and a mailbox folder. */
describe('npm start development services', () => {
  it('generates a VAPID pair once, keeps it private to the user, and reuses it on the next start', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'prana-vapid-')), '.dev', 'vapid.json');
    const first = devVapidKeys(file);
    expect(first.generated).toBe(true);
    expect(first.keys.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = devVapidKeys(file);
    expect(second).toEqual({ keys: first.keys, generated: false });
  });

  it('runs a mailbox that writes each message it receives over SMTP to an .eml file', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'prana-mail-')), 'mail');
    const mailbox = await startDevMailbox(dir);
    try {
      const transport = nodemailer.createTransport(mailbox.url);
      await transport.sendMail({ from: 'concierge@prana.example', to: 'guest@example.com', subject: 'Your reservation request PRR-ABC234', text: 'Hello' });
      transport.close();
      const files = readdirSync(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      expect(readFileSync(join(dir, files[0]!), 'utf8')).toContain('Subject: Your reservation request PRR-ABC234');
    } finally {
      await mailbox.close();
    }
  });
});
