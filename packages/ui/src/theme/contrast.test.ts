import { brandIds } from '@shortlist/domain/brands';
import { describe, expect, it } from 'vitest';
import { brandTokens } from './brands/index.ts';
import { computeContrastRatio, minimumTextContrast } from './contrast.ts';
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

describe('computeContrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(computeContrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(computeContrastRatio('#1f4e8c', '#1f4e8c')).toBe(1);
  });

  it('matches the published ratio of #767676 on white (4.54:1)', () => {
    expect(computeContrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe.each(brandIds)('the %s brand tokens', (brandId) => {
  const colors = brandTokens[brandId].color;

  it.each(textPairs)('put %s on %s at 4.5:1 or more', (foreground, background) => {
    expect(computeContrastRatio(colors[foreground], colors[background])).toBeGreaterThanOrEqual(
      minimumTextContrast,
    );
  });

  it('draw input borders at 3:1 or more against the background (non-text contrast)', () => {
    expect(computeContrastRatio(colors.border, colors.background)).toBeGreaterThanOrEqual(3);
  });

  it.each(Object.entries(chartTokens))(
    'draw the chart series %s (%s) at 3:1 or more on background and surface',
    (_, color) => {
      expect(computeContrastRatio(color, colors.background)).toBeGreaterThanOrEqual(3);
      expect(computeContrastRatio(color, colors.surface)).toBeGreaterThanOrEqual(3);
    },
  );
});
