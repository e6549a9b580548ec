import { brandIds, contrastRatio, minimumTextContrast } from '@shortlist/domain/brands';
import { describe, expect, it } from 'vitest';
import { brandTokens } from './brands/index.ts';
import { organizationColourStyle, organizationColourTokens } from './organization-colour.ts';

describe.each(brandIds)("an organisation's colour in the %s theme", (brandId) => {
  const theme = brandTokens[brandId].color;

  it.each(['#0b5d6b', '#767676', '#8a1538'])('keeps every pair the kit checks readable for %s', (colour) => {
    const tokens = organizationColourTokens(colour, brandId);
    expect(tokens.primary).toBe(colour);
    expect(contrastRatio(theme.onPrimary, tokens.primary)).toBeGreaterThanOrEqual(minimumTextContrast);
    expect(contrastRatio(theme.onPrimary, tokens.primaryHover)).toBeGreaterThan(
      contrastRatio(theme.onPrimary, tokens.primary),
    );
    expect(contrastRatio(tokens.link, theme.background)).toBeGreaterThanOrEqual(minimumTextContrast);
    expect(contrastRatio(tokens.link, theme.surfaceMuted)).toBeGreaterThanOrEqual(minimumTextContrast);
  });
});

describe('organizationColourStyle', () => {
  it('sets the primary, hover, focus and link custom properties and nothing else', () => {
    const style = organizationColourStyle('#0b5d6b', 'portal');
    expect(Object.keys(style)).toHaveLength(4);
    expect(Object.keys(style).every((name) => name.startsWith('--'))).toBe(true);
    expect(Object.values(style)).toEqual(expect.arrayContaining(['#0b5d6b', '#084650']));
  });
});
