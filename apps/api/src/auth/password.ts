import { argon2, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// argon2id from node:crypto with OWASP's first recommended setting: 19 MiB, 2 passes, 1 lane.
const ARGON2 = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;
const SALT_BYTES = 16;
/** PHC string prefix of a hash with today's parameters; anything else is rehashed at the next sign-in. */
const CURRENT = `$argon2id$v=19$m=${ARGON2.memory},t=${ARGON2.passes},p=${ARGON2.parallelism}$`;

const base64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

function deriveArgon2(password: string, salt: Buffer, params: { memory: number; passes: number; parallelism: number; tagLength: number }): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    argon2('argon2id', { message: password.normalize('NFKC'), nonce: salt, ...params }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `$argon2id$v=19$m=…,t=…,p=…$salt$hash` (PHC format): the parameters travel with the hash so they can grow later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return `${CURRENT}${base64(salt)}$${base64(await deriveArgon2(password, salt, ARGON2))}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2id$')) return verifyArgon2(password, stored);
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  return false;
}

/** True for hashes made before argon2id or with weaker parameters: sign-in replaces them once the password is known. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT);
}

async function verifyArgon2(password: string, stored: string): Promise<boolean> {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(stored);
  if (!match) return false;
  const [, memory, passes, parallelism, salt, hash] = match;
  const [expected, nonce] = [Buffer.from(hash!, 'base64'), Buffer.from(salt!, 'base64')];
  // argon2 refuses tags under 4 bytes and salts under 8: such a stored value is not a hash of ours.
  if (expected.length < 4 || nonce.length < 8) return false;
  const key = await deriveArgon2(password, nonce, {
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    tagLength: expected.length,
  });
  return timingSafeEqual(key, expected);
}

/** Hashes written before argon2id: `scrypt$N$r$p$salt$hash`, base64url. Verified, then replaced at sign-in. */
function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, hash] = stored.split('$');
  if (!salt || !hash) return Promise.resolve(false);
  const expected = Buffer.from(hash, 'base64url');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, options, (error, key) =>
      error ? reject(error) : resolve(key.length === expected.length && timingSafeEqual(key, expected)),
    ),
  );
}

// Verifying against this when the account does not exist keeps the answer time the same.
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(12).toString('hex'));
  return decoy;
}
