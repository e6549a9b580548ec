import type { StageHistoryEntry } from '@shortlist/domain/contract';
import { apiError } from '@shortlist/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { candidateView, history } from './candidate-record.fixtures.ts';
import { openRecord, recordApi, recordPath } from './record-test-support.tsx';

// Issue 32: the newest move of the stage history, while its mover may still take it back, offers Undo for
// this candidate alone; the history, the record and its contact history are read again afterwards.

const undoPath = '/api/v1/candidate/301/undo-move';

/** The fixture's history with its newest move (Applied → At interview) still undoable by the viewer. */
const undoableHistory: StageHistoryEntry[] = history.map((entry, index) => ({
  ...entry,
  undoable: index === 0,
}));

const undoneHistory: StageHistoryEntry[] = [
  {
    id: 3,
    fromStageId: 3,
    toStageId: 1,
    toSubStageCode: 'pending',
    reason: 'undo',
    actorName: 'Harriet Wells',
    at: Date.UTC(2026, 10, 21, 12, 5) / 1000,
    undoable: false,
  },
  ...history,
];

const timeline = () => screen.findByRole('region', { name: 'Stage history' });

describe('CandidateRecordScreen: undoing the newest move', () => {
  it('offers Undo on the newest move only, takes it back and says its waiting message is cancelled', async () => {
    let undone = false;
    const view = openRecord({
      api: recordApi(undefined, {
        'GET /api/v1/candidate/301/history': () => (undone ? undoneHistory : undoableHistory),
        [`POST ${undoPath}`]: () => {
          undone = true;
          return { undone: 1, batchId: 'batch-1', cancelledMessages: 1, goneMessages: 0 };
        },
        [`GET ${recordPath}`]: () =>
          undone
            ? candidateView({
                application: {
                  ...candidateView().application,
                  stage: { id: 1, name: 'Applied', group: 'applied' },
                  subStage: { id: 11, code: 'pending' },
                },
              })
            : candidateView(),
      }),
    });
    const user = userEvent.setup();
    const [newest, first] = await within(await timeline()).findAllByRole('listitem');
    const undo = within(newest as HTMLElement).getByRole('button', { name: 'Undo this move' });
    expect(within(first as HTMLElement).queryByRole('button')).not.toBeInTheDocument();

    await user.click(undo);
    expect(
      await screen.findByText(
        'Move undone: the candidate is back where they were. 1 waiting message to them is cancelled and will not be sent.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(view.sentTo('POST', undoPath)).toHaveLength(1);
    // The history, the header and the contact history are read again: the undo is now the newest entry.
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Stage history' }))
          .getAllByRole('listitem')[0]
          ?.querySelector('p')?.textContent,
      ).toBe('At interview → Applied · Pending'),
    );
    expect(within(await timeline()).queryByRole('button', { name: 'Undo this move' })).toBeNull();
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Application')).getByText('Stage').nextElementSibling,
      ).toHaveTextContent('Applied · Pending'),
    );
    expect(view.sentTo('GET', `${recordPath}/contact/ALL`).length).toBeGreaterThan(1);
  });

  it('says a message that had already gone could not be stopped', async () => {
    openRecord({
      api: recordApi(undefined, {
        'GET /api/v1/candidate/301/history': undoableHistory,
        [`POST ${undoPath}`]: { undone: 1, batchId: 'batch-1', cancelledMessages: 0, goneMessages: 1 },
      }),
    });
    const user = userEvent.setup();
    await user.click(await within(await timeline()).findByRole('button', { name: 'Undo this move' }));
    expect(
      await screen.findByText(
        'Move undone: the candidate is back where they were. 1 message had already been sent.',
      ),
    ).toBeInTheDocument();
  });

  it('offers no Undo when the server does not mark the newest move undoable', async () => {
    openRecord();
    await within(await timeline()).findAllByRole('listitem');
    expect(within(await timeline()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says why when the API refuses the undo', async () => {
    openRecord({
      api: recordApi(undefined, {
        'GET /api/v1/candidate/301/history': undoableHistory,
        [`POST ${undoPath}`]: {
          status: 409,
          body: apiError(
            'There is nothing to undo: only a stage move you made in the last 30 minutes can be undone, and only once.',
          ),
        },
      }),
    });
    const user = userEvent.setup();
    await user.click(await within(await timeline()).findByRole('button', { name: 'Undo this move' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The move could not be undone: There is nothing to undo: only a stage move you made in the last 30 minutes can be undone, and only once.',
    );
  });
});
