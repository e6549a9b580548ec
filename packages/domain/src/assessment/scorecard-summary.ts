import type { ScorecardRecommendation } from './scorecard-terms.ts';
import { disagreementSpread, scorecardRecommendations } from './scorecard-terms.ts';

// Issue 33: what a stage's submitted scorecards say together: per competency the mean and spread of the
// ratings, and how many assessors recommended what.

export interface CompetencySummary {
  competencyId: number;
  /** How many submitted ratings the mean is of. */
  count: number;
  mean: number;
  /** The highest rating less the lowest. */
  spread: number;
  /** The spread is at least the disagreement spread. */
  disagreement: boolean;
}

export interface ScorecardSummary {
  scorecards: number;
  competencies: CompetencySummary[];
  recommendations: Record<ScorecardRecommendation, number>;
}

interface SummarisedCard {
  recommendation: ScorecardRecommendation | null;
  ratings: readonly { competencyId: number; rating: number | null }[];
}

/** The summary of the given (submitted) scorecards; competencies in the order first met. */
export function summariseScorecards(cards: readonly SummarisedCard[]): ScorecardSummary {
  const byCompetency = new Map<number, number[]>();
  for (const card of cards) {
    for (const { competencyId, rating } of card.ratings) {
      if (rating === null) continue;
      byCompetency.set(competencyId, [...(byCompetency.get(competencyId) ?? []), rating]);
    }
  }
  const recommendations = Object.fromEntries(scorecardRecommendations.map((each) => [each, 0])) as Record<
    ScorecardRecommendation,
    number
  >;
  for (const card of cards) if (card.recommendation) recommendations[card.recommendation] += 1;
  return {
    scorecards: cards.length,
    competencies: [...byCompetency].map(([competencyId, ratings]) => {
      const spread = Math.max(...ratings) - Math.min(...ratings);
      return {
        competencyId,
        count: ratings.length,
        mean: Math.round((ratings.reduce((sum, each) => sum + each, 0) / ratings.length) * 100) / 100,
        spread,
        disagreement: spread >= disagreementSpread,
      };
    }),
    recommendations,
  };
}
