import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openMessagesScreen as open } from './open-messages-screen.tsx';

describe('the template preview', () => {
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
