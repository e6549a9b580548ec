// The candidates of the list a record was opened from, so the record can offer the previous and next one.
// Kept per browser tab (sessionStorage) under the list's own address: two lists open in two tabs never mix.

const keyPrefix = 'shortlist.record-neighbours:';

/** Where a candidate stands in its list, and the candidates on either side of it (null at an end). */
export type RecordNeighbours = {
  previousId: number | null;
  nextId: number | null;
  /** 1-based. */
  position: number;
  total: number;
};

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // A browser with storage switched off throws on access; the record then simply offers no neighbours.
    return null;
  }
}

/** Remembers the ordered candidate ids a list shows, when the user opens one of them. */
export function saveRecordNeighbours(listAddress: string, candidateIds: readonly number[]): void {
  try {
    storage()?.setItem(keyPrefix + listAddress, JSON.stringify(candidateIds));
  } catch {
    // A full or refused storage only costs the previous/next links.
  }
}

function readIds(listAddress: string): number[] {
  const text = storage()?.getItem(keyPrefix + listAddress);
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id)) : [];
  } catch {
    return [];
  }
}

/** The candidate's place in the list saved under the address; null when the list is unknown or lacks it. */
export function readRecordNeighbours(listAddress: string, candidateId: number): RecordNeighbours | null {
  const ids = readIds(listAddress);
  const index = ids.indexOf(candidateId);
  if (index === -1) return null;
  return {
    previousId: ids[index - 1] ?? null,
    nextId: ids[index + 1] ?? null,
    position: index + 1,
    total: ids.length,
  };
}
