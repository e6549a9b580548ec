import { describe, expect, it } from 'vitest';
import { adverseSection } from './adverse-section.ts';
import type { ReachRow } from './reach.ts';

const label = (value: string | null) => ({ value: value ?? 'not-given', label: value ?? 'Not given' });
const group = (
  key: string,
  applied: number,
  screening: number,
  interview: number,
  offer: number,
): ReachRow => ({
  values: [key],
  applied,
  screening,
  interview,
  offer,
});
const groups = [group('large', 40, 20, 10, 5), group('small', 3, 3, 3, 3)];
const everyone = group('all', 43, 23, 13, 8);
const adverseOf = (minimumGroupSize: number) =>
  adverseSection('test', groups, label, { everyone, rowsAddUp: true, minimumGroupSize }).rows.map((row) => [
    row.key,
    row.adverse,
  ]);

describe('adverseSection', () => {
  it('works out each stage rate from who started it and flags rates under four fifths of the best', () => {
    const [large] = adverseSection('test', [groups[0] as ReachRow, group('other', 10, 10, 10, 10)], label, {
      everyone,
      rowsAddUp: true,
      minimumGroupSize: 5,
    }).rows;
    expect(large?.cells).toEqual({
      applied: 40,
      reachedScreening: 20,
      screeningRate: 0.5,
      reachedInterview: 10,
      interviewRate: 0.5,
      reachedOffer: 5,
      offerRate: 0.5,
    });
    expect(large?.adverse).toEqual(['screeningRate', 'interviewRate', 'offerRate']);
  });

  it('leaves a group under the minimum out of choosing the best rate', () => {
    // The 3 who all passed would make the 40 look adverse at every stage; under the minimum of 5 they do not.
    expect(adverseOf(5)).toEqual([
      ['large', []],
      ['small', []],
    ]);
    expect(adverseOf(3)).toEqual([
      ['large', ['screeningRate', 'interviewRate', 'offerRate']],
      ['small', []],
    ]);
  });
});
