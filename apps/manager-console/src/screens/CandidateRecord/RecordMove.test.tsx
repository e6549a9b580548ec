import { apiError } from '@shortlist/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { candidateView, history } from './candidate-record.fixtures.ts';
import { openRecord, recordApi, recordPath } from './record-test-support.tsx';

const movePath = '/api/v1/candidate/301/stage/1/12/organization/1';

/** The stage of the header's facts. */
const shownStage = () =>
  within(screen.getByLabelText('Application')).getByText('Stage').nextElementSibling as HTMLElement;

describe('CandidateRecordScreen: moving the candidate', () => {
  it('moves to the chosen stage and sub-stage, shows it at once, and reads the history again', async () => {
    let moved = false;
    const view = openRecord({
      api: recordApi(undefined, {
        [`POST ${movePath}`]: () => {
          moved = true;
          return {};
        },
        [`GET ${recordPath}`]: () =>
          moved
            ? candidateView({
                application: {
                  ...candidateView().application,
                  stage: { id: 1, name: 'Applied', group: 'applied' },
                  subStage: { id: 12, code: 'completed' },
                },
              })
            : candidateView(),
      }),
    });
    const user = userEvent.setup();
    const stage = await screen.findByRole('combobox', { name: 'Move to stage' });
    expect(stage).toHaveValue('3');
    expect(screen.getByRole('combobox', { name: 'Sub-stage' })).toHaveValue('32');
    expect(screen.getByRole('button', { name: 'Move' })).toBeDisabled();

    await user.selectOptions(stage, 'Applied');
    // A new stage starts at its default sub-stage.
    expect(screen.getByRole('combobox', { name: 'Sub-stage' })).toHaveValue('11');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sub-stage' }), 'Completed');
    await user.click(screen.getByRole('button', { name: 'Move' }));

    await waitFor(() => expect(view.sentTo('POST', movePath)).toHaveLength(1));
    expect(await screen.findByText('Moved to Applied · Completed.')).toBeInTheDocument();
    expect(shownStage()).toHaveTextContent('Applied · Completed');
    await waitFor(() =>
      expect(view.sentTo('GET', '/api/v1/candidate/301/history').length).toBeGreaterThan(1),
    );
  });

  it('puts the stage back and says why when the API refuses the move', async () => {
    openRecord({
      api: recordApi(undefined, {
        [`POST ${movePath}`]: { status: 409, body: apiError('The candidate has withdrawn.') },
        'GET /api/v1/candidate/301/history': history,
      }),
    });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Move to stage' }), 'Applied');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sub-stage' }), 'Completed');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The candidate could not be moved: The candidate has withdrawn.',
    );
    expect(shownStage()).toHaveTextContent('At interview · Invited');
  });
});
