import { describe, expect, it } from 'vitest';
import {
  authErrorDescriptions,
  chunkLoadErrorMessage,
  crashHeading,
  formatSupportMessage,
  genericErrorMessage,
} from './error-messages.ts';

describe('error texts', () => {
  it('keeps the spec wording', () => {
    expect(genericErrorMessage).toBe('Some error happened. Please try again later.');
    expect(crashHeading).toBe("Sorry. There's been a problem.");
    expect(chunkLoadErrorMessage).toBe('Loading chunk failed');
    expect(authErrorDescriptions).toEqual({
      invalidLoginCookie: 'Invalid login cookie.',
      cannotConvertAccessToken: 'Cannot convert access token to JSON',
    });
  });
});

describe('formatSupportMessage', () => {
  it('fills in the support address', () => {
    expect(formatSupportMessage('support@shortlist.test')).toBe(
      'System error. Please contact your account manager for support or email us at support@shortlist.test.',
    );
  });

  it('keeps dollar signs in the address literal', () => {
    expect(formatSupportMessage('a$&b@x.test')).toBe(
      'System error. Please contact your account manager for support or email us at a$&b@x.test.',
    );
  });
});
