import { markdownTable } from './markdown-table.ts';
import type { Summary } from './statistics.ts';

// The results as a Markdown table, the shape of the API bench's, ready to paste into the README.

export interface ReportRow {
  cpu: string;
  measurement: string;
  summary: Summary;
  /** Share of frames that missed a 60 Hz vsync (over 16.7 ms, counted as over 20 ms), for scrolling rows. */
  slowFrames?: number;
  samples: string;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export function formatTable(rows: readonly ReportRow[]): string {
  const cells: string[][] = [
    ['CPU', 'measurement', 'median', 'p95', 'max', 'frames > 16.7 ms (missed vsync)', 'samples'],
    ...rows.map((row) => [
      row.cpu,
      row.measurement,
      ms(row.summary.median),
      ms(row.summary.p95),
      ms(row.summary.max),
      row.slowFrames === undefined ? '' : `${(row.slowFrames * 100).toFixed(1)} %`,
      row.samples,
    ]),
  ];
  return markdownTable(cells);
}
