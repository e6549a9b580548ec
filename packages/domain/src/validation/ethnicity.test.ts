import { describe, expect, it } from 'vitest';
import type { EthnicityOption } from './ethnicity.ts';
import { filterEthnicitiesForYear, sortEthnicities } from './ethnicity.ts';

describe('sortEthnicities', () => {
  it('sorts alphabetically by label with every Other option last', () => {
    const list = [
      { label: 'White' },
      { label: 'Other ethnic group' },
      { label: 'asian' },
      { label: 'Black' },
      { label: 'Other (please specify)' },
      { label: 'Mixed' },
    ];
    expect(sortEthnicities(list).map((option) => option.label)).toEqual([
      'asian',
      'Black',
      'Mixed',
      'White',
      'Other (please specify)',
      'Other ethnic group',
    ]);
  });

  it('does not treat a label merely starting with the letters "Other" as Other', () => {
    expect(sortEthnicities([{ label: 'Otherwise' }, { label: 'Zulu' }]).map((o) => o.label)).toEqual([
      'Otherwise',
      'Zulu',
    ]);
  });

  it('leaves the input list unchanged', () => {
    const list = [{ label: 'B' }, { label: 'A' }];
    sortEthnicities(list);
    expect(list.map((o) => o.label)).toEqual(['B', 'A']);
  });
});

describe('filterEthnicitiesForYear', () => {
  const options: EthnicityOption[] = [
    { label: 'Always' },
    { label: 'Until 2015', restrictedAfter: 2015 },
    { label: 'Until 2019', restrictedAfter: 2019 },
  ];
  const labelsFor = (year: number | null) => filterEthnicitiesForYear(options, year).map((o) => o.label);

  it.each([
    [2015, ['Always', 'Until 2015', 'Until 2019']],
    [2016, ['Always', 'Until 2019']],
    [2019, ['Always', 'Until 2019']],
    [2020, ['Always']],
  ])('year %i shows %o', (year, expected) => {
    expect(labelsFor(year)).toEqual(expected);
  });

  it('shows every option when the year is unknown', () => {
    expect(labelsFor(null)).toEqual(['Always', 'Until 2015', 'Until 2019']);
  });
});
