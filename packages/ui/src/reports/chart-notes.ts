import type { ReportChart, ReportUnit } from '@shortlist/domain/reports';
import { formatReportFigure, hiddenFigures } from '@shortlist/domain/reports';
import type { ChartDatum } from './chart-data.ts';
import type { ReportFigureTexts } from './report-figure-texts.ts';
import { adverseMark } from './report-figure-texts.ts';

// What a chart writes beside its bars, since a bar's colour or length alone must not carry it: figures
// hidden ("fewer than 5", "withheld"), and rates flagged as adverse impact.

/** Whether a row has a hidden figure among the chart's columns. */
export const hasHidden = (datum: ChartDatum) => Object.keys(datum.hidden).length > 0;

/**
 * Stacked: one note per row after the whole bar, naming its hidden parts by mark ("fewer than 5:
 * Screening; withheld: Offer"), or just the mark when every part has it.
 */
export function stackNote(
  datum: ChartDatum | undefined,
  chart: ReportChart,
  texts: ReportFigureTexts,
  nameOf: (key: string) => string,
): string | null {
  if (!datum || !hasHidden(datum)) return null;
  const parts = hiddenFigures.flatMap((mark) => {
    const keys = chart.columns.filter((key) => datum.hidden[key] === mark);
    if (keys.length === 0) return [];
    return [
      keys.length === chart.columns.length ? texts[mark] : `${texts[mark]}: ${keys.map(nameOf).join(', ')}`,
    ];
  });
  return parts.join('; ');
}

/** Side by side: a note after each hidden or adverse bar. */
export function barNote(datum: ChartDatum | undefined, key: string, texts: ReportFigureTexts): string | null {
  const mark = datum?.hidden[key];
  if (mark) return texts[mark];
  if (datum?.adverse.includes(key)) return `${adverseMark} ${texts.adverse}`;
  return null;
}

/** The value axis of a unit: shares run to 100% in percentages; people in whole numbers. */
export function valueAxis(unit: ReportUnit, locale: string) {
  return {
    domain: unit === 'share' ? ([0, 1] as const) : ([0, 'auto'] as const),
    allowDecimals: unit !== 'people',
    tickFormatter: (value: number) =>
      formatReportFigure(value, unit, { suppressed: '', withheld: '' }, { locale, grouping: true }),
  };
}
