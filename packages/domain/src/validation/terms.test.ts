import { describe, expect, it } from 'vitest';
import { hasAgreedToTerms } from './terms.ts';

describe('hasAgreedToTerms', () => {
  describe('for an application with a role', () => {
    it.each([
      [true, true, true],
      [true, false, true],
      [false, true, true],
      [undefined, undefined, true],
      [null, false, true],
      [false, null, true],
      [false, false, false],
    ])('acceptTermAndConditions %s, acceptRare %s -> %s', (terms, rare, expected) => {
      expect(hasAgreedToTerms({ role: { id: 7 }, acceptTermAndConditions: terms, acceptRare: rare })).toBe(
        expected,
      );
    });

    it('counts a role given as an id', () => {
      expect(hasAgreedToTerms({ role: 7 })).toBe(true);
    });
  });

  describe('for an application without a role', () => {
    it.each([
      [true, undefined, true],
      [undefined, true, true],
      [undefined, undefined, false],
      [null, null, false],
      [false, false, false],
    ])('acceptTermAndConditions %s, acceptRare %s -> %s', (terms, rare, expected) => {
      expect(hasAgreedToTerms({ role: null, acceptTermAndConditions: terms, acceptRare: rare })).toBe(
        expected,
      );
    });
  });
});
