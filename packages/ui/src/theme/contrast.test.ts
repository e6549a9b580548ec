import {
  brandColourBackgrounds,
  brandIds,
  contrastRatio,
  minimumTextContrast,
} from '@shortlist/domain/brands';
import { describe, expect, it } from 'vitest';
import { brandTokens } from './brands/index.ts';
import type { ColorTokens } from './tokens.ts';
import { chartTokens } from './tokens.ts';

// Every text colour and the background it sits on; each pair must reach WCAG 2.2 AA (4.5:1).
const textPairs: ReadonlyArray<readonly [keyof ColorTokens, keyof ColorTokens]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['textMuted', 'background'],
  ['textMuted', 'surfaceMuted'],
  ['link', 'background'],
  ['link', 'surfaceMuted'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['primary', 'background'],
  ['onSuccess', 'success'],
  ['onFailure', 'failure'],
  ['onInfo', 'info'],
  ['onWarning', 'warning'],
  ['errorText', 'background'],
  ['successText', 'background'],
];

describe.each(brandIds)('the %s brand tokens', (brandId) => {
  const colors = brandTokens[brandId].color;

  it.each(textPairs)('put %s on %s at 4.5:1 or more', (foreground, background) => {
    expect(contrastRatio(colors[foreground], colors[background])).toBeGreaterThanOrEqual(minimumTextContrast);
  });

  it("keep the page background among those an organisation's brand colour is checked against", () => {
    expect(brandColourBackgrounds).toContain(colors.background);
  });

  it('draw input borders at 3:1 or more against the background (non-text contrast)', () => {
    expect(contrastRatio(colors.border, colors.background)).toBeGreaterThanOrEqual(3);
  });

  it.each(Object.entries(chartTokens))(
    'draw the chart series %s (%s) at 3:1 or more on background and surface',
    (_, color) => {
      expect(contrastRatio(color, colors.background)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(color, colors.surface)).toBeGreaterThanOrEqual(3);
    },
  );
});
