import { editVersionOf, staleEditError } from '@shortlist/domain/schemas';
import { ServiceError } from './failures.ts';

// Lost updates (issue 31): a service reads the record's `updated_at` under a row lock, compares it with the
// version the save started from, and only then writes, so of two saves from one version exactly one wins.

export const editVersionMessages = {
  stale:
    'Someone else saved this after you opened it. Reload to see their changes, or save again to overwrite them.',
} as const;

/** The version of a record last saved at `updatedAt` (null: never saved). */
export function versionOf(updatedAt: Date | null): string {
  return editVersionOf(updatedAt?.toISOString() ?? null);
}

/** Refuses a save that started from another version than the stored one; no expected version, no check. */
export function assertCurrentVersion(expected: string | undefined, updatedAt: Date | null): void {
  if (expected === undefined || expected === versionOf(updatedAt)) return;
  throw new ServiceError('conflict', editVersionMessages.stale, { code: staleEditError });
}

/** The next `updated_at`: later than the stored one even within one millisecond, so each save is a new version. */
export function nextVersionTime(updatedAt: Date | null): Date {
  return new Date(Math.max(Date.now(), (updatedAt?.getTime() ?? 0) + 1));
}
