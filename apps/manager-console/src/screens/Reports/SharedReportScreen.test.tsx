import { apiError } from '@shortlist/shell/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsoleScreen } from '../../app/render-console-screen.tsx';
import { schoolReply } from './report.fixtures.ts';
import SharedReportScreen from './SharedReportScreen.tsx';

const token = 'share-token-abcdefghijklmnop';
const sharedPath = `/api/public/reports/shared/${token}`;

// No user: the link is the access.
const open = (reply: unknown) =>
  renderConsoleScreen(<SharedReportScreen token={token} />, {
    route: '/manager/reports',
    path: `/manager/reports?share=${token}`,
    api: { [`GET ${sharedPath}`]: reply },
  });

describe('SharedReportScreen', () => {
  it('shows the shared report read-only: filters as text, no filter controls, no share button', async () => {
    const view = open({
      ...schoolReply,
      filters: {
        ...schoolReply.filters,
        range: 'LAST_30_DAYS',
        roleLevel: 31,
        names: { role: null, roleLevel: 'Graduate', department: null },
      },
    });
    expect(await screen.findByRole('heading', { name: 'School type', level: 2 })).toBeInTheDocument();
    expect(
      screen.getByText('School report · Snapshot · Last 30 days · Role level: Graduate'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    expect(view.sentTo('GET', sharedPath)).toHaveLength(1);
  });

  it('says so when the link was revoked or has expired', async () => {
    open({ status: 404, body: apiError('Not found.') });
    expect(
      await screen.findByRole('heading', { name: 'This report link no longer works' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
