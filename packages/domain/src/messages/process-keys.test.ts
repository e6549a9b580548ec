import { describe, expect, it } from 'vitest';
import { isProcessKey, processKeys } from './process-keys.ts';

describe('processKeys', () => {
  it('lists the action names of the spec', () => {
    expect(processKeys).toEqual([
      'login',
      'otp',
      'candidate:load',
      'search:load',
      'user:load',
      'user:update',
      'user:avatar:upload',
      'user:delete',
    ]);
  });

  it.each([
    ['login', true],
    ['user:avatar:upload', true],
    ['user:avatar', false],
    ['export:csv', false],
  ])('accepts %s: %s', (key, expected) => {
    expect(isProcessKey(key)).toBe(expected);
  });
});
