import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organizations } from '../../src/db/schema/index.ts';
import { recordAudit } from '../../src/shared/audit.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.app, 'admin@shortlist.test');
  const [hartwell] = await t.db.select().from(organizations).where(eq(organizations.subdomain, 'hartwell'));
  // Two report readings, as the report service records them, oldest first.
  for (const action of ['report.viewed', 'report.special-category.viewed']) {
    await recordAudit(t.db, {
      actorUserId: null,
      organizationId: hartwell?.id,
      action,
      targetType: 'report',
    });
  }
});
afterAll(() => t.close());

describe('GET /api/v1/admin/audit/export', () => {
  it('downloads the filtered entries as CSV, and the export is itself audited', async () => {
    const response = await admin.request({ method: 'GET', url: '/api/v1/admin/audit/export?action=report' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('Time (UTC),Action,Organisation,User,User email,Record type,Record,Details');
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual([
      'report.special-category.viewed',
      'report.viewed',
    ]);
    const exported = await t.db.select().from(auditLog).where(eq(auditLog.action, 'audit.exported'));
    expect(exported.map((entry) => entry.details)).toEqual([{ action: 'report', count: 2 }]);
  });
});
