import { describe, expect, it } from 'vitest';
import { expectedSourceRows } from '../support/process-report-world.ts';
import { readReport, S, table, useProcessReportSuite, W } from '../support/report-tables.ts';

// EFFICIENCY, and what another organisation's manager sees of it. Every expected figure below is worked out
// by hand from the 40 candidates of process-report-world.ts, after the service hides groups under five (S).
// Medians and 90th percentiles interpolate (percentile_cont).

const suite = useProcessReportSuite();

describe('GET /reports/EFFICIENCY', () => {
  it('counts the funnel, days in each stage group, days to an offer, drop-off, sources and lead time', async () => {
    const reply = await readReport(suite.manager, 'efficiency', suite.roleId);
    expect(reply).toMatchObject({ kind: 'EFFICIENCY', type: 'SNAPSHOT', total: 40, minimumGroupSize: 5 });
    expect(reply.sections.map((section) => section.key)).toEqual([
      'funnel',
      'timeInStage',
      'timeToHire',
      'dropOff',
      'rejectionReason',
      'withdrawalReasons',
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
        ['screening', 26, 5, S, W],
        ['interview', 15, 5, 0, 0.3333],
        ['offer', 6, 0, 0, 0],
        ['not-recorded', null, 0, 0, null],
        // The total's empty rate goes hidden with the withdrawals it would be worked out from.
        ['total', null, 16, S, W],
      ],
    });
    expect(table(reply, 'sources')).toEqual({
      columns: ['applicants', 'hired', 'hireRate'],
      rows: expectedSourceRows,
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

describe('rejections by reason (issue 32)', () => {
  it('counts the rejected by the reason given, hiding groups under five as the rejection report does', async () => {
    const reply = await readReport(suite.manager, 'efficiency', suite.roleId);
    expect(table(reply, 'rejectionReason')).toEqual({
      columns: ['rejected', 'share'],
      rows: [
        // Three, hidden, and the three not recorded beside them.
        ['academic-threshold', S, W],
        ['application-answers', 0, 0],
        ['online-test-result', 5, 0.3125],
        ['interview-performance', 5, 0.3125],
        ['assessment-centre-performance', 0, 0],
        ['role-filled', 0, 0],
        ['right-to-work', 0, 0],
        ['withdrawn-by-firm', 0, 0],
        ['other', 0, 0],
        ['not-recorded', S, W],
        ['total', 16, 1],
      ],
    });
    const section = reply.sections.find((each) => each.key === 'rejectionReason');
    expect(section?.rows.find((row) => row.key === 'online-test-result')?.label).toBe('Online test result');
    // The one query, the one suppression: the rejection report's section is the same.
    const rejection = await readReport(suite.manager, 'rejection', suite.roleId);
    expect(rejection.sections.find((each) => each.key === 'rejectionReason')).toEqual(section);
  });
});

describe('small groups', () => {
  it('hides the days of fewer than five candidates with their count', async () => {
    const reply = await readReport(suite.manager, 'efficiency', suite.smallRoleId);
    expect(reply.total).toBe(S);
    expect(table(reply, 'funnel').rows).toEqual([
      // A figure worked out from a hidden one is hidden too, even one that would be empty.
      ['applied', S, W],
      ['screening', S, W],
      ['interview', 0, 0],
      ['offer', 0, null],
    ]);
    expect(table(reply, 'timeInStage').rows).toEqual([
      ['applied', S, W, W],
      ['screening', 0, null, null],
      ['interview', 0, null, null],
      ['offer', 0, null, null],
    ]);
  });
});

describe('tenancy', () => {
  it("never counts another organisation's candidates, nor answers for its role", async () => {
    const theirRole = await suite.northwindManager.request({
      method: 'GET',
      url: '/api/v1/reports/efficiency',
      query: { roleId: String(suite.roleId) },
    });
    expect(theirRole.statusCode).toBe(404);
    const response = await suite.northwindManager.request({
      method: 'GET',
      url: '/api/v1/reports/efficiency',
    });
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply.organizationId).not.toBe(suite.hartwellId);
    // The round's own sources (no seeded candidate has them) are Hartwell's alone.
    const sources = table(reply, 'sources').rows.map((row) => row[0]);
    expect(sources).toContain('linkedin');
    expect(sources).not.toContain('acme recruitment agency');
    expect(sources).not.toContain('careers fair');
  });
});
