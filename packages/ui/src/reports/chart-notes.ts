import type { ReportChart, ReportUnit } from '@shortlist/domain/reports';
import { formatReportFigure } from '@shortlist/domain/reports';
import type { ChartDatum } from './chart-data.ts';
import type { ReportFigureTexts } from './report-figure-texts.ts';
import { adverseMark } from './report-figure-texts.ts';

// What a chart writes beside its bars, since a bar's colour or length alone must not carry it: groups too
// small to show, and rates flagged as adverse impact.

/** Stacked: one note per row after the whole bar, naming its suppressed parts. */
export function stackNote(
  datum: ChartDatum | undefined,
  chart: ReportChart,
  texts: ReportFigureTexts,
  nameOf: (key: string) => string,
): string | null {
  if (!datum || datum.suppressed.length === 0) return null;
  if (datum.suppressed.length === chart.columns.length) return texts.suppressed;
  return `${texts.suppressed}: ${datum.suppressed.map(nameOf).join(', ')}`;
}

/** Side by side: a note after each suppressed or adverse bar. */
export function barNote(datum: ChartDatum | undefined, key: string, texts: ReportFigureTexts): string | null {
  if (datum?.suppressed.includes(key)) return texts.suppressed;
  if (datum?.adverse.includes(key)) return `${adverseMark} ${texts.adverse}`;
  return null;
}

/** The value axis of a unit: shares run to 100% in percentages; people in whole numbers. */
export function valueAxis(unit: ReportUnit, locale: string) {
  return {
    domain: unit === 'share' ? ([0, 1] as const) : ([0, 'auto'] as const),
    allowDecimals: unit !== 'people',
    tickFormatter: (value: number) => formatReportFigure(value, unit, '', { locale, grouping: true }),
  };
}
