import { apiError } from '@shortlist/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hartwellManager, renderConsoleScreen } from '../../app/render-console-screen.tsx';
import WashUpScreen from './WashUpScreen.tsx';
import { decisionPath, previewReply, washUpPath, washUpReply } from './wash-up.fixtures.ts';

function open(api: Record<string, unknown> = {}) {
  return renderConsoleScreen(<WashUpScreen />, {
    route: '/manager/roles/:roleId/wash-up',
    path: '/manager/roles/7/wash-up?stage=6',
    user: hartwellManager,
    api: {
      'GET /api/v1/roles/7': { id: 7, name: 'Training contract 2028' },
      [washUpPath]: washUpReply,
      'POST /api/v1/organization/1/stage-moves/preview': (request: { body: { stageId: number } }) =>
        previewReply(request.body.stageId, request.body.stageId === 16),
      ...api,
    },
  });
}

const matrix = () => screen.findByRole('table', { name: /Wash-up at 1st round/ });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('the wash-up matrix', () => {
  it('shows each cell’s ratings and mean in words, and names a disagreement in the cell', async () => {
    const view = open();
    const table = await matrix();
    expect(view.sentTo('GET', '/api/v1/organization/1/roles/7/wash-up')[0]?.query).toMatchObject({
      stageId: '6',
    });
    expect(
      within(table).getByRole('cell', { name: 'Analysis: 2, 4 (mean 3.0, spread 2, disagreement)' }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('cell', { name: 'Written communication: 4, 4 (mean 4.0)' }),
    ).toBeInTheDocument();
    expect(within(table).getAllByText('Disagreement')).toHaveLength(1);
    expect(
      within(table).getByRole('rowheader', { name: /Candidate 103 \(blind review\)/ }),
    ).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: /Candidate 103/ })).toBeNull();
  });

  it('sorts by any column from its header, by keyboard too', async () => {
    open();
    const table = await matrix();
    // By the overall mean, highest first, to begin with.
    expect(bodyRows(table).map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      expect.stringContaining('Ben Okafor'),
      expect.stringContaining('Ada Lovelace'),
      expect.stringContaining('Candidate 103'),
    ]);
    const user = userEvent.setup();
    within(table).getByRole('button', { name: 'Analysis' }).focus();
    await user.keyboard('{Enter}');
    expect(within(table).getByRole('columnheader', { name: 'Analysis' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(bodyRows(table).map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      expect.stringContaining('Candidate 103'),
      expect.stringContaining('Ada Lovelace'),
      expect.stringContaining('Ben Okafor'),
    ]);
  });

  it('turns on the presentation mode with a labelled switch', async () => {
    open();
    await matrix();
    const toggle = screen.getByRole('switch', { name: 'Presentation mode' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('progresses a candidate after previewing the message, with the reason and the decision they saw', async () => {
    const view = open({
      [decisionPath]: {
        decision: {
          id: 9,
          candidateId: 101,
          stageId: 6,
          decision: 'progress',
          reason: 'Clear on analysis after discussion.',
          rejectionReasonId: null,
          toStageId: 7,
          decidedBy: { userId: 3, name: 'Harriet Wells' },
          decidedAt: '2026-11-21T10:00:00.000Z',
        },
        stage: { id: 7, subStageId: 1 },
      },
    });
    const table = await matrix();
    const user = userEvent.setup();
    const decisions = within(table).getByRole('group', { name: 'Decide on Ada Lovelace' });
    await user.click(within(decisions).getByRole('button', { name: 'Progress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Progress: Ada Lovelace' });
    expect(within(dialog).getByText('They move to 2nd round.')).toBeInTheDocument();
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Tells 1 by email');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason for the decision/ }),
      'Clear on analysis after discussion.',
    );
    await user.click(confirm);
    await waitFor(() =>
      expect(view.sentTo('POST', '/api/v1/organization/1/roles/7/wash-up/decisions')).toHaveLength(1),
    );
    expect(view.sentTo('POST', '/api/v1/organization/1/roles/7/wash-up/decisions')[0]?.body).toEqual({
      candidateId: 101,
      stageId: 6,
      decision: 'progress',
      reason: 'Clear on analysis after discussion.',
      previousDecisionId: null,
    });
    expect(await screen.findByText('Progress recorded for Ada Lovelace.')).toBeInTheDocument();
  });

  it('asks a rejection for a reason from the list before it can be confirmed', async () => {
    open();
    const table = await matrix();
    const user = userEvent.setup();
    const decisions = within(table).getByRole('group', { name: 'Decide on Ben Okafor' });
    await user.click(within(decisions).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject: Ben Okafor' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason for the decision/ }),
      'Below the bar.',
    );
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: /Reason for the rejection/ }),
      'other',
    );
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('says so when a colleague decided first', async () => {
    open({
      [decisionPath]: {
        status: 409,
        body: apiError('Someone has decided on this candidate since you opened the wash-up.'),
      },
    });
    const table = await matrix();
    const user = userEvent.setup();
    await user.click(
      within(within(table).getByRole('group', { name: 'Decide on Ada Lovelace' })).getByRole('button', {
        name: 'Hold',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Hold: Ada Lovelace' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason for the decision/ }),
      'References first.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Someone has decided on this candidate',
    );
  });
});
