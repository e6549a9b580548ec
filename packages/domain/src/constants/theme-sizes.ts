// Theme sizes of spec §9 in px, and the screen-size category derived from the window width (spec §4).

export const screenSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type ScreenSize = (typeof screenSizes)[number];

export const themeSizes = {
  breakpoints: { xs: 320, sm: 600, md: 1000, lg: 1200, xl: 1500 },
  button: { radius: 24, width: 216, height: { large: 48, medium: 40, small: 30 } },
  input: { width: 300, height: 50 },
  font: { pageTitle: 30, text: 16 },
  scrollOffset: 65,
  crashScreen: { logoWidth: 130, robotImageWidth: 422 },
  defaultScreenSize: 'sm',
} as const satisfies {
  breakpoints: Record<ScreenSize, number>;
  defaultScreenSize: ScreenSize;
  [key: string]: unknown;
};

/**
 * The largest category whose breakpoint the width reaches.
 * Decision: a width reaches a breakpoint when width >= breakpoint; widths below xs (320) still count as xs.
 * Decision: a non-numeric width (no window yet) gives the default category sm.
 */
export function resolveScreenSize(widthPx: number): ScreenSize {
  if (!Number.isFinite(widthPx)) return themeSizes.defaultScreenSize;
  let size: ScreenSize = 'xs';
  for (const candidate of screenSizes) {
    if (widthPx >= themeSizes.breakpoints[candidate]) size = candidate;
  }
  return size;
}
