import type { RecordedRequest } from '@shortlist/shell/testing';
import { apiError } from '@shortlist/shell/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { candidateView } from './candidate-record.fixtures.ts';
import { openRecord, recordApi, recordPath } from './record-test-support.tsx';

const withAdjustment = (adjustment: string | null) => {
  const view = candidateView();
  view.application = { ...view.application, adjustment };
  return view;
};

describe('CandidateRecordScreen: adjustments', () => {
  it("shows the candidate's adjustments and saves a manager's change, saying so", async () => {
    let current = withAdjustment('25% extra time in written tests.');
    const view = openRecord({
      api: recordApi(undefined, {
        [`GET ${recordPath}`]: () => current,
        [`PUT ${recordPath}/adjustment`]: (request: RecordedRequest) => {
          current = withAdjustment((request.body as { adjustment: string | null }).adjustment);
          return {};
        },
      }),
    });
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Adjustments' });
    expect(box).toHaveValue('25% extra time in written tests.');
    expect(screen.getByRole('button', { name: 'Save adjustments' })).toBeDisabled();
    await user.type(box, ' Step-free access.');
    await user.click(screen.getByRole('button', { name: 'Save adjustments' }));
    await waitFor(() => expect(view.sentTo('PUT', `${recordPath}/adjustment`)).toHaveLength(1));
    expect(view.sentTo('PUT', `${recordPath}/adjustment`)[0]?.body).toEqual({
      adjustment: '25% extra time in written tests. Step-free access.',
    });
    expect(await screen.findByText('Adjustments saved.')).toBeInTheDocument();
  });

  it('clears the adjustments when the text is emptied', async () => {
    const view = openRecord({
      api: recordApi(withAdjustment('Large print.'), { [`PUT ${recordPath}/adjustment`]: {} }),
    });
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('textbox', { name: 'Adjustments' }));
    await user.click(screen.getByRole('button', { name: 'Save adjustments' }));
    await waitFor(() => expect(view.sentTo('PUT', `${recordPath}/adjustment`)).toHaveLength(1));
    expect(view.sentTo('PUT', `${recordPath}/adjustment`)[0]?.body).toEqual({ adjustment: null });
    expect(await screen.findByText('Adjustments cleared.')).toBeInTheDocument();
  });

  it("shows the API's field message beside the box", async () => {
    const message = 'Keep the adjustments under 2000 characters.';
    openRecord({
      api: recordApi(withAdjustment(null), {
        [`PUT ${recordPath}/adjustment`]: {
          status: 400,
          body: apiError('Check the adjustments.', [{ field: 'adjustment', message }]),
        },
      }),
    });
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Adjustments' });
    await user.type(box, 'Too long');
    await user.click(screen.getByRole('button', { name: 'Save adjustments' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription(message));
    expect(box).toBeInvalid();
  });
});
