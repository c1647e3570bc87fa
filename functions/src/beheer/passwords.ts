/**
 * Administrator passwords as slow salted hashes: scrypt from Node's crypto, stored as
 * `scrypt$N$r$p$salt$hash` so the cost can be raised later without breaking old hashes.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const N = 2 ** 15;
const R = 8;
const P = 1;
const KEYLEN = 32;
const MAXMEM = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEYLEN, { N: n, r, p, maxmem: MAXMEM }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Stands in for the hash of an unknown username: it has the current cost, so checking a login
 * for a name that does not exist takes as long as for one that does, and the time an answer
 * takes does not tell which usernames exist. Its salt and key derive from no password at all.
 */
const UNKNOWN_USER_HASH = [
  'scrypt',
  N,
  R,
  P,
  Buffer.alloc(16).toString('base64'),
  Buffer.alloc(KEYLEN).toString('base64'),
].join('$');

/** `stored` is null for an unknown username: that login is refused, after the same work. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const ok = await matches(password, stored ?? UNKNOWN_USER_HASH);
  return stored !== null && ok;
}

async function matches(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}
