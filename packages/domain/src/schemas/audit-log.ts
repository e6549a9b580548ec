import type { z } from 'zod';
import { epochSecondsSchema, idSchema, pageQuerySchema } from './common.ts';
import { fromQuery, objectSchema, stringField } from './fields.ts';

export const auditLogMessages = {
  dateRangeOrder: 'The end of the period must not be before its start.',
  action: 'Use letters, digits, dots and hyphens, such as report.viewed.',
} as const;

// An action is a dotted name (report.viewed); a prefix such as `report` matches all its kinds.
const actionPattern = /^[a-z][a-z0-9.-]*$/i;
const blankAsAbsent = (value: string) => (value === '' ? undefined : value);

const filterShape = {
  organizationId: fromQuery(idSchema.optional()),
  user: stringField().trim().max(255).transform(blankAsAbsent).optional(),
  action: stringField()
    .trim()
    .max(100)
    .refine((value) => value === '' || actionPattern.test(value), { error: auditLogMessages.action })
    .transform(blankAsAbsent)
    .optional(),
  from: fromQuery(epochSecondsSchema.optional()),
  to: fromQuery(epochSecondsSchema.optional()),
};

const periodInOrder = {
  check: (query: { from?: number | undefined; to?: number | undefined }) =>
    query.from === undefined || query.to === undefined || query.from <= query.to,
  message: { error: auditLogMessages.dateRangeOrder, path: ['to'] },
};

/** GET /admin/audit/export: organisation, the acting user (email or name), action and period. */
export const auditLogFilterSchema = objectSchema(filterShape).refine(
  periodInOrder.check,
  periodInOrder.message,
);
export type AuditLogFilter = z.output<typeof auditLogFilterSchema>;

/** GET /admin/audit: the filters and a page (newest first). */
export const auditLogQuerySchema = objectSchema({
  ...filterShape,
  page: pageQuerySchema.shape.page,
  resultsPerPage: pageQuerySchema.shape.resultsPerPage,
}).refine(periodInOrder.check, periodInOrder.message);
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

/** One entry of the audit log: who did what, when, in which organisation, to which record. */
export type AuditLogEntry = {
  id: number;
  createdAt: number;
  action: string;
  organization: { id: number; name: string } | null;
  actor: { id: number; name: string; email: string } | null;
  targetType: string;
  targetId: string | null;
  /** Secrets and tokens never appear here. */
  details: Record<string, unknown>;
};
