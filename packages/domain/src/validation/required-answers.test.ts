import { describe, expect, it } from 'vitest';
import { findMissingRequiredAnswers, isAnswered, isAnswerRequired } from './required-answers.ts';

const form = {
  sections: [
    {
      key: 'aboutYou',
      fields: [
        { key: 'intro', type: 'info' },
        { key: 'office', type: 'dropdown', required: true },
        { key: 'rightToWork', type: 'toggle', required: true },
        { key: 'linkedin', type: 'text' },
      ],
    },
    {
      key: 'declarations',
      fields: [{ key: 'confirmAccuracy', type: 'checkbox', required: true }],
    },
  ],
};

describe('isAnswerRequired', () => {
  it('follows the field and the required flags', () => {
    expect(isAnswerRequired(form, 'aboutYou', { key: 'office', type: 'dropdown', required: true })).toBe(
      true,
    );
    expect(
      isAnswerRequired({ required: { linkedin: true } }, 'aboutYou', { key: 'linkedin', type: 'text' }),
    ).toBe(true);
    expect(isAnswerRequired(form, 'aboutYou', { key: 'linkedin', type: 'text' })).toBe(false);
  });

  it('never requires an info text, a hidden field or a field of a hidden section', () => {
    expect(isAnswerRequired(form, 'aboutYou', { key: 'intro', type: 'info', required: true })).toBe(false);
    const office = { key: 'office', type: 'dropdown', required: true };
    expect(isAnswerRequired({ fields: { office: false } }, 'aboutYou', office)).toBe(false);
    expect(isAnswerRequired({ subsections: { aboutYou: false } }, 'aboutYou', office)).toBe(false);
    expect(isAnswerRequired({ required: { office: false } }, 'aboutYou', office)).toBe(false);
  });
});

describe('isAnswered', () => {
  it.each([
    ['text', 'London', true],
    ['text', '   ', false],
    ['checkboxList', [], false],
    ['checkboxList', ['a'], true],
    ['toggle', false, true],
    ['checkbox', false, false],
    ['checkbox', true, true],
    ['date', null, false],
    ['date', undefined, false],
    ['text', 0, true],
  ])('a %s field answered %j -> %s', (type, response, expected) => {
    expect(isAnswered(type, response)).toBe(expected);
  });
});

describe('findMissingRequiredAnswers', () => {
  it('lists every required field without an answer, in form order', () => {
    expect(findMissingRequiredAnswers(form, [{ questionId: 'rightToWork', response: false }])).toEqual([
      'office',
      'confirmAccuracy',
    ]);
  });

  it('finds nothing missing when every required field is answered', () => {
    const responses = [
      { questionId: 'office', response: 'london' },
      { questionId: 'rightToWork', response: true },
      { questionId: 'confirmAccuracy', response: true },
    ];
    expect(findMissingRequiredAnswers(form, responses)).toEqual([]);
  });

  it('requires nothing of a form without sections', () => {
    expect(findMissingRequiredAnswers({}, [])).toEqual([]);
    expect(findMissingRequiredAnswers(null, [])).toEqual([]);
  });
});
