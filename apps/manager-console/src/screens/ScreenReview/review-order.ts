import type { ReviewerQueue } from '@shortlist/domain/contract';

// Which candidate a reviewer sees: the one the address names, else the first not yet reviewed; after a save,
// the next one not reviewed (the list wraps round); N goes to the next in the list whatever its state.

type Entry = ReviewerQueue['candidates'][number];

export function pickCurrent(candidates: readonly Entry[], requestedId: number | null): number | null {
  if (requestedId !== null && candidates.some((entry) => entry.id === requestedId)) return requestedId;
  return candidates.find((entry) => !entry.reviewed)?.id ?? null;
}

/** The entries after `afterId`, wrapping round to the ones before it (without it). */
function after(candidates: readonly Entry[], afterId: number): Entry[] {
  const index = candidates.findIndex((entry) => entry.id === afterId);
  return [...candidates.slice(index + 1), ...candidates.slice(0, Math.max(index, 0))];
}

export function nextToReview(candidates: readonly Entry[], afterId: number): number | null {
  return after(candidates, afterId).find((entry) => !entry.reviewed)?.id ?? null;
}

export function nextInList(candidates: readonly Entry[], afterId: number): number | null {
  return after(candidates, afterId)[0]?.id ?? null;
}

export const countLeft = (candidates: readonly Entry[]): number =>
  candidates.filter((entry) => !entry.reviewed).length;
