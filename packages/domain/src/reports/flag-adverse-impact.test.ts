import { describe, expect, it } from 'vitest';
import { flagAdverseImpact } from './flag-adverse-impact.ts';
import type { ReportCell, ReportSection } from './report-figures.ts';

function section(rates: Record<string, ReportCell>): ReportSection {
  return {
    key: 'genderProgression',
    columns: [
      { key: 'applied', unit: 'people' },
      { key: 'interviewRate', unit: 'share', basedOn: ['applied'], comparedAcrossRows: true },
    ],
    rows: Object.entries(rates).map(([key, rate]) => ({
      key,
      label: key,
      cells: { applied: 40, interviewRate: rate },
    })),
    total: { key: 'total', label: 'All candidates', cells: { applied: 120, interviewRate: 1 } },
    rowsAddUp: true,
    chart: null,
  };
}

const flagsOf = (result: ReportSection) =>
  Object.fromEntries(result.rows.map((row) => [row.key, row.adverse]));

describe('flagAdverseImpact', () => {
  it('flags a rate under four fifths of the best shown rate, and not one at four fifths', () => {
    const result = flagAdverseImpact(section({ man: 0.5, woman: 0.39, other: 0.4 }));
    expect(flagsOf(result)).toEqual({ man: [], woman: ['interviewRate'], other: [] });
  });

  it('never lets a hidden rate set the best, nor flags one', () => {
    const result = flagAdverseImpact(
      section({ man: 0.5, woman: 0.45, small: 'suppressed', kept: 'withheld' }),
    );
    expect(flagsOf(result)).toEqual({ man: [], woman: [], small: [], kept: [] });
  });

  it('flags nothing when every shown rate is zero, and leaves the total row alone', () => {
    const result = flagAdverseImpact(section({ man: 0, woman: 0 }));
    expect(flagsOf(result)).toEqual({ man: [], woman: [] });
    expect(result.total?.adverse).toBeUndefined();
  });
});
