import { disagreementSpread } from './scorecard-terms.ts';

/** What a wash-up cell says about the ratings of one thing: how many, their mean, spread and whether they disagree. */
export interface RatingSummary {
  count: number;
  /** null when nobody has rated it yet. */
  mean: number | null;
  /** Highest minus lowest; 0 for a single rating, null for none. */
  spread: number | null;
  /** The spread reaches the disagreement threshold: the panel should talk about it. */
  disagreement: boolean;
}

/** Summarises the ratings given to one competency of one candidate (or any set of marks of one thing). */
export function summariseRatings(ratings: readonly number[]): RatingSummary {
  if (ratings.length === 0) return { count: 0, mean: null, spread: null, disagreement: false };
  const total = ratings.reduce((sum, rating) => sum + rating, 0);
  const spread = Math.max(...ratings) - Math.min(...ratings);
  return {
    count: ratings.length,
    mean: total / ratings.length,
    spread,
    disagreement: spread >= disagreementSpread,
  };
}
