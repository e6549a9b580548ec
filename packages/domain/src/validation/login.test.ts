import { describe, expect, it } from 'vitest';
import { canSubmitLogin } from './login.ts';

describe('canSubmitLogin', () => {
  it.each([
    ['username and password', { username: 'jane', password: 'secret' }, true],
    ['a token alone', { token: 'abc' }, true],
    ['a token with a blank username', { username: '', password: '', token: 'abc' }, true],
    ['username without password', { username: 'jane', password: '' }, false],
    ['password without username', { username: '', password: 'secret' }, false],
    ['a blank username', { username: '   ', password: 'secret' }, false],
    ['a password of spaces', { username: 'jane', password: '  ' }, true],
    ['a blank token', { token: '  ' }, false],
    ['nothing', {}, false],
  ])('%s -> %s', (_case, input, expected) => {
    expect(canSubmitLogin(input)).toBe(expected);
  });
});
