import { isBlind } from '../review/blind-review.ts';

/** A person's name as a screening list shows it: none while blind review applies, or once anonymised. */
export function screeningName(
  row: {
    firstName: string;
    lastName: string | null;
    anonymised: boolean;
    stageId: number;
    revealedAt: Date | null;
  },
  blindStageIds: readonly number[],
): string | null {
  if (row.anonymised || isBlind(row, blindStageIds)) return null;
  return `${row.firstName} ${row.lastName ?? ''}`.trim();
}
