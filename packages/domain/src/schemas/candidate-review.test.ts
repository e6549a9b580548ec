import { describe, expect, it } from 'vitest';
import { reviewerFeedbackSchema } from './candidate-review.ts';
import { fieldErrorsOf, parseOrFail } from './test-support.ts';

describe('reviewerFeedbackSchema', () => {
  it('accepts a recommendation with a comment', () => {
    expect(
      parseOrFail(reviewerFeedbackSchema, {
        recommendation: ' Invite to interview ',
        comment: 'Strong answers.',
      }),
    ).toEqual({ recommendation: 'Invite to interview', comment: 'Strong answers.' });
  });

  it('needs a recommendation', () => {
    expect(fieldErrorsOf(reviewerFeedbackSchema, { comment: 'Fine.' })[0]).toEqual({
      field: 'recommendation',
      message: 'This field is required.',
    });
  });
});
