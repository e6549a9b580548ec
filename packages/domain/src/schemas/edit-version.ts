// Lost updates (issue 31): an edited record carries a version, the time it was last saved, and a save names the
// version it started from (the If-Match header); a save from an older version answers 409 and changes nothing.

/** The version of a record never saved by the organisation (a message template still at its default). */
export const unsavedVersion = 'unsaved';

/** A record's version from its `updatedAt` (ISO time, to the millisecond), or `unsaved` when there is none. */
export function editVersionOf(updatedAt: string | null | undefined): string {
  return updatedAt ?? unsavedVersion;
}

/** The `error` code of a 409 that says someone else saved first. */
export const staleEditError = 'stale_version';
