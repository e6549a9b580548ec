import { describe, expect, it } from 'vitest';
import { bodyIndexOf, newRoundDraft, roundBodyOf, toggled } from './round-draft.ts';

const questions = [
  { fieldKey: 'whyUs', prompt: 'Why us?' },
  { fieldKey: 'deal', prompt: 'A deal?' },
];

describe('a round draft', () => {
  it('sends only the chosen questions, their guides without blank 2 and 4, and numbers from their boxes', () => {
    const draft = newRoundDraft(questions, 'Answers');
    const chosen = {
      ...draft,
      marksPerAnswer: '2',
      markerUserIds: [4, 5],
      questions: [
        { ...(draft.questions[0] as (typeof draft.questions)[number]), chosen: false },
        {
          ...(draft.questions[1] as (typeof draft.questions)[number]),
          weight: '3',
          guide: { 1: 'Poor', 2: ' ', 3: 'Fair', 4: 'Good', 5: 'Best' },
        },
      ],
    };
    expect(roundBodyOf(chosen)).toEqual({
      name: 'Answers',
      stageId: 29,
      marksPerAnswer: 2,
      questions: [{ fieldKey: 'deal', weight: 3, guide: { 1: 'Poor', 3: 'Fair', 4: 'Good', 5: 'Best' } }],
      markerUserIds: [4, 5],
      decisionMakerUserIds: [],
    });
    expect(bodyIndexOf(chosen, 'deal')).toBe(0);
    expect(bodyIndexOf(chosen, 'whyUs')).toBe(-1);
  });

  it('leaves a blank number for the API to name the field', () => {
    expect(roundBodyOf({ ...newRoundDraft(questions, 'x'), marksPerAnswer: '' }).marksPerAnswer).toBeNaN();
  });

  it('ticks and unticks people once each', () => {
    expect(toggled([1, 2], 2, true)).toEqual([1, 2]);
    expect(toggled([1, 2], 3, true)).toEqual([1, 2, 3]);
    expect(toggled([1, 2], 1, false)).toEqual([2]);
  });
});
