import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { busy } from '../shared/failures.ts';
import type { WorkQueueLimits } from './work-queue.ts';
import { createWorkQueue, QueueFullError } from './work-queue.ts';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keyLength: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

// scrypt is memory-hard: N=2^15, r=8 needs 32 MiB per hash, which makes GPU guessing expensive.
const cost = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const keyLength = 32;

export const passwordHashingMessages = {
  busy: 'The server is busy signing people in. Please try again in a moment.',
} as const;

// One queue per process: scrypt runs on libuv's thread pool, which is per process and shared with file reads.
let hashing = createWorkQueue({ concurrency: 2, queueLimit: 32 });

/** Sets how many hashes run at once and how many may wait (settings `passwordHashing`). */
export function limitPasswordHashing(limits: WorkQueueLimits): void {
  hashing = createWorkQueue(limits);
}

/** Refuses with 503 and Retry-After when every place and the waiting line are taken. */
export function assertPasswordHashingFree(): void {
  if (hashing.isFull()) throw busy(passwordHashingMessages.busy, 1);
}

async function runScrypt(
  password: string,
  salt: Buffer,
  length: number,
  options: typeof cost,
): Promise<Buffer> {
  try {
    return await hashing.run(() => scryptAsync(password, salt, length, options));
  } catch (error) {
    if (error instanceof QueueFullError) throw busy(passwordHashingMessages.busy, 1);
    throw error;
  }
}

/** Hashes at the product's cost; the API's tests pass a smaller one for their own accounts (verification reads it). */
export async function hashPassword(
  password: string,
  at: Pick<typeof cost, 'N' | 'r' | 'p'> = cost,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await runScrypt(password, salt, keyLength, { ...at, maxmem: cost.maxmem });
  return `scrypt$${at.N}$${at.r}$${at.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Verifies against the stored hash, reading the cost from it (so a hash made at another cost still checks). */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  // An account without a password still costs one hash, so timing does not reveal which emails exist.
  const [scheme, n, r, p, salt, key] = (stored ?? absentPasswordHash).split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await runScrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: cost.maxmem,
  });
  return stored !== null && timingSafeEqual(actual, expected);
}

const absentPasswordHash = `scrypt$${cost.N}$${cost.r}$${cost.p}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(keyLength).toString('base64')}`;
