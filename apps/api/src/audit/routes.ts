import { exportAuditLog, listAuditActions, searchAuditLog } from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';

/** /api/v1/admin/audit: the provider's search of the audit log, its actions, and the CSV export. */
export async function auditLogRoutes(app: FastifyInstance): Promise<void> {
  const { auditLog } = app.services;

  serveRoute(app, searchAuditLog, ({ auth, query }) => auditLog.search(auth, query));
  serveRoute(app, listAuditActions, ({ auth }) => auditLog.actions(auth));
  serveRoute(app, exportAuditLog, async ({ auth, query, reply }) => {
    const file = await auditLog.exportCsv(auth, query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.text);
  });
}
