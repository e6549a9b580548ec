import type { ReportReply, ReportSection } from '@shortlist/domain/reports';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../src/db/schema/index.ts';
import { organizationIdOf } from '../support/organization-candidates.ts';
import { addProcessReportWorld } from '../support/process-report-world.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// Every expected figure below is worked out by hand from the 40 candidates of process-report-world.ts,
// after the service hides groups under five ('S'). Medians and 90th percentiles interpolate (percentile_cont).

let t: TestApp;
let manager: SignedIn;
let northwindManager: SignedIn;
let roleId: number;

beforeAll(async () => {
  t = await startTestApp();
  const hartwellId = await organizationIdOf(t.db, 'hartwell');
  roleId = await addProcessReportWorld(t.db, hartwellId);
  await t.db.update(organizations).set({ lateralHiring: true }).where(eq(organizations.id, hartwellId));
  manager = await signIn(t.app, 'hm@hartwell.test');
  northwindManager = await signIn(t.app, 'hm@northwind.test');
});
afterAll(() => t.close());

const S = 'suppressed';

async function read(who: SignedIn, kind: string, role = roleId): Promise<ReportReply> {
  const response = await who.request({
    method: 'GET',
    url: `/api/v1/reports/${kind}`,
    query: { roleId: String(role) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A section as rows of [key, ...cells in column order], its total row last. */
function table(reply: ReportReply, key: string) {
  const section = reply.sections.find((entry) => entry.key === key) as ReportSection;
  expect(section, key).toBeDefined();
  const keys = section.columns.map((column) => column.key);
  const rows = section.total ? [...section.rows, section.total] : section.rows;
  return { columns: keys, rows: rows.map((row) => [row.key, ...keys.map((column) => row.cells[column])]) };
}

const sourceRows = [
  ['linkedin', 18, S, S],
  ['law fair', 8, S, S],
  ['acme recruitment agency', 6, S, S],
  // Five, hidden as the complement of the three of the careers fair.
  ['not-given', S, 0, S],
  ['careers fair', S, 0, S],
  ['total', 40, 6, 0.15],
];

describe('GET /reports/EFFICIENCY', () => {
  it('counts the funnel, days in each stage group, days to an offer, drop-off, sources and lead time', async () => {
    const reply = await read(manager, 'efficiency');
    expect(reply).toMatchObject({ kind: 'EFFICIENCY', type: 'SNAPSHOT', total: 40, minimumGroupSize: 5 });
    expect(reply.sections.map((section) => section.key)).toEqual([
      'funnel',
      'timeInStage',
      'timeToHire',
      'dropOff',
      'sources',
      'schedulingLeadTime',
    ]);
    expect(table(reply, 'funnel')).toEqual({
      columns: ['reached', 'conversion'],
      rows: [
        ['applied', 40, null],
        ['screening', 26, 0.65],
        ['interview', 15, 0.5769],
        ['offer', 6, 0.4],
      ],
    });
    expect(table(reply, 'timeInStage')).toEqual({
      columns: ['candidates', 'medianDays', 'p90Days'],
      rows: [
        ['applied', 32, 2, 2],
        ['screening', 23, 5, 18],
        ['interview', 11, 13, 23],
        ['offer', 0, null, null],
      ],
    });
    expect(table(reply, 'timeToHire').rows).toEqual([['appliedToOffer', 6, 25, 35]]);
    expect(table(reply, 'dropOff')).toEqual({
      columns: ['reached', 'rejected', 'withdrew', 'dropOffRate'],
      rows: [
        ['applied', 40, 6, 0, 0.15],
        // Three withdrew here: hidden, with the rate worked out from them and the total they make.
        ['screening', 26, 5, S, S],
        ['interview', 15, 5, 0, 0.3333],
        ['offer', 6, 0, 0, 0],
        ['not-recorded', null, 0, 0, null],
        // The total's empty rate goes hidden with the withdrawals it would be worked out from.
        ['total', null, 16, S, S],
      ],
    });
    expect(table(reply, 'sources')).toEqual({
      columns: ['applicants', 'hired', 'hireRate'],
      rows: sourceRows,
    });
    const sources = reply.sections.find((section) => section.key === 'sources');
    expect(sources?.rows.map((row) => row.label)).toEqual([
      'LinkedIn',
      'Law fair',
      'Acme Recruitment Agency',
      'Not given',
      'Careers fair',
    ]);
    expect(table(reply, 'schedulingLeadTime')).toEqual({
      columns: ['interviews', 'medianDays', 'p90Days'],
      rows: [
        ['invitationToInterview', 6, 4.5, 8],
        ['bookingToInterview', 6, 2, 4],
      ],
    });
  });
});

describe('GET /reports/AGENCY, MARKETING and REJECTION (lateral hiring)', () => {
  it('compares agency and direct candidates by stage group, interviews and hires', async () => {
    const reply = await read(manager, 'agency');
    expect(table(reply, 'agency')).toEqual({
      columns: [
        ...['applied', 'screening', 'interview', 'offer', 'none', 'total'],
        ...['interviewed', 'interviewRate', 'hired', 'hireRate'],
      ],
      rows: [
        // Agency offers (1) and direct offers (5) add up to 6: one hidden, so is the other.
        ['agency', 0, 0, S, S, S, 6, 6, 1, S, S],
        ['direct', 8, S, S, S, S, 34, 9, 0.2647, S, S],
        ['total', 8, S, S, 6, 19, 40, 15, 0.375, 6, 0.15],
      ],
    });
  });

  it('counts applicants and hires per source of discovery', async () => {
    const reply = await read(manager, 'marketing');
    expect(reply.sections.map((section) => section.key)).toEqual(['marketing']);
    expect(table(reply, 'marketing').rows).toEqual(sourceRows);
  });

  it('says which stage group candidates were rejected from and withdrew from', async () => {
    const reply = await read(manager, 'rejection');
    expect(table(reply, 'rejectionStage')).toEqual({
      columns: ['rejected', 'share'],
      rows: [
        ['applied', 6, 0.375],
        ['screening', 5, 0.3125],
        ['interview', 5, 0.3125],
        ['offer', 0, 0],
        ['not-recorded', 0, 0],
        ['total', 16, 1],
      ],
    });
    expect(table(reply, 'withdrawalStage').rows).toEqual([
      ['applied', 0, 0],
      ['screening', S, S],
      ['interview', 0, 0],
      ['offer', 0, 0],
      ['not-recorded', 0, 0],
      ['total', S, S],
    ]);
  });

  it.each(['AGENCY', 'MARKETING', 'REJECTION'])(
    'refuses %s to an organisation that does not hire laterally',
    async (kind) => {
      const response = await northwindManager.request({ method: 'GET', url: `/api/v1/reports/${kind}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual(['kind']);
    },
  );

  it('offers them only as SNAPSHOT', async () => {
    const response = await manager.request({
      method: 'GET',
      url: '/api/v1/reports/rejection',
      query: { type: 'ADVERSE', roleId: String(roleId) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual(['type']);
  });
});

describe('tenancy', () => {
  it("never counts another organisation's candidates, even asked for their role", async () => {
    const reply = await read(northwindManager, 'efficiency');
    expect(reply.total).toBe(0);
    expect(table(reply, 'funnel').rows.map((row) => row[1])).toEqual([0, 0, 0, 0]);
    expect(table(reply, 'timeToHire').rows).toEqual([['appliedToOffer', 0, null, null]]);
    expect(table(reply, 'schedulingLeadTime').rows.map((row) => row[1])).toEqual([0, 0]);
    expect(table(reply, 'sources').rows).toEqual([['total', 0, 0, null]]);
  });
});
