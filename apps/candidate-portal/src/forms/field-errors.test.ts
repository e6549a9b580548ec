import { describe, expect, it } from 'vitest';
import { mapFieldErrors } from './field-errors.ts';
import { readCustomAnswer, writeCustomAnswer } from './form-answers.ts';
import { mayAgreeToTerms } from './terms.ts';

describe('mapFieldErrors', () => {
  it('places responses.<key> on the question and responses.<n> on the n-th response sent', () => {
    const sent = [
      { questionId: 'name', response: 'A' },
      { questionId: 'why', response: 'B' },
    ];
    expect(
      mapFieldErrors(
        [
          { field: 'responses.whyUs', message: 'This field is required.' },
          { field: 'responses.1.response', message: 'Too long.' },
          { field: 'acceptTermAndConditions', message: 'Agree to the terms.' },
          { field: 'acceptTermAndConditions', message: 'A second message is dropped.' },
        ],
        sent,
      ),
    ).toEqual({
      whyUs: 'This field is required.',
      why: 'Too long.',
      acceptTermAndConditions: 'Agree to the terms.',
    });
  });
});

describe('custom prefer-not-to-say answers', () => {
  const optionValues = ['state', 'independent'];

  it('reads an option, prefer-not-to-say or the candidate’s own words back from one string', () => {
    expect(readCustomAnswer('state', optionValues)).toEqual({ choice: 'state', custom: '' });
    expect(readCustomAnswer('PREFER_NOT_TO_SAY', optionValues)).toEqual({
      choice: 'PREFER_NOT_TO_SAY',
      custom: '',
    });
    expect(readCustomAnswer('Home educated', optionValues)).toEqual({
      choice: 'OTHER',
      custom: 'Home educated',
    });
    expect(readCustomAnswer(null, optionValues)).toEqual({ choice: null, custom: '' });
  });

  it('writes the words, or OTHER while none are typed', () => {
    expect(writeCustomAnswer({ choice: 'OTHER', custom: 'Home educated' })).toBe('Home educated');
    expect(writeCustomAnswer({ choice: 'OTHER', custom: ' ' })).toBe('OTHER');
    expect(writeCustomAnswer({ choice: 'state', custom: '' })).toBe('state');
  });
});

describe('mayAgreeToTerms', () => {
  it('needs the tick, or a RARE consent given before', () => {
    expect(mayAgreeToTerms({ roleId: 7, ticked: false, acceptRare: null })).toBe(false);
    expect(mayAgreeToTerms({ roleId: 7, ticked: true, acceptRare: null })).toBe(true);
    expect(mayAgreeToTerms({ roleId: 7, ticked: false, acceptRare: true })).toBe(true);
    expect(mayAgreeToTerms({ roleId: null, ticked: false, acceptRare: false })).toBe(false);
  });
});
