import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { hartwellManager, renderConsoleScreen } from '../../app/render-console-screen.tsx';
import { PanelFields } from './PanelFields.tsx';
import type { WizardDraft } from './wizard-draft.ts';
import { initialDraft } from './wizard-draft.ts';

let latest: WizardDraft | null = null;

function Harness() {
  const [draft, setDraft] = useState(() => initialDraft({ roleId: 4, stageId: 6, candidateIds: null }));
  latest = draft;
  return (
    <PanelFields draft={draft} onChange={(change) => setDraft((before) => ({ ...before, ...change }))} />
  );
}

const colleagues = [
  { id: 3, email: 'hm@hartwell.test', firstName: 'Harriet', lastName: 'Wells', active: true },
  { id: 7, email: 'Partner@hartwell.test', firstName: 'Priya', lastName: 'Shah', active: true },
  { id: 8, email: 'gone@hartwell.test', firstName: 'Gone', lastName: 'Away', active: false },
];

describe('PanelFields', () => {
  it('chooses colleagues and an outside assessor, the panel size and the daily maximum from the keyboard', async () => {
    renderConsoleScreen(<Harness />, {
      route: '/manager/schedules/new',
      path: '/manager/schedules/new',
      user: hartwellManager,
      api: { 'GET /api/v1/organization/1/users': colleagues },
    });
    const user = userEvent.setup();
    const panel = await screen.findByRole('group', { name: 'Interview panel' });
    const priya = await within(panel).findByRole('checkbox', { name: 'Priya Shah (partner@hartwell.test)' });
    expect(within(panel).queryByRole('checkbox', { name: /Gone Away/ })).not.toBeInTheDocument();
    priya.focus();
    await user.keyboard(' ');
    expect(priya).toBeChecked();

    const email = within(panel).getByLabelText('Assessor’s email');
    await user.type(email, 'not an email{Enter}');
    expect(within(panel).getByRole('alert')).toHaveTextContent('Enter a valid email address.');
    await user.clear(email);
    await user.type(email, 'Assessor@Outside.test{Enter}');
    expect(within(panel).getByText('assessor@outside.test')).toBeInTheDocument();
    expect(within(panel).getByText('2 people on the panel')).toBeInTheDocument();

    await user.selectOptions(within(panel).getByLabelText('Interviewers per slot'), '2');
    await user.selectOptions(within(panel).getByLabelText('Most interviews per person per day'), '3');
    expect(latest).toMatchObject({
      panel: ['partner@hartwell.test', 'assessor@outside.test'],
      interviewers: 2,
      dailyMaximum: 3,
    });

    await user.click(
      within(panel).getByRole('button', { name: 'Remove assessor@outside.test from the panel' }),
    );
    expect(latest?.panel).toEqual(['partner@hartwell.test']);
  });
});
