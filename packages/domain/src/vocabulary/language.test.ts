import { describe, expect, it } from 'vitest';
import { defaultLanguage, shouldApplyTranslations } from './language.ts';

describe('shouldApplyTranslations', () => {
  it.each<[string | null | undefined, boolean, boolean]>([
    ['cy', true, true],
    ['en', true, true],
    ['cy', false, false],
    [null, true, false],
    [undefined, true, false],
    ['', true, false],
    ['  ', true, false],
    [null, false, false],
  ])('with language %j and map loaded %s applies translations: %s', (language, mapLoaded, expected) => {
    expect(shouldApplyTranslations({ language, mapLoaded })).toBe(expected);
  });

  it('defaults to English', () => {
    expect(defaultLanguage).toBe('en');
  });
});
