import type { HiddenFigure, ReportChart, ReportSection } from '@shortlist/domain/reports';
import { isHiddenFigure } from '@shortlist/domain/reports';

/** One bar group of a chart: its row's label, the drawn figures and the columns hidden from it. */
export type ChartDatum = {
  label: string;
  /** A hidden or missing figure is drawn as zero, never as its value. */
  values: Record<string, number>;
  /** The mark of each hidden column ('suppressed' or 'withheld'). */
  hidden: Partial<Record<string, HiddenFigure>>;
  /** The drawn columns flagged as adverse impact. */
  adverse: string[];
};

/** The rows of a section as a chart draws them (the total row is left to the table). */
export function toChartData(section: ReportSection, chart: ReportChart): ChartDatum[] {
  return section.rows.map((row) => {
    const values: Record<string, number> = {};
    const hidden: Partial<Record<string, HiddenFigure>> = {};
    for (const key of chart.columns) {
      const cell = row.cells[key] ?? null;
      values[key] = typeof cell === 'number' ? cell : 0;
      if (isHiddenFigure(cell)) hidden[key] = cell;
    }
    const adverse = chart.columns.filter((key) => row.adverse?.includes(key));
    return { label: row.label, values, hidden, adverse };
  });
}

// Room per bar group: one bar when stacked, a thinner bar per column side by side otherwise.
const barSize = 18;
const axisAndLegend = 90;

/** The chart's height in px for its number of rows and bars. */
export function chartHeight(rowCount: number, chart: ReportChart): number {
  const barsPerRow = chart.type === 'stacked' ? 1 : chart.columns.length;
  return axisAndLegend + rowCount * (barsPerRow * barSize + 22);
}
