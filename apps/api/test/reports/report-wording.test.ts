import { anyReportKinds, reportTypesByKind } from '@shortlist/domain/reports';
import { en } from '@shortlist/i18n/resources';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { organizations } from '../../src/db/schema/index.ts';
import { readReport } from '../support/report-reading.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// The console titles each section and heads each column from its resources by the keys the API sends: every
// kind and view, on demo data, has words for every one of them (a new key without wording fails here).

let t: TestApp;
let manager: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  // Lateral hiring, so the lateral kinds answer too.
  await t.db
    .update(organizations)
    .set({ lateralHiring: true })
    .where(eq(organizations.subdomain, 'hartwell'));
  manager = await signIn(t.app, 'hm@hartwell.test');
});
afterAll(() => t.close());

it('has English wording for every section and unlabelled column of every kind and view', async () => {
  const { sections, columns } = en.manager.reports;
  const missing: string[] = [];
  for (const kind of anyReportKinds) {
    for (const type of reportTypesByKind[kind]) {
      const reply = await readReport(manager, kind, { type });
      expect(reply.sections.length, `${kind} ${type}`).toBeGreaterThan(0);
      for (const section of reply.sections) {
        if (!(section.key in sections)) missing.push(`${kind} ${type}: section ${section.key}`);
        for (const column of section.columns) {
          if (column.label === undefined && !(column.key in columns))
            missing.push(`${kind} ${type} ${section.key}: column ${column.key}`);
        }
      }
    }
  }
  expect(missing).toEqual([]);
});
