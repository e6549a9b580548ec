// Answers typed but not yet saved, kept in the browser per candidate and step, so a reload or a lost
// connection loses nothing (restored on load, cleared once the server has them).

/** The part of the Web Storage API the drafts use (localStorage in the browser). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const prefix = 'shortlist.draft';

/** The storage key of one step's draft. */
export function draftKey(scope: string, owner: string | number, step: string): string {
  return `${prefix}.${scope}.${owner}.${step}`;
}

/** The browser's localStorage, or null where there is none (or it is blocked). */
export function browserDraftStorage(): DraftStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** A stored draft, or null when there is none or it cannot be read. */
export function readDraft<T>(storage: DraftStorage | null, key: string): T | null {
  if (storage === null) return null;
  try {
    const text = storage.getItem(key);
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
}

/** Keeps a draft; a full or blocked storage is ignored, since the form still holds the answers. */
export function writeDraft(storage: DraftStorage | null, key: string, draft: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: nothing more to do.
  }
}

export function clearDraft(storage: DraftStorage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Blocked storage holds no draft either.
  }
}

/** Clears every step's draft of one owner (after a submit). */
export function clearDrafts(storage: DraftStorage | null, scope: string, owner: string | number): void {
  if (storage === null) return;
  const start = `${prefix}.${scope}.${owner}.`;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(start)) keys.push(key);
  }
  for (const key of keys) clearDraft(storage, key);
}
