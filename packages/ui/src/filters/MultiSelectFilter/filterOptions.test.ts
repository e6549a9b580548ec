import { describe, expect, it } from 'vitest';
import { filterOptions } from './filterOptions.ts';

const options = [
  { value: 'leeds', label: 'University of Leeds' },
  { value: 'beckett', label: 'Leeds Beckett University' },
  { value: 'oxford', label: 'University of Oxford' },
];

describe('filterOptions', () => {
  it('keeps the options whose label contains the term in any case', () => {
    expect(filterOptions(options, 'LEEDS').map((option) => option.value)).toEqual(['leeds', 'beckett']);
  });

  it('keeps every option for a blank term', () => {
    expect(filterOptions(options, '  ')).toHaveLength(3);
  });

  it('keeps none when nothing contains the term', () => {
    expect(filterOptions(options, 'cambridge')).toEqual([]);
  });
});
