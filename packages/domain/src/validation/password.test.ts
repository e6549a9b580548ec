import { describe, expect, it } from 'vitest';
import { describePasswordProblems, isValidPassword, passwordMessages } from './password.ts';

describe('isValidPassword', () => {
  it.each([
    ['7 characters with every class', 'Abcde1!', false],
    ['8 characters with every class', 'Abcdef1!', true],
    ['long with every class', 'Correct-Horse-9-Battery', true],
  ])('%s -> %s', (_case, value, expected) => {
    expect(isValidPassword(value)).toBe(expected);
  });

  it.each([
    ['a digit', 'Abcdefg!'],
    ['a special character', 'Abcdefg1'],
    ['an upper-case letter', 'abcdefg1!'],
    ['a lower-case letter', 'ABCDEFG1!'],
    ['any letter', '12345678!'],
  ])('rejects a password missing %s', (_missing, value) => {
    expect(isValidPassword(value)).toBe(false);
  });

  it('does not count a space as a special character', () => {
    expect(isValidPassword('Abcdef1 ')).toBe(false);
  });
});

describe('describePasswordProblems', () => {
  it('returns nothing for an acceptable password', () => {
    expect(describePasswordProblems('Abcdef1!')).toEqual([]);
  });

  it.each([
    ['Abcdefg!', passwordMessages.missingDigit],
    ['Abcdefg1', passwordMessages.missingSpecial],
    ['abcdefg1!', passwordMessages.missingUpperCase],
    ['ABCDEFG1!', passwordMessages.missingLowerCase],
    ['Abcde1!', passwordMessages.tooShort],
  ])('names the single problem of %s', (value, message) => {
    expect(describePasswordProblems(value)).toEqual([message]);
  });

  it('names every problem of a digits-only short password', () => {
    expect(describePasswordProblems('123')).toEqual([
      passwordMessages.tooShort,
      passwordMessages.missingLetter,
      passwordMessages.missingSpecial,
      passwordMessages.missingUpperCase,
      passwordMessages.missingLowerCase,
    ]);
  });
});
