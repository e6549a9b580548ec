import type { ReportReply } from '../reports/report-figures.ts';
import type { AnyReportKind } from '../reports/report-kinds.ts';
import type { ReportQuery } from '../schemas/report.ts';
import { defineRoute, emptyReply, jsonReply } from './route.ts';

// Reports: the manager reports of the caller's organisation (§3 report kinds and types, §9 filters), and
// read-only links to them that a manager admin shares and revokes.

const tag = 'Reports';

/** A share link as its organisation's managers see it; the token only in the reply that created it. */
export interface ReportShare {
  id: number;
  kind: AnyReportKind;
  query: ReportQuery;
  createdAt: number;
  createdBy: { id: number; name: string } | null;
  expiresAt: number;
  revokedAt: number | null;
  /** The site path that opens the report (`/manager/reports?share=...`); only when just created. */
  path?: string;
  token?: string;
}

export const fetchReport = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/reports/{kind}',
  summary:
    'One report of the organisation, filtered by role, role level, department, date range and type; groups under the minimum suppressed.',
  tag,
  params: 'reportParamsSchema',
  query: 'reportQuerySchema',
  reply: jsonReply<ReportReply>(),
});

export const createReportShare = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/reports/shares',
  summary: 'A read-only link to one report with its filters fixed (manager admins; 201).',
  tag,
  body: 'reportShareSchema',
  reply: jsonReply<ReportShare>(),
});

export const fetchReportShares = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/reports/shares',
  summary: "The organisation's report links, live, expired and revoked, newest first.",
  tag,
  reply: jsonReply<ReportShare[]>(),
});

export const revokeReportShare = defineRoute({
  method: 'DELETE',
  area: 'authenticated',
  path: '/reports/shares/{id}',
  summary: 'Revokes a report link at once (manager admins; 204).',
  tag,
  params: 'reportShareIdParamsSchema',
  reply: emptyReply,
});

export const fetchSharedReport = defineRoute({
  method: 'GET',
  area: 'public',
  path: '/reports/shared/{token}',
  summary:
    'The report a live share link opens, counted now with its fixed filters (404 once revoked or expired).',
  tag,
  params: 'reportShareTokenParamsSchema',
  reply: jsonReply<ReportReply>(),
});
