import type { AuditLogEntry } from '@shortlist/domain/schemas';
import { toCsvLine } from '../search/export.ts';

const header = [
  'Time (UTC)',
  'Action',
  'Organisation',
  'User',
  'User email',
  'Record type',
  'Record',
  'Details',
];

/** The file name of an export: audit-log-2026-11-27.csv. */
export const auditFileName = (now: Date) => `audit-log-${now.toISOString().slice(0, 10)}.csv`;

/** Audit entries as CSV, one row each, details as JSON; cells are made inert against spreadsheet formulas. */
export function auditCsv(entries: readonly AuditLogEntry[], now: Date) {
  const lines = entries.map((entry) =>
    toCsvLine([
      new Date(entry.createdAt * 1000).toISOString(),
      entry.action,
      entry.organization?.name ?? null,
      entry.actor?.name ?? null,
      entry.actor?.email ?? null,
      entry.targetType,
      entry.targetId,
      JSON.stringify(entry.details),
    ]),
  );
  return { fileName: auditFileName(now), text: [toCsvLine(header), ...lines].join('') };
}
