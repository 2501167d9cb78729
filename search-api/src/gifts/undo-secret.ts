import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh undo secret: 256 random bits, base64url (43 characters). */
export function createUndoSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What the table keeps of an undo secret: its SHA-256, base64url. */
export function hashUndoSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** True when `secret` is the one whose hash was stored, compared in constant time. */
export function matchesUndoSecret(secret: string, storedHash: string): boolean {
  const actual = Buffer.from(hashUndoSecret(secret));
  const expected = Buffer.from(storedHash);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
