import { describe, expect, it } from 'vitest';
import { vocabularyContext } from './vocabulary-context.ts';

describe('vocabularyContext', () => {
  it('maps each sector to its resource context', () => {
    expect(vocabularyContext('LAW_FIRM')).toBe('lawFirm');
    expect(vocabularyContext('CHAMBERS')).toBe('chambers');
    expect(vocabularyContext('COMPANY')).toBe('company');
  });

  it('reads a missing sector as a company', () => {
    expect(vocabularyContext(null)).toBe('company');
    expect(vocabularyContext(undefined)).toBe('company');
  });
});
