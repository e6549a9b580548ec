import { describe, expect, it } from 'vitest';
import { expectedSourceRows } from '../support/process-report-world.ts';
import { readReport, S, table, useProcessReportSuite, W } from '../support/report-tables.ts';

// AGENCY, MARKETING and REJECTION, offered to lateral hirers alone. Every expected figure below is worked out
// by hand from the 40 candidates of process-report-world.ts, after the service hides groups under five (S) and
// withholds what would give them away (W).

const suite = useProcessReportSuite();

describe('GET /reports/AGENCY, MARKETING and REJECTION (lateral hiring)', () => {
  it('compares agency and direct candidates by stage group, interviews and hires', async () => {
    const reply = await readReport(suite.manager, 'agency', suite.roleId);
    expect(table(reply, 'agency')).toEqual({
      columns: [
        ...['applied', 'screening', 'interview', 'offer', 'none', 'total'],
        ...['interviewed', 'interviewRate', 'hired', 'hireRate'],
      ],
      rows: [
        // Agency offers (1) and direct offers (5) add up to 6: the small one hidden, the other withheld.
        ['agency', 0, 0, S, S, S, 6, 6, 1, S, W],
        ['direct', 8, S, S, W, W, 34, 9, 0.2647, W, W],
        ['total', 8, S, S, 6, 19, 40, 15, 0.375, 6, 0.15],
      ],
    });
  });

  it('counts applicants and hires per source of discovery', async () => {
    const reply = await readReport(suite.manager, 'marketing', suite.roleId);
    expect(reply.sections.map((section) => section.key)).toEqual(['marketing']);
    expect(table(reply, 'marketing').rows).toEqual(expectedSourceRows);
  });

  it('says which stage group candidates were rejected from and withdrew from', async () => {
    const reply = await readReport(suite.manager, 'rejection', suite.roleId);
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
      ['screening', S, W],
      ['interview', 0, 0],
      ['offer', 0, 0],
      ['not-recorded', 0, 0],
      ['total', S, W],
    ]);
  });

  it.each(['AGENCY', 'MARKETING', 'REJECTION'])(
    'refuses %s to an organisation that does not hire laterally',
    async (kind) => {
      const response = await suite.northwindManager.request({
        method: 'GET',
        url: `/api/v1/reports/${kind}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual(['kind']);
    },
  );

  it('offers them only as SNAPSHOT', async () => {
    const response = await suite.manager.request({
      method: 'GET',
      url: '/api/v1/reports/rejection',
      query: { type: 'ADVERSE', roleId: String(suite.roleId) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual(['type']);
  });
});
