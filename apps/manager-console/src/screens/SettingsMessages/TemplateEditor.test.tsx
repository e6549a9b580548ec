import type { MessageTemplate } from '@shortlist/domain/schemas';
import { apiError } from '@shortlist/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { template, templates } from '../Messaging/message-templates.fixtures.ts';
import { chipsIn, layOutRanges, placeCursor } from '../Messaging/rich-text-testing.ts';
import { openMessagesScreen as open } from './open-messages-screen.tsx';

beforeAll(layOutRanges);

describe('the template editor', () => {
  it('swaps a merge field chip from the keyboard and saves the body as Liquid', async () => {
    const saved: MessageTemplate = template('rejected', 'EMAIL', {
      customised: true,
      subject: 'Thanks',
      body: 'Dear {{ candidate.fullName }}, thank you for applying.',
    });
    const view = open('/manager/settings/messages?key=rejected&channel=EMAIL', {
      'PUT /api/v1/templates/messages/rejected/EMAIL': saved,
    });
    const user = userEvent.setup();
    const subject = await screen.findByRole('textbox', { name: /Subject/ });
    await user.clear(subject);
    await user.type(subject, 'Thanks');
    const body = screen.getByRole('textbox', { name: /Message/ });
    expect(body).toHaveTextContent('Dear First name, thank you for applying.');
    expect(chipsIn(body)).toEqual(['candidate.firstName']);

    // Backspace after a chip takes the whole field away, and says so.
    placeCursor(body, ', thank you', 0);
    await user.keyboard('{Backspace}');
    expect(chipsIn(body)).toEqual([]);
    expect(await screen.findByText('First name removed.')).toBeInTheDocument();

    screen.getByRole('button', { name: 'Full name' }).focus();
    await user.keyboard('{Enter}');
    expect(chipsIn(body)).toEqual(['candidate.fullName']);
    expect(body).toHaveTextContent('Dear Full name, thank you for applying.');
    expect(await screen.findByText('Full name inserted.')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Template saved.')).toBeInTheDocument();
    expect(view.sentTo('PUT', '/api/v1/templates/messages/rejected/EMAIL')[0]?.body).toEqual({
      subject: 'Thanks',
      body: 'Dear {{ candidate.fullName }}, thank you for applying.',
    });
  });

  it('opens a field picker on {{ and inserts the field chosen by keyboard', async () => {
    open('/manager/settings/messages?key=rejected&channel=EMAIL');
    const user = userEvent.setup();
    const body = await screen.findByRole('textbox', { name: /Message/ });
    placeCursor(body, 'applying.');
    // jsdom keeps up with ProseMirror for a paste, not for fast typing: the first { is pasted.
    await user.paste(' {');
    await user.keyboard('{{');
    const picker = await screen.findByRole('combobox', { name: 'Merge field to insert' });
    expect(picker).toHaveFocus();
    await user.keyboard('ro');
    expect(within(screen.getByRole('listbox', { name: 'Merge fields' })).getAllByRole('option')).toHaveLength(
      1,
    );
    await user.keyboard('{Enter}');
    expect(chipsIn(body)).toEqual(['candidate.firstName', 'role.name']);
    expect(screen.queryByRole('combobox', { name: 'Merge field to insert' })).toBeNull();
    expect(body).toHaveTextContent('Dear First name, thank you for applying. Role');
  });

  it('gives a chip reached with the arrow keys a fallback for an empty field', async () => {
    const view = open('/manager/settings/messages?key=rejected&channel=EMAIL', {
      'PUT /api/v1/templates/messages/rejected/EMAIL': template('rejected', 'EMAIL'),
    });
    const user = userEvent.setup();
    const body = await screen.findByRole('textbox', { name: /Message/ });
    placeCursor(body, ', thank you', 0);
    await user.keyboard('{ArrowLeft}');
    const fallback = await screen.findByRole('textbox', { name: 'When First name is empty, write' });
    // A quote would end the Liquid string, so it cannot be typed.
    await user.type(fallback, 'the "candidate"{Enter}');
    expect(body).toHaveTextContent('Dear First name, or “the candidate”, thank you for applying.');
    expect(await screen.findByText('First name now writes “the candidate” when empty.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Template saved.');
    expect(view.sentTo('PUT', '/api/v1/templates/messages/rejected/EMAIL')[0]?.body).toMatchObject({
      body: 'Dear {{ candidate.firstName | default: "the candidate" }}, thank you for applying.',
    });
  });

  it('saves an unedited body byte for byte, and keeps formatting as light Markdown', async () => {
    const odd = 'Dear  {{candidate.firstName}},\n\n\n**Thank you**.';
    const view = open('/manager/settings/messages?key=rejected&channel=EMAIL', {
      'GET /api/v1/templates/messages': templates.map((each) =>
        each.key === 'rejected' && each.channel === 'EMAIL' ? { ...each, body: odd } : each,
      ),
      'PUT /api/v1/templates/messages/rejected/EMAIL': template('rejected', 'EMAIL'),
    });
    const user = userEvent.setup();
    const body = await screen.findByRole('textbox', { name: /Message/ });
    expect(body.querySelector('strong')).toHaveTextContent('Thank you');
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Template saved.');
    expect(view.sentTo('PUT', '/api/v1/templates/messages/rejected/EMAIL')[0]?.body).toMatchObject({
      body: odd,
    });
  });

  it('opens a body with Liquid tags as Liquid, saying why, and lets an admin switch either way', async () => {
    const conditional = 'Hello{% if candidate.firstName != blank %} {{ candidate.firstName }}{% endif %},';
    open('/manager/settings/messages?key=rejected&channel=EMAIL', {
      'GET /api/v1/templates/messages': templates.map((each) =>
        each.key === 'rejected' && each.channel === 'EMAIL' ? { ...each, body: conditional } : each,
      ),
    });
    const user = userEvent.setup();
    const liquid = await screen.findByRole('textbox', { name: /Message/ });
    expect(liquid).toHaveValue(conditional);
    expect(liquid).toHaveAccessibleDescription(/uses Liquid tags, such as \{% if %\} or a loop/);
    const toggle = screen.getByRole('button', { name: 'Edit as Liquid' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // Still Liquid: the formatted editor cannot show it.
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await user.clear(liquid);
    await user.type(liquid, 'Hi {{{{ candidate.firstName }} **there**');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const rich = screen.getByRole('textbox', { name: /Message/ });
    expect(chipsIn(rich)).toEqual(['candidate.firstName']);
    expect(rich.querySelector('strong')).toHaveTextContent('there');
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
    await screen.findByRole('textbox', { name: /Message/ });
    await user.click(screen.getByRole('button', { name: 'Edit as Liquid' }));
    const body = screen.getByRole('textbox', { name: /Message/ });
    await user.type(body, ' {{{{ code }}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Unknown merge field {{ code }}. Use one of the fields listed beside the editor.',
      ),
    ).toBeInTheDocument();
    expect(body).toHaveAttribute('aria-invalid', 'true');
    // Back in the formatted editor, the message stays at the body.
    await user.click(screen.getByRole('button', { name: 'Edit as Liquid' }));
    const rich = screen.getByRole('textbox', { name: /Message/ });
    expect(rich).toHaveAttribute('aria-invalid', 'true');
    expect(rich).toHaveAccessibleDescription(
      'Unknown merge field {{ code }}. Use one of the fields listed beside the editor.',
    );
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
