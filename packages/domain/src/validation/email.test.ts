import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email.ts';

describe('isValidEmail', () => {
  it.each(['jane@example.com', 'jane.doe+jobs@mail.example.co.uk', 'J_O-E@sub-domain.example.org'])(
    'accepts a standard address %s',
    (value) => {
      expect(isValidEmail(value)).toBe(true);
    },
  );

  it.each([
    ['empty', ''],
    ['no @', 'jane.example.com'],
    ['two @', 'jane@doe@example.com'],
    ['no domain dot', 'jane@example'],
    ['one-letter top-level label', 'jane@example.c'],
    ['space inside', 'jane doe@example.com'],
    ['empty local part', '@example.com'],
    ['leading dot in local part', '.jane@example.com'],
    ['double dot in local part', 'jane..doe@example.com'],
    ['trailing dot in local part', 'jane.@example.com'],
    ['domain label starting with hyphen', 'jane@-example.com'],
    ['surrounding spaces', ' jane@example.com '],
  ])('rejects %s', (_case, value) => {
    expect(isValidEmail(value)).toBe(false);
  });

  it('rejects an address longer than 254 characters and accepts one of exactly 254', () => {
    const domain = '@example.com';
    const fits = `${'a'.repeat(254 - domain.length)}${domain}`;
    expect(fits).toHaveLength(254);
    expect(isValidEmail(fits)).toBe(true);
    expect(isValidEmail(`a${fits}`)).toBe(false);
  });
});
