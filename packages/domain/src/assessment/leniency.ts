import type { Observation } from './krippendorff-alpha.ts';

/** How an assessor rates compared with the rest of the panel on the same units. */
export interface AssessorLeniency {
  observer: string;
  /**
   * Mean of (their rating minus the mean of the others' ratings of the same unit); positive is more lenient.
   * null when none of their ratings had another to compare with.
   */
  leniency: number | null;
  /** How many of their ratings had someone else's to compare with. */
  comparedRatings: number;
  /** How many ratings they gave in all. */
  ratings: number;
}

/**
 * Each observer's leniency against the panel: for every value they gave to a unit others also rated, their
 * value minus the others' mean, averaged. Observers with nothing to compare
 * are listed with null leniency.
 */
export function assessorLeniency(observations: readonly Observation[]): AssessorLeniency[] {
  const byUnit = new Map<string, Observation[]>();
  for (const observation of observations) {
    const unit = byUnit.get(observation.unit) ?? [];
    unit.push(observation);
    byUnit.set(observation.unit, unit);
  }
  const tally = new Map<string, { difference: number; compared: number; ratings: number }>();
  for (const unit of byUnit.values()) {
    for (const own of unit) {
      const entry = tally.get(own.observer) ?? { difference: 0, compared: 0, ratings: 0 };
      entry.ratings += 1;
      const others = unit.filter((other) => other.observer !== own.observer);
      if (others.length > 0) {
        const othersMean = others.reduce((sum, other) => sum + other.value, 0) / others.length;
        entry.difference += own.value - othersMean;
        entry.compared += 1;
      }
      tally.set(own.observer, entry);
    }
  }
  return [...tally.entries()]
    .map(([observer, entry]) => ({
      observer,
      leniency: entry.compared === 0 ? null : entry.difference / entry.compared,
      comparedRatings: entry.compared,
      ratings: entry.ratings,
    }))
    .sort((a, b) => a.observer.localeCompare(b.observer));
}
