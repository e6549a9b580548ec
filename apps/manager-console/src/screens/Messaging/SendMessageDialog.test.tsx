import type { FakeApi } from '@shortlist/shell/testing';
import { apiError } from '@shortlist/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hartwellManager, renderConsoleScreen } from '../../app/render-console-screen.tsx';
import { listApi } from '../Candidates/candidate-list.fixtures.ts';
import RoleCandidatesScreen from '../Candidates/RoleCandidatesScreen.tsx';
import { templates } from './message-templates.fixtures.ts';
import { chipsIn, layOutRanges, placeCursor } from './rich-text-testing.ts';

// jsdom lays nothing out: the table's scroll box gets a height so its rows are drawn.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});
afterEach(() => vi.restoreAllMocks());
beforeAll(layOutRanges);

function open(api: FakeApi = {}) {
  return renderConsoleScreen(<RoleCandidatesScreen />, {
    route: '/manager/roles/:roleId',
    path: '/manager/roles/7',
    api: { ...listApi, 'GET /api/v1/templates/messages': templates, ...api },
    user: hartwellManager,
  });
}

/** Ticks two candidates of the list and opens the send dialog for them. */
async function messageTwo() {
  const user = userEvent.setup();
  await screen.findByRole('button', { name: 'Lovelace101, Ada101' });
  await user.click(screen.getByRole('checkbox', { name: 'Select Ada101 Lovelace101' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select Ada102 Lovelace102' }));
  await user.click(screen.getByRole('button', { name: 'Message' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Message 2 candidates' }) };
}

describe('the send-message dialog', () => {
  it('sends an email from a template to a list selection and says who was skipped', async () => {
    const view = open({
      'POST /api/v1/messages': { queued: 1, skipped: { optedOut: 1, noAddress: 0 } },
    });
    const { user, dialog } = await messageTwo();
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Start from a template' }),
      'rejected',
    );
    expect(within(dialog).getByRole('textbox', { name: /Subject/ })).toHaveValue(
      'Your application to {{ role.name }}',
    );
    // The email's body is formatted text, its merge fields chips; a field goes where the cursor is.
    const body = within(dialog).getByRole('textbox', { name: /Message/ });
    expect(body).toHaveTextContent('Dear First name, thank you for applying.');
    placeCursor(body, 'Dear ');
    await user.click(within(dialog).getByRole('button', { name: 'Full name' }));
    expect(chipsIn(body)).toEqual(['candidate.fullName', 'candidate.firstName']);
    // A manager who is not an admin writes no Liquid.
    expect(within(dialog).queryByRole('button', { name: 'Edit as Liquid' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('1 message is on its way.')).toBeInTheDocument();
    expect(
      screen.getByText('1 candidate was skipped: they do not accept this kind of message.'),
    ).toBeInTheDocument();
    const [sent] = view.sentTo('POST', '/api/v1/messages');
    expect(sent?.body).toMatchObject({
      channel: 'EMAIL',
      subject: 'Your application to {{ role.name }}',
      body: 'Dear {{ candidate.fullName }}{{ candidate.firstName }}, thank you for applying.',
      templateKey: 'rejected',
    });
    const { filter } = (sent?.body ?? {}) as { filter: { ids: number[] } };
    expect(filter.ids.sort()).toEqual([101, 102]);
  });

  it('closes the field picker on Escape, not the dialog, keeping the {{ typed', async () => {
    open();
    const { user, dialog } = await messageTwo();
    const body = within(dialog).getByRole('textbox', { name: /Message/ });
    body.focus();
    await user.paste('Hi {');
    await user.keyboard('{{');
    expect(await within(dialog).findByRole('combobox', { name: 'Merge field to insert' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(within(dialog).queryByRole('combobox', { name: 'Merge field to insert' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Message 2 candidates' })).toBeInTheDocument();
    expect(body).toHaveTextContent('Hi {{');
  });

  it('counts a text message and names characters outside GSM before sending', async () => {
    open();
    const { user, dialog } = await messageTwo();
    await user.click(within(dialog).getByRole('radio', { name: 'Text message' }));
    expect(within(dialog).queryByRole('textbox', { name: /Subject/ })).not.toBeInTheDocument();
    const body = within(dialog).getByRole('textbox', { name: /Message/ });
    await user.type(body, 'Interview on Monday');
    expect(within(dialog).getByText('19 characters · 1 message')).toBeInTheDocument();
    await user.type(body, ' ✓');
    expect(
      within(dialog).getByText('Text messages can only use the standard SMS characters. Remove: ✓'),
    ).toBeInTheDocument();
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('shows the server’s field message at the body', async () => {
    const view = open({
      'POST /api/v1/messages': {
        status: 400,
        body: apiError('Check the highlighted fields.', [
          { field: 'body', message: 'Unknown merge field {{ stage.name }}.' },
        ]),
      },
    });
    const { user, dialog } = await messageTwo();
    await user.click(within(dialog).getByRole('radio', { name: 'Text message' }));
    const body = within(dialog).getByRole('textbox', { name: /Message/ });
    await user.type(body, 'You moved to {{{{ stage.name }}');
    expect(within(dialog).queryByText(/cannot fill/)).not.toBeInTheDocument();
    // A sign-in code belongs to the product's own messages, so a message sent from here cannot fill it.
    await user.type(body, ' {{{{ code }}');
    expect(
      within(dialog).getByText(
        'This text uses fields a message sent from here cannot fill: {{ code }}. Remove them, or the message will be refused.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Unknown merge field {{ stage.name }}.')).toBeInTheDocument();
    await waitFor(() => expect(view.sentTo('POST', '/api/v1/messages')).toHaveLength(1));
    expect(view.sentTo('POST', '/api/v1/messages')[0]?.body).toMatchObject({ channel: 'SMS', subject: null });
  });
});
