// What `npm start` provides in development when the environment does not: a VAPID key pair for
// Web Push, a key for the data-page photos and a mailbox for outgoing mail. Both live in `.dev/` (gitignored).
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createWriteStream } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import webpush from 'web-push';
import { SMTPServer } from 'smtp-server';

export interface VapidPair {
  publicKey: string;
  privateKey: string;
}

/** The development key of data-page photos stored in `file` (32 random bytes, base64), generated the first time. */
export function devDocumentKey(file: string): { key: string; generated: boolean } {
  if (existsSync(file)) return { key: readFileSync(file, 'utf8').trim(), generated: false };
  const key = randomBytes(32).toString('base64');
  mkdirSync(join(file, '..'), { recursive: true });
  // Kept across starts: the photos stored so far are encrypted with it.
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return { key, generated: true };
}

/** The development VAPID pair stored in `file`, generated (web-push's generateVAPIDKeys) the first time. */
export function devVapidKeys(file: string): { keys: VapidPair; generated: boolean } {
  if (existsSync(file)) return { keys: JSON.parse(readFileSync(file, 'utf8')) as VapidPair, generated: false };
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(join(file, '..'), { recursive: true });
  // Kept across starts: browsers' subscriptions are bound to this public key.
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return { keys, generated: true };
}

/** A local SMTP server that writes every message it accepts to `dir` as an .eml file; resolves with its smtp:// URL. */
export async function startDevMailbox(dir: string, port = 0): Promise<{ url: string; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      stream.pipe(createWriteStream(file)).once('finish', () => callback()).once('error', callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: bound } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${bound}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
