import type { ScreenSize } from '@shortlist/domain/constants';
import { themeSizes } from '@shortlist/domain/constants';

// CSS variables cannot appear in media queries, so breakpoints are written from the same §9 numbers.
export const breakpoints = themeSizes.breakpoints;

/** Media query matching screens at least as wide as the named breakpoint. */
export function mediaFrom(size: ScreenSize): string {
  return `screen and (min-width: ${breakpoints[size]}px)`;
}
