import type { AuditLogEntry, Page } from '../schemas/index.ts';
import { defineRoute, fileReply, jsonReply } from './route.ts';

// The audit log for the provider: who did what, when, in which organisation, to which record.

const tag = 'Admin: audit log';

export const searchAuditLog = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/admin/audit',
  summary: 'A page of audit entries (newest first) by organisation, user, action and period.',
  tag,
  query: 'auditLogQuerySchema',
  reply: jsonReply<Page<AuditLogEntry>>(),
});

export const listAuditActions = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/admin/audit/actions',
  summary: 'Every action the audit log holds, for the action filter.',
  tag,
  reply: jsonReply<string[]>(),
});

export const exportAuditLog = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/admin/audit/export',
  summary: 'The filtered audit entries as CSV (newest first, at most 10,000 rows).',
  tag,
  query: 'auditLogFilterSchema',
  reply: fileReply,
});
