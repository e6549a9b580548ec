import { describe, expect, it } from 'vitest';
import { isSuccessMessageKey, successMessages } from './success-messages.ts';

describe('successMessages', () => {
  it.each([
    ['export:csv', 'Export successful. Downloading csv file to your filesystem.'],
    ['translation:csv', 'Translation file reloaded.'],
    ['user:password:update', 'Password updated.'],
    ['user:security:updated', 'Contact preferences updated.'],
    [
      'user:verified',
      'Account created. Complete your profile so that elite legal employers can find out more about you.',
    ],
    ['user:updated', 'User updated.'],
    ['group:refresh', 'Group refreshed'],
  ] as const)('says %s -> %s', (key, text) => {
    expect(successMessages[key]).toBe(text);
  });

  it('holds exactly the seven keys of the spec', () => {
    expect(Object.keys(successMessages)).toHaveLength(7);
  });
});

describe('isSuccessMessageKey', () => {
  it.each([
    ['export:csv', true],
    ['group:refresh', true],
    ['user:delete', false],
    ['toString', false],
    ['', false],
  ])('accepts %s: %s', (key, expected) => {
    expect(isSuccessMessageKey(key)).toBe(expected);
  });
});
