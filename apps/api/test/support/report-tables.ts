import type { ReportReply, ReportSection } from '@shortlist/domain/reports';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { organizations } from '../../src/db/schema/index.ts';
import { organizationIdOf } from './organization-candidates.ts';
import { addProcessReportWorld, addSmallRound } from './process-report-world.ts';
import type { SignedIn } from './test-app.ts';
import { signIn, startTestApp } from './test-app.ts';

/** A figure hidden as under the minimum group size. */
export const S = 'suppressed';
/** A figure withheld so a hidden group cannot be worked out from it. */
export const W = 'withheld';

/**
 * The process-report suites' start: Hartwell (made a lateral hirer) with the hand-built round, its manager,
 * and Northwind's manager (not lateral).
 */
export async function startProcessReportSuite() {
  const t = await startTestApp();
  const hartwellId = await organizationIdOf(t.db, 'hartwell');
  const roleId = await addProcessReportWorld(t.db, hartwellId);
  await t.db.update(organizations).set({ lateralHiring: true }).where(eq(organizations.id, hartwellId));
  return {
    t,
    hartwellId,
    roleId,
    smallRoleId: await addSmallRound(t.db, hartwellId),
    manager: await signIn(t.app, 'hm@hartwell.test'),
    northwindManager: await signIn(t.app, 'hm@northwind.test'),
  };
}

/** Starts the suite before a file's tests and closes it after; its fields are set once started. */
export function useProcessReportSuite() {
  const suite = {} as Awaited<ReturnType<typeof startProcessReportSuite>>;
  beforeAll(async () => {
    Object.assign(suite, await startProcessReportSuite());
  });
  afterAll(() => suite.t.close());
  return suite;
}

/** GET /reports/{kind} of one role, expected to answer 200. */
export async function readReport(who: SignedIn, kind: string, roleId: number): Promise<ReportReply> {
  const response = await who.request({
    method: 'GET',
    url: `/api/v1/reports/${kind}`,
    query: { roleId: String(roleId) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A section as its column keys and rows of [key, ...cells in column order], its total row last. */
export function table(reply: ReportReply, key: string) {
  const section = reply.sections.find((entry) => entry.key === key) as ReportSection;
  expect(section, key).toBeDefined();
  const keys = section.columns.map((column) => column.key);
  const rows = section.total ? [...section.rows, section.total] : section.rows;
  return { columns: keys, rows: rows.map((row) => [row.key, ...keys.map((column) => row.cells[column])]) };
}
