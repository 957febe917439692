import { describe, expect, it } from 'vitest';
import { argon2Sync, randomBytes, scryptSync } from 'node:crypto';
import { hashPassword, needsRehash, verifyPassword } from './password.ts';

/** A hash as the api wrote them before argon2id. */
function scryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 2 ** 15, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('password hashes', () => {
  it('hashes with argon2id in PHC format, with a fresh salt each time', async () => {
    const [first, second] = await Promise.all([hashPassword('selamat pagi'), hashPassword('selamat pagi')]);
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(first).not.toBe(second);
    // The same derivation as any argon2id implementation: recompute it from the stored salt.
    const [, , , , salt, hash] = first.split('$');
    const key = argon2Sync('argon2id', { message: 'selamat pagi', nonce: Buffer.from(salt!, 'base64'), memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 });
    expect(key.toString('base64').replace(/=+$/, '')).toBe(hash);
    expect(needsRehash(first)).toBe(false);
  });

  it('verifies argon2id hashes', async () => {
    const stored = await hashPassword('terima kasih');
    expect(await verifyPassword('terima kasih', stored)).toBe(true);
    expect(await verifyPassword('terima kasih!', stored)).toBe(false);
  });

  it('still verifies the scrypt hashes written before, and marks them for rehashing', async () => {
    const stored = scryptHash('prana-demo');
    expect(await verifyPassword('prana-demo', stored)).toBe(true);
    expect(await verifyPassword('prana-demo ', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(true);
  });

  it('marks argon2id hashes with other parameters for rehashing, and refuses what it cannot read', async () => {
    const salt = randomBytes(16);
    const key = argon2Sync('argon2id', { message: 'pw', nonce: salt, memory: 8_192, passes: 3, parallelism: 1, tagLength: 32 });
    const weaker = `$argon2id$v=19$m=8192,t=3,p=1$${salt.toString('base64').replace(/=+$/, '')}$${key.toString('base64').replace(/=+$/, '')}`;
    expect(await verifyPassword('pw', weaker)).toBe(true);
    expect(needsRehash(weaker)).toBe(true);
    for (const broken of ['', 'plain', '$argon2id$v=19$m=19456,t=2,p=1$$', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$AAAA', 'scrypt$1$1$1$$']) expect(await verifyPassword('pw', broken)).toBe(false);
  });
});
