import type { ReportChart as ReportChartShape, ReportSection } from '@shortlist/domain/reports';
import { formatReportFigure } from '@shortlist/domain/reports';
import { useState } from 'react';
import type { LabelProps } from 'recharts';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { vars } from '../theme/contract.css.ts';
import type { Box } from './ChartText.tsx';
import { BarNote, chartMargin, hidden, RowLabel } from './ChartText.tsx';
import type { ChartDatum } from './chart-data.ts';
import { chartHeight, toChartData } from './chart-data.ts';
import { barNote, hasHidden, stackNote, valueAxis } from './chart-notes.ts';
import * as styles from './ReportChart.css.ts';
import type { ReportFigureTexts } from './report-figure-texts.ts';

const series = [
  vars.chart.series1,
  vars.chart.series2,
  vars.chart.series3,
  vars.chart.series4,
  vars.chart.series5,
];

export type ReportChartProps = {
  section: ReportSection;
  chart: ReportChartShape;
  /** The chart's accessible name, e.g. "Chart: School type". */
  label: string;
  texts: ReportFigureTexts;
  /** BCP 47 locale of the axis and tooltip figures, e.g. 'en-GB'. */
  locale: string;
};

/** A section's figures as horizontal bars, one group per row, stacked where the columns are parts. */
export function ReportChart({ section, chart, label, texts, locale }: ReportChartProps) {
  // The row labels and the notes after the bars each take a share of the width the chart is given.
  const [width, setWidth] = useState(0);
  const labelWidth = Math.round(Math.min(200, Math.max(96, width * 0.28)));
  const notesRoom = Math.round(width * 0.25);
  const data = toChartData(section, chart);
  const columnOf = (key: string) => section.columns.find((column) => column.key === key);
  const nameOf = (key: string) => {
    const column = columnOf(key);
    return column ? texts.columnLabel(column) : key;
  };
  const stacked = chart.type === 'stacked';
  const hasNotes = data.some((datum) => hasHidden(datum) || datum.adverse.length > 0);
  const unitOf = (key: string) => columnOf(key)?.unit ?? 'people';
  const axis = valueAxis(unitOf(chart.columns[0] ?? ''), locale);
  // Recharts leaves zero-length bars out, labels included: a hidden bar keeps one invisible pixel.
  const keepFor = (hasNote: (datum: ChartDatum) => boolean) => (_: unknown, index: number) =>
    data[index] && hasNote(data[index]) ? 1 : 0;
  const noteLabel = (note: (datum: ChartDatum | undefined) => string | null) => (
    <LabelList
      content={(props: LabelProps) => {
        const text = note(data[props.index ?? -1]);
        const box = props.viewBox as Box | undefined;
        return text && box ? (
          <BarNote box={box} plot={props.parentViewBox as Box | undefined} text={text} />
        ) : null;
      }}
    />
  );
  return (
    <figure className={styles.figure} aria-label={label}>
      <ResponsiveContainer
        width="100%"
        height={chartHeight(data.length, chart)}
        onResize={(measured) => setWidth(measured)}
      >
        <BarChart data={data} layout="vertical" margin={chartMargin}>
          <CartesianGrid horizontal={false} />
          <XAxis
            type="number"
            domain={[...axis.domain]}
            allowDecimals={axis.allowDecimals}
            tickFormatter={axis.tickFormatter}
            // Notes of hidden and adverse figures need room after the longest bar.
            padding={{ left: 0, right: hasNotes ? notesRoom : 0 }}
          />
          <YAxis
            type="category"
            dataKey="label"
            width={labelWidth}
            tick={(props) => (
              <RowLabel
                x={props.x}
                y={props.y}
                width={labelWidth - 8}
                text={String(props.payload?.value ?? '')}
              />
            )}
          />
          <Tooltip
            formatter={(value, name, item) => {
              const datum = item.payload as ChartDatum;
              const key = chart.columns.find((each) => nameOf(each) === name) ?? '';
              const mark = datum.hidden[key];
              if (mark) return texts[mark];
              return formatReportFigure(Number(value), unitOf(key), texts, {
                locale,
                grouping: true,
              });
            }}
          />
          <Legend
            itemSorter={null}
            formatter={(value) => <span className={styles.legendText}>{value}</span>}
          />
          {chart.columns.map((key, index) => (
            <Bar
              key={key}
              dataKey={(datum: ChartDatum) => datum.values[key] ?? 0}
              name={nameOf(key)}
              fill={series[index % series.length]}
              stroke={vars.color.surface}
              strokeWidth={1}
              isAnimationActive={false}
              {...(stacked
                ? { stackId: 'row' }
                : { minPointSize: keepFor((datum) => barNote(datum, key, texts) !== null) })}
            >
              {stacked
                ? null
                : data.map((datum) => <Cell key={datum.label} {...(datum.hidden[key] ? hidden : {})} />)}
              {stacked ? null : noteLabel((datum) => barNote(datum, key, texts))}
            </Bar>
          ))}
          {stacked ? (
            <Bar
              dataKey={() => 0}
              stackId="row"
              legendType="none"
              tooltipType="none"
              isAnimationActive={false}
              minPointSize={keepFor(hasHidden)}
              {...hidden}
            >
              {noteLabel((datum) => stackNote(datum, chart, texts, nameOf))}
            </Bar>
          ) : null}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
