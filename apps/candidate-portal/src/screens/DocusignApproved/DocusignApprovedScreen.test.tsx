import { describe, expect, it } from 'vitest';
import { readSignatureReturn } from './DocusignApprovedScreen.tsx';

describe('readSignatureReturn', () => {
  it('reads the candidate, the provider event and the envelope', () => {
    expect(
      readSignatureReturn(new URLSearchParams('candidateId=7&event=signing_complete&envelopeId=env-1')),
    ).toEqual({ candidateId: '7', status: 'signing_complete', envelopeId: 'env-1' });
  });

  it('counts a return without an outcome as completed and an unknown outcome as an exception', () => {
    expect(readSignatureReturn(new URLSearchParams('candidate_id=7'))?.status).toBe('completed');
    expect(readSignatureReturn(new URLSearchParams('candidateId=7&event=surprise'))?.status).toBe(
      'exception',
    );
  });

  it('has nothing to record without a candidate id', () => {
    expect(readSignatureReturn(new URLSearchParams('event=signing_complete'))).toBeNull();
    expect(readSignatureReturn(new URLSearchParams('candidateId=abc'))).toBeNull();
  });
});
