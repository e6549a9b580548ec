export type ScoreRange = { min: number; max: number };

// Decision: the spec's "one other configured type" is qualification type id 204.
/** Score ranges by qualification type id (spec §5). */
export const qualificationScoreRanges = {
  202: { min: 0, max: 50 },
  203: { min: 1, max: 8 },
  204: { min: 1, max: 25 },
} as const satisfies Record<number, ScoreRange>;

/** Range for any qualification type without its own entry. */
export const defaultQualificationScoreRange = { min: 0, max: 100 } as const satisfies ScoreRange;

type QualificationTypeId = number | string | null | undefined;

/** The score range for a qualification type; ids may arrive as numeric strings from option lists. */
export function resolveQualificationScoreRange(qualificationTypeId: QualificationTypeId): ScoreRange {
  const id =
    typeof qualificationTypeId === 'string' ? Number(qualificationTypeId.trim()) : qualificationTypeId;
  if (id === 202 || id === 203 || id === 204) return qualificationScoreRanges[id];
  return defaultQualificationScoreRange;
}

/** True when the score is a finite number within the qualification type's range, inclusive. */
export function isScoreInQualificationRange(
  qualificationTypeId: QualificationTypeId,
  score: number,
): boolean {
  if (!Number.isFinite(score)) return false;
  const range = resolveQualificationScoreRange(qualificationTypeId);
  return score >= range.min && score <= range.max;
}
