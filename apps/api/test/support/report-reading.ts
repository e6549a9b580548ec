import type { ReportCell, ReportReply, ReportSection } from '@shortlist/domain/reports';
import { expect } from 'vitest';
import type { SignedIn } from './test-app.ts';

/** A report as the caller sees it; fails the test unless it answered 200. */
export async function readReport(
  caller: SignedIn,
  kind: string,
  query: Record<string, string> = {},
): Promise<ReportReply> {
  const response = await caller.request({ method: 'GET', url: `/api/v1/reports/${kind}`, query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export function sectionOf(reply: ReportReply, key: string): ReportSection {
  const section = reply.sections.find((entry) => entry.key === key);
  if (!section) throw new Error(`no section ${key} in ${reply.sections.map((entry) => entry.key)}`);
  return section;
}

/** A section's rows by key (the total row as 'total'), each as its cells in the section's column order. */
export function figuresOf(section: ReportSection): Record<string, ReportCell[]> {
  const rows = section.total ? [...section.rows, section.total] : section.rows;
  return Object.fromEntries(
    rows.map((row) => [row.key, section.columns.map((column) => row.cells[column.key] ?? null)]),
  );
}

/** Each row's adverse-impact flags, by row key. */
export function adverseOf(section: ReportSection): Record<string, string[]> {
  return Object.fromEntries(section.rows.map((row) => [row.key, row.adverse ?? []]));
}

/** A group of fewer than the minimum (primary suppression). */
export const S = 'suppressed';
/** A figure hidden only so that a small group cannot be worked out: a complement, or a rate of a hidden basis. */
export const W = 'withheld';
