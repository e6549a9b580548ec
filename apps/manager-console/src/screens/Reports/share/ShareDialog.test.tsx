import type { ReportShare } from '@shortlist/domain/contract';
import type { FakeApi } from '@shortlist/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { hartwellManagerAdmin, renderConsoleScreen } from '../../../app/render-console-screen.tsx';
import ShareDialog from './ShareDialog.tsx';

const inAWeek = Math.floor(Date.now() / 1000) + 7 * 86_400;
const share = (id: number, fields: Partial<ReportShare> = {}): ReportShare => ({
  id,
  kind: 'SCHOOL',
  query: { type: 'SNAPSHOT', range: 'LAST_90_DAYS', roleLevel: 31 },
  createdAt: 1_795_000_000,
  createdBy: { id: 2, name: 'Eleanor Hartwell' },
  expiresAt: inAWeek,
  revokedAt: null,
  ...fields,
});
const options = { kinds: [], roles: [], roleLevels: [{ id: 31, label: 'Graduate' }], departments: [] };

const open = (api: FakeApi) =>
  renderConsoleScreen(
    <ShareDialog
      kind="SCHOOL"
      query={{ type: 'SNAPSHOT', range: 'LAST_90_DAYS', roleLevel: 31 }}
      options={options}
      onClose={vi.fn()}
    />,
    { route: '/manager/reports', path: '/manager/reports?kind=SCHOOL', api, user: hartwellManagerAdmin },
  );

describe('ShareDialog', () => {
  it('creates a link for the chosen number of days and shows it in full, ready to copy', async () => {
    const view = open({
      'GET /api/v1/reports/shares': [],
      'POST /api/v1/reports/shares': {
        status: 201,
        body: { ...share(9), path: '/manager/reports?share=tok-123', token: 'tok-123' },
      },
    });
    const days = await screen.findByRole('spinbutton', { name: 'Link lasts (days)' });
    expect(days).toHaveValue(30);
    await userEvent.clear(days);
    await userEvent.type(days, '14');
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByRole('textbox', { name: 'Link to this report' })).toHaveValue(
      `${window.location.origin}/manager/reports?share=tok-123`,
    );
    expect(view.sentTo('POST', '/api/v1/reports/shares')[0]?.body).toEqual({
      kind: 'SCHOOL',
      query: { type: 'SNAPSHOT', range: 'LAST_90_DAYS', roleLevel: 31 },
      expiresInDays: 14,
    });
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it("lists the organisation's links with their status and revokes a live one", async () => {
    const view = open({
      'GET /api/v1/reports/shares': [
        share(1),
        share(2, { revokedAt: 1_795_100_000 }),
        share(3, { expiresAt: 1 }),
      ],
      'DELETE /api/v1/reports/shares/1': { status: 204 },
    });
    const table = await screen.findByRole('table', { name: 'Report links of your organisation' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'Live',
      'Revoked',
      'Expired',
    ]);
    expect(rows[0]).toHaveTextContent('School report · Snapshot · Last 90 days · Role level: Graduate');
    expect(within(table).getAllByRole('button', { name: /^Revoke/ })).toHaveLength(1);
    await userEvent.click(within(table).getByRole('button', { name: /^Revoke the School link expiring/ }));
    await waitFor(() => expect(view.sentTo('DELETE', '/api/v1/reports/shares/1')).toHaveLength(1));
  });
});
