import type { MessageTemplate } from '@shortlist/domain/schemas';
import { apiError } from '@shortlist/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { template, templates } from '../Messaging/message-templates.fixtures.ts';
import { openMessagesScreen as open } from './open-messages-screen.tsx';

describe('the template editor', () => {
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

  it('offers to reload when someone else saved the template first, and shows their text on reload', async () => {
    const theirs = template('rejected', 'EMAIL', {
      customised: true,
      subject: 'Their subject',
      updatedAt: '2026-03-01T09:05:00.000Z',
    });
    let saved = false;
    const view = open('/manager/settings/messages?key=rejected&channel=EMAIL', {
      'GET /api/v1/templates/messages': () =>
        templates.map((each) =>
          saved && each.key === 'rejected' && each.channel === 'EMAIL' ? theirs : each,
        ),
      'PUT /api/v1/templates/messages/rejected/EMAIL': () => {
        saved = true;
        return {
          status: 409,
          body: { error: 'stale_version', error_description: 'Someone else saved this.' },
        };
      },
    });
    const user = userEvent.setup();
    const subject = await screen.findByRole('textbox', { name: /Subject/ });
    await user.clear(subject);
    await user.type(subject, 'My subject');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const reload = await screen.findByRole('button', { name: 'Reload their version' });
    // The save named the version the editor started from.
    expect(view.sentTo('PUT', '/api/v1/templates/messages/rejected/EMAIL')[0]?.ifMatch).toBe(
      '"2026-11-20T10:00:00.000Z"',
    );
    expect(subject).toHaveValue('My subject');
    expect(reload).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(subject).toHaveValue('Their subject'));
    expect(screen.queryByRole('button', { name: 'Reload their version' })).toBeNull();
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
});
