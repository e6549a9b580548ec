import { describe, expect, it } from 'vitest';
import { toI18nextPlaceholders } from './placeholders.ts';

describe('toI18nextPlaceholders', () => {
  it('doubles the braces of every placeholder', () => {
    expect(toI18nextPlaceholders('email us at {email} or {phone}.')).toBe(
      'email us at {{email}} or {{phone}}.',
    );
  });

  it('leaves text without placeholders alone', () => {
    expect(toI18nextPlaceholders('Optional')).toBe('Optional');
  });
});
