import { describe, expect, it } from 'vitest';
import type { ReportColumn, ReportRow, ReportSection } from './report-figures.ts';
import { suppressSmallGroups } from './suppress-small-groups.ts';

const stageColumns: ReportColumn[] = [
  { key: 'applied', unit: 'people', partOf: 'total' },
  { key: 'interview', unit: 'people', partOf: 'total' },
  { key: 'offer', unit: 'people', partOf: 'total' },
  { key: 'total', unit: 'people' },
  { key: 'share', unit: 'share', basedOn: ['total'] },
];

function row(key: string, applied: number, interview: number, offer: number, share = 0): ReportRow {
  return {
    key,
    label: key,
    cells: { applied, interview, offer, total: applied + interview + offer, share },
  };
}

function section(rows: ReportRow[], total: ReportRow | null, rowsAddUp = true): ReportSection {
  return { key: 'gender', columns: stageColumns, rows, total, rowsAddUp, chart: null };
}

describe('suppressSmallGroups', () => {
  it('leaves figures of the minimum and over, and zeros, as they are', () => {
    const figures = section([row('woman', 10, 5, 0), row('man', 7, 6, 5)], row('all', 17, 11, 5));
    expect(suppressSmallGroups(figures, 5)).toEqual(figures);
  });

  it('hides a group of 3 and withholds the next smallest part of its row, so neither follows from the total', () => {
    const [woman] = suppressSmallGroups(section([row('woman', 20, 3, 9)], null, false), 5).rows;
    expect(woman?.cells).toEqual({
      applied: 20,
      interview: 'suppressed',
      offer: 'withheld',
      total: 32,
      share: 0,
    });
  });

  it('withholds a complementary cell of 30: it is hidden, but it is not a group of fewer than 5', () => {
    const [woman] = suppressSmallGroups(section([row('woman', 30, 3, 0)], null, false), 5).rows;
    expect(woman?.cells).toEqual({
      applied: 'withheld',
      interview: 'suppressed',
      offer: 0,
      total: 33,
      share: 0,
    });
  });

  it('hides the whole when the only other parts are zero, and withholds the share worked out from it', () => {
    const [woman] = suppressSmallGroups(section([row('woman', 0, 3, 0)], null, false), 5).rows;
    expect(woman?.cells.interview).toBe('suppressed');
    expect(woman?.cells.total).toBe('suppressed');
    expect(woman?.cells.share).toBe('withheld');
  });

  it('hides a second group in the column when the rows add up to a shown total', () => {
    const result = suppressSmallGroups(
      section(
        [row('woman', 40, 10, 10), row('man', 30, 12, 10), row('other', 2, 0, 0)],
        row('all', 72, 22, 20),
      ),
      5,
    );
    const applied = result.rows.map((entry) => entry.cells.applied);
    expect(applied).toEqual([40, 'withheld', 'suppressed']);
    // The small group's total (2) goes too, and with it a second total in that column, withheld.
    expect(result.rows.map((entry) => entry.cells.total)).toEqual([60, 'withheld', 'suppressed']);
    expect(result.rows.map((entry) => entry.cells.share)).toEqual([0, 'withheld', 'withheld']);
    expect(result.total?.cells.applied).toBe(72);
  });

  it('counts a withheld figure as hidden: a column with one withheld cell withholds a second', () => {
    const result = suppressSmallGroups(
      section([row('a', 2, 10, 0), row('b', 20, 30, 0), row('c', 25, 40, 0)], row('all', 47, 80, 0)),
      5,
    );
    const figures = (key: 'applied' | 'interview' | 'total') => result.rows.map((entry) => entry.cells[key]);
    expect(figures('applied')).toEqual(['suppressed', 'withheld', 25]);
    // Row a's interview is withheld so its 2 cannot follow from its total; then b's so a's 10 cannot follow.
    expect(figures('interview')).toEqual(['withheld', 'withheld', 40]);
    expect(figures('total')).toEqual([12, 50, 65]);
  });

  it('does not look across rows that overlap (a candidate in several rows)', () => {
    const result = suppressSmallGroups(
      section([row('russell', 40, 10, 10), row('oxbridge', 3, 0, 0)], row('all', 72, 22, 20), false),
      5,
    );
    expect(result.rows[0]?.cells.applied).toBe(40);
    expect(result.rows[1]?.cells.applied).toBe('suppressed');
  });

  it('withholds a rate worked out from a hidden count, and what is worked out from that rate', () => {
    const columns: ReportColumn[] = [
      { key: 'applied', unit: 'people' },
      { key: 'progressed', unit: 'people' },
      { key: 'rate', unit: 'share', basedOn: ['applied', 'progressed'] },
      { key: 'impact', unit: 'ratio', basedOn: ['rate'] },
    ];
    const group: ReportRow = {
      key: 'x',
      label: 'x',
      cells: { applied: 30, progressed: 2, rate: 0.0667, impact: 0.2 },
    };
    const [result] = suppressSmallGroups(
      { key: 'gender', columns, rows: [group], total: null, rowsAddUp: false, chart: null },
      5,
    ).rows;
    expect(result?.cells).toEqual({
      applied: 30,
      progressed: 'suppressed',
      rate: 'withheld',
      impact: 'withheld',
    });
  });

  it('uses a higher minimum where the organisation sets one (both parts of 7 and 9 are then small)', () => {
    const [woman] = suppressSmallGroups(section([row('woman', 20, 7, 9)], null, false), 10).rows;
    expect(woman?.cells.interview).toBe('suppressed');
    expect(woman?.cells.offer).toBe('suppressed');
  });

  it('does not change the section it is given', () => {
    const figures = section([row('woman', 20, 3, 9)], null, false);
    suppressSmallGroups(figures, 5);
    expect(figures.rows[0]?.cells.interview).toBe(3);
  });
});
