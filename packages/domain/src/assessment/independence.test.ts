import { describe, expect, it } from 'vitest';
import { othersOpenTo } from './independence.ts';

describe('othersOpenTo', () => {
  it('opens the others once every one of the reader’s own scorecards is submitted', () => {
    expect(othersOpenTo(['submitted'], false)).toBe(true);
    expect(othersOpenTo(['submitted', 'submitted'], false)).toBe(true);
  });

  it('keeps them closed while any own scorecard is a draft, a manager admin’s too', () => {
    expect(othersOpenTo(['draft'], true)).toBe(false);
    expect(othersOpenTo(['submitted', 'draft'], false)).toBe(false);
    expect(othersOpenTo(['submitted', 'draft'], true)).toBe(false);
  });

  it('opens them to a reader with none of their own only when they decide for the organisation', () => {
    expect(othersOpenTo([], true)).toBe(true);
    expect(othersOpenTo([], false)).toBe(false);
  });
});
