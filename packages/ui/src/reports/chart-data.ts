import type { ReportChart, ReportSection } from '@shortlist/domain/reports';

/** One bar group of a chart: its row's label, the drawn figures and the columns too small to show. */
export type ChartDatum = {
  label: string;
  /** A suppressed or missing figure is drawn as zero, never as its value. */
  values: Record<string, number>;
  suppressed: string[];
  /** The drawn columns flagged as adverse impact. */
  adverse: string[];
};

/** The rows of a section as a chart draws them (the total row is left to the table). */
export function toChartData(section: ReportSection, chart: ReportChart): ChartDatum[] {
  return section.rows.map((row) => {
    const values: Record<string, number> = {};
    const suppressed: string[] = [];
    for (const key of chart.columns) {
      const cell = row.cells[key] ?? null;
      values[key] = typeof cell === 'number' ? cell : 0;
      if (cell === 'suppressed') suppressed.push(key);
    }
    const adverse = chart.columns.filter((key) => row.adverse?.includes(key));
    return { label: row.label, values, suppressed, adverse };
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
