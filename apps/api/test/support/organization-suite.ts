import { and, count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Database } from '../../src/db/database.ts';
import { auditLog, organizations } from '../../src/db/schema/index.ts';
import { organizationIdOf } from './organization-candidates.ts';
import type { SignedIn } from './test-app.ts';
import { signIn, startTestApp } from './test-app.ts';

/**
 * The organisation suites' starting point: a test app, a caller of each kind (the provider admin, a Hartwell
 * manager-admin and manager, a Northwind manager, a candidate) and the two organisations' ids.
 */
export async function startOrganizationSuite() {
  const t = await startTestApp();
  return {
    t,
    admin: await signIn(t.app, 'admin@shortlist.test'),
    hartwellAdmin: await signIn(t.app, 'hm.admin@hartwell.test'),
    hartwellManager: await signIn(t.app, 'hm@hartwell.test'),
    northwindManager: await signIn(t.app, 'hm@northwind.test'),
    candidate: await signIn(t.app, 'candidate@shortlist.test'),
    hartwellId: await organizationIdOf(t.db, 'hartwell'),
    northwindId: await organizationIdOf(t.db, 'northwind'),
  };
}

export async function organizationCount(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(organizations);
  return row?.total ?? 0;
}

export async function auditCount(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(auditLog);
  return row?.total ?? 0;
}

export async function auditRows(db: Database, action: string, targetId: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))));
}

export const get = (caller: SignedIn, url: string, query: Record<string, string> = {}) =>
  caller.request({ method: 'GET', url, query });
export const send = (caller: SignedIn, method: InjectOptions['method'], url: string, payload: unknown) =>
  caller.request({ method, url, payload: payload as InjectOptions['payload'] });

export const validOrganization = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ashgrove Chambers',
  sector: { id: 2 },
  tier: 'BAR',
  subdomain: 'ashgrove',
  ...overrides,
});
