import type { MessageTemplate } from '@shortlist/domain/schemas';
import type { FakeApi, RecordedRequest } from '@shortlist/shell/testing';
import { apiError } from '@shortlist/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  hartwellManager,
  hartwellManagerAdmin,
  renderConsoleScreen,
} from '../../app/render-console-screen.tsx';
import { template, templates } from '../Messaging/message-templates.fixtures.ts';
import SettingsMessagesScreen from './SettingsMessagesScreen.tsx';

const rendered = (request: RecordedRequest) => {
  const body = request.body as { subject: string | null; body: string };
  return {
    subject: body.subject?.replace('{{ role.name }}', 'Training contract 2027') ?? null,
    text: body.body.replace('{{ candidate.firstName }}', 'Ada'),
    html: `<p>${body.body.replace('{{ candidate.firstName }}', 'Ada')}</p>`,
    smsCount: null,
  };
};

function open(path = '/manager/settings/messages', api: FakeApi = {}, user = hartwellManagerAdmin) {
  return renderConsoleScreen(<SettingsMessagesScreen />, {
    route: '/manager/settings/messages',
    path,
    user,
    api: {
      'GET /api/v1/user/sorting': {},
      'PUT /api/v1/user/sorting/settings-communication-templates': {},
      'GET /api/v1/templates/messages': templates,
      'POST /api/v1/templates/messages/rejected/EMAIL/preview': rendered,
      ...api,
    },
  });
}

describe('SettingsMessagesScreen', () => {
  it('lists each kind of message by name with its email and text versions and what is customised', async () => {
    const view = open();
    const table = await screen.findByRole('table', { name: /Messages your organisation sends/ });
    const rejection = within(table)
      .getByRole('rowheader', { name: 'Rejection' })
      .closest('tr') as HTMLElement;
    expect(within(rejection).getByRole('link', { name: 'Edit the Rejection Email' })).toHaveAttribute(
      'href',
      '/manager/settings/messages?key=rejected&channel=EMAIL',
    );
    expect(
      within(rejection).getByRole('link', { name: 'Edit the Rejection Text message' }),
    ).toBeInTheDocument();
    expect(within(rejection).getByText('Customised')).toBeInTheDocument();
    const reset = within(table)
      .getByRole('rowheader', { name: 'Password reset' })
      .closest('tr') as HTMLElement;
    expect(within(reset).queryByRole('link', { name: /Text message/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Application received' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Message/ }));
    await waitFor(() =>
      expect(view.sentTo('PUT', '/api/v1/user/sorting/settings-communication-templates')[0]?.body).toEqual({
        sortBy: 'kind',
        orderBy: 'asc',
      }),
    );
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual([...names].sort((a, b) => (a ?? '').localeCompare(b ?? '')));
  });

  it('tells a standard manager the templates are for admins, without loading them', async () => {
    const view = open('/manager/settings/messages', {}, hartwellManager);
    expect(
      await screen.findByText('Message templates are for your organisation’s admins'),
    ).toBeInTheDocument();
    expect(view.sentTo('GET', '/api/v1/templates/messages')).toHaveLength(0);
  });

  it('saves the edited subject and body with a merge field inserted at the cursor', async () => {
    const saved: MessageTemplate = template('rejected', 'EMAIL', {
      customised: true,
      subject: 'Thanks',
      body: 'Dear {{ candidate.fullName }}',
    });
    const view = open('/manager/settings/messages?key=rejected&channel=EMAIL', {
      'PUT /api/v1/templates/messages/rejected/EMAIL': saved,
    });
    const user = userEvent.setup();
    const subject = await screen.findByRole('textbox', { name: /Subject/ });
    await user.clear(subject);
    await user.type(subject, 'Thanks');
    const body = screen.getByRole('textbox', { name: /Message/ });
    await user.clear(body);
    await user.type(body, 'Dear ');
    await user.click(screen.getByRole('button', { name: 'Full name' }));
    expect(body).toHaveValue('Dear {{ candidate.fullName }}');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Template saved.')).toBeInTheDocument();
    expect(view.sentTo('PUT', '/api/v1/templates/messages/rejected/EMAIL')[0]?.body).toEqual({
      subject: 'Thanks',
      body: 'Dear {{ candidate.fullName }}',
    });
  });

  it('inserts a merge field from the keyboard where the cursor stood in the message', async () => {
    open('/manager/settings/messages?key=rejected&channel=SMS', {
      'POST /api/v1/templates/messages/rejected/SMS/preview': {
        subject: null,
        text: '',
        html: null,
        smsCount: 1,
      },
    });
    const user = userEvent.setup();
    const body = await screen.findByRole('textbox', { name: /Message/ });
    await user.clear(body);
    await user.type(body, 'Hi , sorry.');
    (body as HTMLTextAreaElement).setSelectionRange(3, 3);
    await user.tab();
    expect(screen.getByRole('button', { name: 'First name' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(body).toHaveValue('Hi {{ candidate.firstName }}, sorry.');
    await waitFor(() => expect(body).toHaveFocus());
  });

  it('shows the server’s message about an unknown merge field at the body', async () => {
    open('/manager/settings/messages?key=rejected&channel=EMAIL', {
      'PUT /api/v1/templates/messages/rejected/EMAIL': {
        status: 400,
        body: apiError('Check the highlighted fields.', [
          {
            field: 'body',
            message: 'Unknown merge field {{ code }}. Use one of the fields listed beside the editor.',
          },
        ]),
      },
    });
    const user = userEvent.setup();
    const body = await screen.findByRole('textbox', { name: /Message/ });
    await user.type(body, ' {{{{ code }}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Unknown merge field {{ code }}. Use one of the fields listed beside the editor.',
      ),
    ).toBeInTheDocument();
    expect(body).toHaveAttribute('aria-invalid', 'true');
  });

  it('resets a customised template to the default once confirmed', async () => {
    let list = templates;
    const view = open('/manager/settings/messages?key=rejected&channel=EMAIL', {
      'GET /api/v1/templates/messages': () => list,
      'DELETE /api/v1/templates/messages/rejected/EMAIL': () => {
        list = list.map((item) =>
          item.key === 'rejected' && item.channel === 'EMAIL' ? template('rejected', 'EMAIL') : item,
        );
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reset to default' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset this template?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('The template is back to its default text.')).toBeInTheDocument();
    expect(view.sentTo('DELETE', '/api/v1/templates/messages/rejected/EMAIL')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('Subject of rejected');
    expect(screen.getByRole('button', { name: 'Reset to default' })).toBeDisabled();
  });

  it('previews the unsaved texts with sample data, then with a candidate found by name', async () => {
    const view = open('/manager/settings/messages?key=rejected&channel=EMAIL', {
      'GET /api/v1/search/profiles': {
        content: [{ id: 42, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' }],
      },
    });
    const user = userEvent.setup();
    const frame = await screen.findByTitle('Email as candidates see it');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p>Dear Ada, thank you for applying.</p>');
    expect(screen.getByText('Your application to Training contract 2027')).toBeInTheDocument();
    expect(view.sentTo('POST', '/api/v1/templates/messages/rejected/EMAIL/preview')[0]?.body).toMatchObject({
      candidateId: null,
    });
    expect(screen.getByText('Showing sample data.')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Preview with a candidate' }), 'Ada');
    await user.click(await screen.findByRole('button', { name: /Ada Lovelace/ }));
    expect(screen.getByText('Showing Ada Lovelace’s data.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        view.sentTo('POST', '/api/v1/templates/messages/rejected/EMAIL/preview').at(-1)?.body,
      ).toMatchObject({
        candidateId: 42,
      }),
    );
    expect(view.sentTo('GET', '/api/v1/search/profiles')[0]?.query).toMatchObject({ searchTerm: 'Ada' });
  });

  it('counts a text message’s characters and messages, and names characters outside GSM', async () => {
    open('/manager/settings/messages?key=rejected&channel=SMS', {
      'POST /api/v1/templates/messages/rejected/SMS/preview': {
        subject: null,
        text: 'Hi Ada, sorry.',
        html: null,
        smsCount: 1,
      },
    });
    const user = userEvent.setup();
    const body = await screen.findByRole('textbox', { name: /Message/ });
    expect(screen.queryByRole('textbox', { name: /Subject/ })).not.toBeInTheDocument();
    expect(screen.getByText('36 characters · 1 message')).toBeInTheDocument();
    await user.type(body, 'x'.repeat(130));
    expect(screen.getByText('166 characters · 2 messages')).toBeInTheDocument();
    await user.type(body, '…');
    expect(
      screen.getByText('Text messages can only use the standard SMS characters. Remove: …'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(await screen.findByText('1 text message')).toBeInTheDocument();
  });
});
