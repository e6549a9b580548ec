import { describe, expect, it } from 'vitest';
import { defaultCountryBase, defaultCurrencySymbol, defaultLanguage } from './defaults.ts';

describe('product defaults', () => {
  it('counts a missing country base as UK, speaks English and charges in pounds', () => {
    expect(defaultCountryBase).toBe('UK');
    expect(defaultLanguage).toBe('en');
    expect(defaultCurrencySymbol).toBe('£');
  });
});
