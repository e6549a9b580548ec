// An organisation's brand colour (issue 19) and WCAG 2.x contrast: the colour fills primary buttons under white
// text and draws links and accents on the page, so it must read against both.

const hexColourPattern = /^#[0-9a-fA-F]{6}$/;

/** WCAG 2.2 AA for normal-size text (success criterion 1.4.3). */
export const minimumTextContrast = 4.5;

/**
 * What the brand colour meets: white text on buttons and the kit's page background, white in every theme.
 * Decision: one list, so a theme with another page colour adds it here and the rule follows.
 */
export const brandColourBackgrounds = ['#ffffff'] as const;

export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && hexColourPattern.test(value);
}

function channels(hex: string): [number, number, number] {
  if (!isHexColour(hex)) throw new Error(`Expected a #rrggbb colour, got ${hex}`);
  return [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

function linear(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rrggbb colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map(linear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio between two #rrggbb colours, 1 to 21, whichever is lighter. */
export function contrastRatio(hexA: string, hexB: string): number {
  const a = relativeLuminance(hexA);
  const b = relativeLuminance(hexB);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** A ratio as people read it ("4.48:1"); one that fails never shows as the 4.5:1 it misses. */
export function formatContrastRatio(ratio: number, minimum: number = minimumTextContrast): string {
  const shown = Math.round(ratio * 100) / 100;
  const honest = ratio < minimum && shown >= minimum ? minimum - 0.01 : shown;
  return `${honest.toFixed(2).replace(/\.?0+$/, '')}:1`;
}

export type BrandColourProblem = {
  /** The lowest ratio the colour reaches against the backgrounds it meets. */
  ratio: number;
  minimum: number;
};

/** Why a well-formed colour cannot be the brand colour (too little contrast), or null when it can. */
export function brandColourProblem(hex: string): BrandColourProblem | null {
  const ratio = Math.min(...brandColourBackgrounds.map((background) => contrastRatio(hex, background)));
  return ratio < minimumTextContrast ? { ratio, minimum: minimumTextContrast } : null;
}

/** A stored colour the pages and emails may use (well formed and readable, in lower case), else null. */
export function usableBrandColour(value: unknown): string | null {
  if (!isHexColour(value) || brandColourProblem(value)) return null;
  return value.toLowerCase();
}

/** `hex` moved towards `other` by `weight` (0 keeps `hex`, 1 gives `other`), per sRGB channel. */
export function mixColours(hex: string, other: string, weight: number): string {
  const from = channels(hex);
  const to = channels(other);
  return `#${from
    .map((value, index) => Math.round(value + ((to[index] ?? value) - value) * weight))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** The colour itself when it reaches `minimum` on `background`, else the lightest shade of it towards black that does. */
export function darkenToContrast(
  hex: string,
  background: string,
  minimum: number = minimumTextContrast,
): string {
  for (let step = 0; step <= 20; step += 1) {
    const shade = mixColours(hex, '#000000', step / 20);
    if (contrastRatio(shade, background) >= minimum) return shade;
  }
  return '#000000';
}
