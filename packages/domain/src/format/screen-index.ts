// The screenIndex query parameter steps forward or backward (spec §2).

export type ScreenIndexDirection = 'forward' | 'backward';

/**
 * The next screen index, never below 0.
 * Decision: a current index that is not a whole number of 0 or more counts as 0.
 */
export function stepScreenIndex(current: number, direction: ScreenIndexDirection): number {
  const from = Number.isInteger(current) && current > 0 ? current : 0;
  return direction === 'forward' ? from + 1 : Math.max(0, from - 1);
}
