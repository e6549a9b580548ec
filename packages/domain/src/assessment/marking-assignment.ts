import { hashOfText } from './marking-order.ts';

// Issue 33, blind marking: every answer (a candidate's answer to one question) is marked by a set number of the
// pool's markers. Loads are kept as even as possible (no marker has more than one answer more than another) and
// the assignment is the same for the same round, answers and markers.

/** An answer to assign: its key (unique in the round) and the question it answers. */
export interface AnswerToAssign {
  key: string;
  questionId: number;
}

/** Why a round cannot be assigned as asked, in words a manager admin can act on. */
export const markingAssignmentMessages = {
  tooFewMarkers: (needed: number) =>
    `Choose at least ${needed} markers: each answer is marked by ${needed} different people.`,
} as const;

/** The tie-break between equally loaded markers for one answer: drawn from the seed, stable, and fair. */
const tieBreak = (seed: string, answerKey: string, markerId: number) =>
  hashOfText(`${seed}:${answerKey}:${markerId}`);

/**
 * Assigns each answer to `marksPerAnswer` distinct markers. Answers are taken question by question (in the
 * order given) and each goes to the least-loaded markers, ties drawn from the seed: choosing among the least
 * loaded keeps every two markers' loads within one of each other after each answer, so at the end too.
 */
export function assignMarkers(
  answers: readonly AnswerToAssign[],
  markerIds: readonly number[],
  marksPerAnswer: number,
  seed: string,
): Map<string, number[]> {
  const markers = [...new Set(markerIds)].sort((a, b) => a - b);
  if (marksPerAnswer < 1 || markers.length < marksPerAnswer) {
    throw new RangeError(markingAssignmentMessages.tooFewMarkers(marksPerAnswer));
  }
  const loads = new Map(markers.map((id) => [id, 0]));
  const assigned = new Map<string, number[]>();
  const ordered = [...answers].sort(
    (a, b) => a.questionId - b.questionId || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  for (const answer of ordered) {
    const chosen = [...markers]
      .sort(
        (a, b) =>
          (loads.get(a) ?? 0) - (loads.get(b) ?? 0) ||
          tieBreak(seed, answer.key, a) - tieBreak(seed, answer.key, b) ||
          a - b,
      )
      .slice(0, marksPerAnswer)
      .sort((a, b) => a - b);
    for (const id of chosen) loads.set(id, (loads.get(id) ?? 0) + 1);
    assigned.set(answer.key, chosen);
  }
  return assigned;
}

/**
 * The marker who gives an answer a further mark: the least loaded of the pool who has not marked it (ties drawn
 * from the seed), or null when every marker already has.
 */
export function furtherMarkerFor(
  answerKey: string,
  alreadyMarking: readonly number[],
  loads: ReadonlyMap<number, number>,
  seed: string,
): number | null {
  const eligible = [...loads.keys()].filter((id) => !alreadyMarking.includes(id));
  eligible.sort(
    (a, b) =>
      (loads.get(a) ?? 0) - (loads.get(b) ?? 0) ||
      tieBreak(`${seed}:further`, answerKey, a) - tieBreak(`${seed}:further`, answerKey, b) ||
      a - b,
  );
  return eligible[0] ?? null;
}
