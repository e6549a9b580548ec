import type { ScorecardRecommendation } from '@shortlist/domain/assessment';
import type { Competency, InterviewKit, ScorecardView } from '@shortlist/domain/contract';

// An assessor's scorecard as the form edits it: one rating and evidence per competency the kit assesses.

export interface ScorecardDraft {
  kitId: number | null;
  ratings: Record<number, { rating: number | null; evidence: string }>;
  recommendation: ScorecardRecommendation | null;
  privateNotes: string;
}

/** The competencies a scorecard rates: its kit's, or every one in use; those it already rated stay. */
export function competenciesToRate(
  competencies: readonly Competency[],
  kit: InterviewKit | undefined,
  rated: readonly number[] = [],
): Competency[] {
  const wanted = new Set([
    ...(kit ? kit.competencyIds : competencies.filter((each) => !each.retired).map((each) => each.id)),
    ...rated,
  ]);
  return competencies.filter((each) => wanted.has(each.id));
}

export function draftOf(card: ScorecardView | undefined, kits: readonly InterviewKit[]): ScorecardDraft {
  return {
    kitId: card?.kitId ?? kits[0]?.id ?? null,
    ratings: Object.fromEntries(
      (card?.ratings ?? []).map((entry) => [
        entry.competencyId,
        { rating: entry.rating, evidence: entry.evidence },
      ]),
    ),
    recommendation: card?.recommendation ?? null,
    privateNotes: card?.privateNotes ?? '',
  };
}

export interface ScorecardSaveBody {
  kitId: number | null;
  ratings: { competencyId: number; rating: number | null; evidence: string }[];
  recommendation: ScorecardRecommendation | null;
  privateNotes: string;
  submit: boolean;
}

/** The body of a save: the ratings of the competencies shown, in their order. */
export function saveBodyOf(
  draft: ScorecardDraft,
  shown: readonly Competency[],
  submit: boolean,
): ScorecardSaveBody {
  return {
    kitId: draft.kitId,
    ratings: shown.map((competency) => ({
      competencyId: competency.id,
      rating: draft.ratings[competency.id]?.rating ?? null,
      evidence: draft.ratings[competency.id]?.evidence ?? '',
    })),
    recommendation: draft.recommendation,
    privateNotes: draft.privateNotes,
    submit,
  };
}
