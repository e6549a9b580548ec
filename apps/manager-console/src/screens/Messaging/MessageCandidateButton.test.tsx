import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { hartwellManager, renderConsoleScreen } from '../../app/render-console-screen.tsx';
import { MessageCandidateButton } from './MessageCandidateButton.tsx';
import { templates } from './message-templates.fixtures.ts';
import { layOutRanges } from './rich-text-testing.ts';

beforeAll(layOutRanges);

describe('MessageCandidateButton', () => {
  it('sends to the one candidate of the record', async () => {
    const view = renderConsoleScreen(<MessageCandidateButton candidateId={55} />, {
      route: '/manager/candidate/:candidateId',
      path: '/manager/candidate/55',
      user: hartwellManager,
      api: {
        'GET /api/v1/templates/messages': templates,
        'POST /api/v1/messages': { queued: 0, skipped: { optedOut: 0, noAddress: 1 } },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message 1 candidate' });
    await user.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Your interview');
    // The email's body is formatted text: jsdom keeps up with ProseMirror for a paste, not for fast typing.
    within(dialog)
      .getByRole('textbox', { name: /Message/ })
      .focus();
    await user.paste('See you on Monday.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Nothing sent' })).toBeInTheDocument();
    expect(screen.getByText('No message was sent.')).toBeInTheDocument();
    expect(screen.getByText('1 candidate was skipped: no address to send it to.')).toBeInTheDocument();
    expect(view.sentTo('POST', '/api/v1/messages')[0]?.body).toEqual({
      channel: 'EMAIL',
      subject: 'Your interview',
      body: 'See you on Monday.',
      templateKey: null,
      filter: { ids: [55] },
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
