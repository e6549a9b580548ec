import { describe, expect, it } from 'vitest';
import { toCallBody } from './call-body.ts';

describe('toCallBody', () => {
  it('sends FormData as a multipart form and anything else as JSON', () => {
    const form = new FormData();
    expect(toCallBody(form)).toEqual({ form });
    expect(toCallBody({ filename: 'cv.pdf' })).toEqual({ json: { filename: 'cv.pdf' } });
    expect(toCallBody(undefined)).toEqual({});
  });
});
