import { markdownTable } from './markdown-table.ts';
import type { Summary } from './statistics.ts';

// The careers bench's results as the README's table: one row per page and device profile.

export interface VitalsRow {
  page: string;
  profile: string;
  lcpMs: Summary;
  tbtMs: Summary;
  cls: Summary;
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

export const formatLcp = (lcp: Summary) =>
  `${seconds(lcp.median)} s (${seconds(lcp.min)}–${seconds(lcp.max)})`;
export const formatTbt = (ms: number) => `${Math.round(ms).toLocaleString('en-GB')} ms`;
export const formatCls = (cls: number) => cls.toFixed(3);

export function formatVitalsTable(rows: readonly VitalsRow[]): string {
  return markdownTable([
    ['page', 'profile', 'LCP median (min–max)', 'TBT median', 'CLS median'],
    ...rows.map((row) => [
      row.page,
      row.profile,
      formatLcp(row.lcpMs),
      formatTbt(row.tbtMs.median),
      formatCls(row.cls.median),
    ]),
  ]);
}
