import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { type Algorithm, hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;
const SCRYPT_MAXMEM = 64 * 1024 * 1024;

/**
 * argon2id with the OWASP baseline (19 MiB memory, 2 iterations, parallelism 1); the encoded
 * PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`) carries salt and parameters.
 */
/** `Algorithm.Argon2id` of @node-rs/argon2 (an ambient const enum, unusable with verbatimModuleSyntax). */
const ARGON2ID = 2 as Algorithm;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

/** Hashes a password with argon2id and a random salt (PHC string). */
export async function hashPassword(password: string): Promise<string> {
  return argon2Hash(password, ARGON2_OPTIONS);
}

/**
 * Checks a password against a stored hash: argon2id, and the scrypt hashes
 * (`scrypt$N$r$p$salt$hash`) written before the move to argon2id, so existing accounts keep
 * signing in; `needsRehash` tells the login to replace those. Malformed hashes never match.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) {
    try {
      return await argon2Verify(stored, password);
    } catch {
      return false;
    }
  }
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  if (expected.length === 0) return false;
  try {
    const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: SCRYPT_MAXMEM,
    });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

/** True when a stored hash is not argon2id with today's parameters (rehash after a good login). */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT_PREFIX);
}

/** An scrypt hash as written before argon2id; kept only so tests can prove old hashes still verify. */
export async function legacyScryptHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  const params = { N: 16384, r: 8, p: 1, maxmem: SCRYPT_MAXMEM };
  const hash = await scrypt(password, salt, 32, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/**
 * A fixed argon2id hash of a random password, verified when the e-mail is unknown so that a
 * login takes as long for unknown as for known addresses.
 */
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
