import { describe, expect, it } from 'vitest';
import { describeFilter } from './describe-filter.ts';

const words = {
  yes: 'Yes',
  no: 'No',
  option: (value: unknown) => (value === 3 ? 'Woman' : String(value)),
  distance: (miles: string, postcode: string) => `${miles} mi, ${postcode}`,
};

describe('describeFilter', () => {
  it('names the chosen options', () => {
    expect(describeFilter('gender', [3, 9], { ...words, name: 'Gender' })).toBe('Gender: Woman, 9');
  });

  it('writes ranges with open ends', () => {
    expect(
      describeFilter('graduationYear', { min: 2024, max: null }, { ...words, name: 'Graduation year' }),
    ).toBe('Graduation year: 2024 – …');
  });

  it('writes dates, yes/no and distances', () => {
    expect(
      describeFilter('dateAdded', { from: 1772323200, to: null }, { ...words, name: 'Date added' }),
    ).toBe('Date added: 2026-03-01 – …');
    expect(describeFilter('workPermit', false, { ...words, name: 'Right to work' })).toBe(
      'Right to work: No',
    );
    expect(
      describeFilter('location', { postcode: 'M1 1AE', miles: 10 }, { ...words, name: 'Distance' }),
    ).toBe('Distance: 10 mi, M1 1AE');
  });
});
