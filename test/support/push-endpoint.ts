import { createECDH, createDecipheriv, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import tls from 'node:tls';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One device's side of a push subscription: its P-256 key pair and auth secret, as a browser makes them. */
export interface TestDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
}

export interface ReceivedPush {
  path: string;
  /** The decrypted payload. */
  text: string;
  /** The VAPID Authorization header (`vapid t=<JWT>, k=<public key>`). */
  authorization: string | undefined;
}

/**
 * RFC 8291 decryption of an `aes128gcm` body (RFC 8188) with the device's private key and auth
 * secret, written from the RFCs, so the test proves the api's pushes are what a browser can read.
 */
export function decryptPush(body: Buffer, device: TestDevice): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const receiverPublic = device.ecdh.getPublicKey();
  const shared = device.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and optional zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

/**
 * A push service on 127.0.0.1 over HTTPS (web-push only speaks HTTPS): answers 201, or `status`
 * for paths given to `answer`. Its self-signed certificate is trusted by this test process; a
 * worker started as its own process trusts it through `certificate`.
 */
export async function startPushEndpoint(): Promise<{
  /** Its self-signed certificate (PEM), for a process of its own to trust (NODE_EXTRA_CA_CERTS). */
  certificate: string;
  device: (name: string) => TestDevice;
  received: ReceivedPush[];
  /** Requests per path, refused ones included. */
  attempts: Map<string, number>;
  /** Answer `status` at `path`, for the next `times` pushes (default: always). */
  answer: (path: string, status: number, times?: number) => void;
  next: (path: string, timeoutMs?: number) => Promise<ReceivedPush>;
  close: () => Promise<void>;
}> {
  const dir = mkdtempSync(join(tmpdir(), 'prana-push-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'pipe' });
  const cert = readFileSync(join(dir, 'cert.pem'));
  const key = readFileSync(join(dir, 'key.pem'));
  rmSync(dir, { recursive: true });
  // Trusted by every TLS connection of this process from now on (the api's own push agent included).
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), cert.toString('utf8')]);

  const devices = new Map<string, TestDevice>();
  const statuses = new Map<string, { status: number; times: number }>();
  const received: ReceivedPush[] = [];
  const attempts = new Map<string, number>();
  const waiters: { path: string; resolve: (push: ReceivedPush) => void }[] = [];
  const server = https.createServer({ cert, key }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      attempts.set(path, (attempts.get(path) ?? 0) + 1);
      const rule = statuses.get(path);
      const status = rule && rule.times > 0 ? rule.status : 201;
      if (rule) rule.times -= 1;
      response.writeHead(status).end();
      const device = devices.get(path);
      if (status !== 201 || !device) return;
      const push = { path, text: decryptPush(Buffer.concat(chunks), device), authorization: request.headers.authorization };
      received.push(push);
      for (const waiter of waiters.filter((candidate) => candidate.path === path)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(push);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    certificate: cert.toString('utf8'),
    received,
    attempts,
    device(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const path = `/push/${name}`;
      const device = { endpoint: `https://127.0.0.1:${port}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') }, ecdh, authSecret };
      devices.set(path, device);
      return device;
    },
    answer: (path, status, times = Number.POSITIVE_INFINITY) => void statuses.set(path, { status, times }),
    next(path, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no push reached ${path} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ path, resolve: (push) => (clearTimeout(timer), resolve(push)) });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
