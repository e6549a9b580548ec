import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random URL-safe secret for tokens and remembered devices (256 bits). */
export function createSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as hashes so a copy of the database gives no usable secret. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A six-digit one-time code. */
export function createOneTimeCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export function secretsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
