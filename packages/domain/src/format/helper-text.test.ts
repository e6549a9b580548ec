import { describe, expect, it } from 'vitest';
import { optionalHelperText } from './helper-text.ts';

describe('optionalHelperText', () => {
  it('reads Optional', () => {
    expect(optionalHelperText).toBe('Optional');
  });
});
