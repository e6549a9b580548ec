import { othersOpenTo, summariseScorecards } from '@shortlist/domain/assessment';
import type { ScorecardView, StageScorecards } from '@shortlist/domain/contract';

/** Who reads a stage's scorecards: their assessor key, and whether they decide for the organisation. */
export interface ScorecardReader {
  assessorKey: string;
  /** A manager admin (or the provider): sees private notes, and all submitted scorecards unless an assessor. */
  decides: boolean;
}

/** A scorecard with everything it holds; `visibleTo` strips what a reader may not see. */
export type FullScorecard = ScorecardView & { assessorKey: string; privateNotes: string };

function asSeenBy(card: FullScorecard, reader: ScorecardReader): ScorecardView {
  const { assessorKey, ...view } = card;
  const own = assessorKey === reader.assessorKey;
  return { ...view, privateNotes: own || reader.decides ? card.privateNotes : null };
}

/**
 * The rule of independent scoring (issue 33, `othersOpenTo`): until every scorecard of the reader's own for the
 * candidate at the stage is submitted, others' ratings, recommendations and notes stay hidden (only how many
 * there are and how many are submitted); after, every submitted one is open with its author and time. A manager
 * admin who is not an assessor at the stage sees the submitted ones. Others' drafts are never shown.
 */
export function visibleTo(
  reader: ScorecardReader,
  stageId: number,
  cards: readonly FullScorecard[],
): StageScorecards {
  const mine = cards.filter((card) => card.assessorKey === reader.assessorKey);
  const others = cards.filter((card) => card.assessorKey !== reader.assessorKey);
  const othersVisible = othersOpenTo(
    mine.map((card) => card.status),
    reader.decides,
  );
  const submitted = cards.filter((card) => card.status === 'submitted');
  const submittedOthers = others.filter((card) => card.status === 'submitted');
  return {
    stageId,
    mine: mine.map((card) => asSeenBy(card, reader)),
    othersVisible,
    others: othersVisible ? submittedOthers.map((card) => asSeenBy(card, reader)) : [],
    hidden: othersVisible
      ? { count: others.length - submittedOthers.length, submitted: 0 }
      : { count: others.length, submitted: submittedOthers.length },
    summary: othersVisible ? summariseScorecards(submitted) : null,
  };
}
