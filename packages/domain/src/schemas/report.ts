import { z } from 'zod';
import type { ReportDateRange } from '../constants/report-date-ranges.ts';
import { reportDateRanges } from '../constants/report-date-ranges.ts';
import { reportTypes } from '../enums/enumerations.ts';
import { anyReportKinds } from '../reports/report-kinds.ts';
import { epochSecondsSchema, idParamSchema, idSchema } from './common.ts';
import { enumField, fromQuery, objectSchema, readableErrors } from './fields.ts';

export const reportMessages = {
  customRange: 'Choose the start and end of a custom range.',
  rangeOrder: 'The end must not be before the start.',
} as const;

/** The short spellings of the §9 date ranges a query string may use (last30, ..., all). */
export const reportDateRangeAliases: Record<string, ReportDateRange> = {
  last30: 'LAST_30_DAYS',
  last60: 'LAST_60_DAYS',
  last90: 'LAST_90_DAYS',
  last12months: 'LAST_12_MONTHS',
  custom: 'CUSTOM',
  all: 'ALL_TIME',
};

// Decision: kinds, types and ranges are read without regard to case; a short range spelling maps to its name.
// A blank parameter counts as absent, like every other query value.
function readUpperCase(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value.trim() === '' ? undefined : value.trim().toUpperCase();
}
function readDateRange(value: unknown): unknown {
  if (typeof value !== 'string' || value.trim() === '') return readUpperCase(value);
  return reportDateRangeAliases[value.trim().toLowerCase()] ?? value.trim().toUpperCase();
}

/** GET /reports/{kind} path (§3 report kinds, the lateral ones included). */
export const reportParamsSchema = objectSchema({
  kind: z.preprocess(readUpperCase, enumField(anyReportKinds)),
});

/**
 * GET /reports/{kind} query (§9 report filters): one role, role level and department as reference-item
 * ids, a date range (all time by default; custom needs from and to, epoch seconds) and the report type (§3,
 * SNAPSHOT by default).
 */
export const reportQuerySchema = objectSchema({
  roleId: fromQuery(idSchema.optional()),
  roleLevel: fromQuery(idSchema.optional()),
  department: fromQuery(idSchema.optional()),
  range: z.preprocess(readDateRange, enumField(reportDateRanges).default('ALL_TIME')),
  from: fromQuery(epochSecondsSchema.optional()),
  to: fromQuery(epochSecondsSchema.optional()),
  type: z.preprocess(readUpperCase, enumField(reportTypes).default('SNAPSHOT')),
})
  .refine((query) => query.range !== 'CUSTOM' || (query.from !== undefined && query.to !== undefined), {
    error: reportMessages.customRange,
    path: ['from'],
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
    error: reportMessages.rangeOrder,
    path: ['to'],
  });
export type ReportQuery = z.output<typeof reportQuerySchema>;

export const reportShareMessages = {
  expiry: 'A link lasts from 1 to 90 days.',
} as const;

/** How long a share link lasts unless the manager admin says otherwise. */
export const reportShareDefaultDays = 30;

/**
 * POST /reports/shares: a read-only link to one report with its filters fixed (a custom range's bounds
 * included), lasting 1 to 90 days.
 */
export const reportShareSchema = objectSchema({
  kind: reportParamsSchema.shape.kind,
  query: reportQuerySchema,
  expiresInDays: z
    .number(readableErrors)
    .int({ error: reportShareMessages.expiry })
    .min(1, { error: reportShareMessages.expiry })
    .max(90, { error: reportShareMessages.expiry })
    .default(reportShareDefaultDays),
});
export type ReportShareInput = z.output<typeof reportShareSchema>;

/** GET /reports/shared/{token} and DELETE /reports/shares/{id}. */
export const reportShareTokenParamsSchema = objectSchema({ token: z.string().trim().min(20).max(200) });
export const reportShareIdParamsSchema = objectSchema({ id: idParamSchema });
