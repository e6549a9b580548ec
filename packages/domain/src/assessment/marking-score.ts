import { disagreementSpread } from './scorecard-terms.ts';

// Issue 33, blind marking: how marks become a candidate's combined score and rank, and when an answer's marks
// disagree enough to need a further mark.
//
// Decision: the combined score is the weighted mean of the question means, Σ(weight × mean) / Σ(weight) over every
// question of the round, so it reads on the same 1-5 scale as a mark whatever the weights. A question the
// candidate left blank counts 0 (there was nothing to mark); a score is not given (null) until every answer the
// candidate wrote has at least one mark, so a ranking never compares half-marked candidates with marked ones.

export interface WeightedQuestion {
  id: number;
  weight: number;
}

/** One candidate's marks per question: the marks given so far, or 'blank' where they wrote nothing. */
export type CandidateMarks = ReadonlyMap<number, readonly number[] | 'blank'>;

export function meanOf(marks: readonly number[]): number | null {
  if (marks.length === 0) return null;
  return marks.reduce((sum, mark) => sum + mark, 0) / marks.length;
}

/** The highest mark less the lowest; 0 for fewer than two. */
export function spreadOf(marks: readonly number[]): number {
  return marks.length < 2 ? 0 : Math.max(...marks) - Math.min(...marks);
}

/** Marks that differ by the shared disagreement spread (2) or more: the answer is flagged for a further mark. */
export function isDisagreement(marks: readonly number[]): boolean {
  return spreadOf(marks) >= disagreementSpread;
}

/** The combined score (see the decision above), or null while an answer the candidate wrote has no mark. */
export function combinedScore(questions: readonly WeightedQuestion[], marks: CandidateMarks): number | null {
  const totalWeight = questions.reduce((sum, question) => sum + question.weight, 0);
  if (totalWeight <= 0) return null;
  let weighted = 0;
  for (const question of questions) {
    const given = marks.get(question.id) ?? 'blank';
    if (given === 'blank') continue;
    const mean = meanOf(given);
    if (mean === null) return null;
    weighted += question.weight * mean;
  }
  return weighted / totalWeight;
}

export interface Ranked<Key> {
  key: Key;
  score: number | null;
  /** 1 for the highest; equal scores share a rank (1, 2, 2, 4); null while unscored. */
  rank: number | null;
}

// Scores are means of small whole numbers: equal ones may differ in the last bits of a float.
const sameScore = (a: number, b: number) => Math.abs(a - b) < 1e-9;

/** Candidates from the highest combined score down, equal scores sharing a rank, the unscored last. */
export function rankByScore<Key extends string | number>(
  entries: readonly { key: Key; score: number | null }[],
): Ranked<Key>[] {
  const byKey = (a: Key, b: Key) => (a < b ? -1 : a > b ? 1 : 0);
  const scored = entries
    .filter((entry): entry is { key: Key; score: number } => entry.score !== null)
    .sort((a, b) => (sameScore(a.score, b.score) ? byKey(a.key, b.key) : b.score - a.score));
  const ranked: Ranked<Key>[] = [];
  scored.forEach((entry, index) => {
    const previous = ranked[index - 1];
    const tied = previous?.score != null && sameScore(previous.score, entry.score);
    ranked.push({ key: entry.key, score: entry.score, rank: tied ? (previous?.rank ?? null) : index + 1 });
  });
  const unscored = entries
    .filter((entry) => entry.score === null)
    .sort((a, b) => byKey(a.key, b.key))
    .map((entry) => ({ key: entry.key, score: null, rank: null }));
  return [...ranked, ...unscored];
}
