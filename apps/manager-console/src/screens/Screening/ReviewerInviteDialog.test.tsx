import type { FakeApi, RecordedRequest } from '@shortlist/shell/testing';
import { apiError } from '@shortlist/shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hartwellManager, renderConsoleScreen } from '../../app/render-console-screen.tsx';
import ScreeningQueueScreen from './ScreeningQueueScreen.tsx';
import { queue, roles } from './screening.fixtures.ts';

const reviewersPath = '/api/v1/organization/1/reviewers';
// As apps/api/src/screening/invitation-checks.ts refuses it.
const refusal = apiError('Check the highlighted reviewers and candidates: nothing was sent.', [
  { field: 'emails.1', message: 'Reviewers must use an email address at hartwell.test.' },
]);

function open(reviewers: (request: RecordedRequest) => unknown) {
  const api: FakeApi = {
    'GET /api/v1/organization/1/screening': queue,
    'GET /api/v1/roles': roles,
    [`POST ${reviewersPath}`]: reviewers,
  };
  return renderConsoleScreen(<ScreeningQueueScreen />, {
    route: '/manager/screen',
    path: '/manager/screen',
    api,
    user: hartwellManager,
  });
}

async function openDialog() {
  await screen.findByRole('table');
  await userEvent.click(screen.getByRole('button', { name: 'Send to outside reviewers' }));
  return screen.findByRole('dialog', { name: 'Send to outside reviewers' });
}

describe('ReviewerInviteDialog', () => {
  it('shows the API’s refusal at the email refused, then who was sent a link once corrected', async () => {
    let calls = 0;
    const view = open((request) => {
      calls += 1;
      if (calls === 1) return { status: 400, body: refusal };
      const { emails } = request.body as { emails: string[] };
      return { sent: emails.map((email) => ({ email, expiresAt: '2026-11-30T12:00:00.000Z' })) };
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Amara Nwosu' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Ben Carter' }));
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('a link to screen 2 candidates');

    const emails = within(dialog).getByRole('textbox', { name: /Reviewer emails/ });
    await userEvent.type(emails, 'priya@hartwell.test{Enter}sam@outside.test');
    const lifetime = within(dialog).getByRole('spinbutton', { name: 'Link works for (days)' });
    await userEvent.clear(lifetime);
    await userEvent.type(lifetime, '7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send links' }));

    expect(emails).toHaveAccessibleDescription(
      expect.stringContaining('sam@outside.test: Reviewers must use an email address at hartwell.test.'),
    );
    expect(emails).toBeInvalid();
    expect(view.sentTo('POST', reviewersPath)[0]?.body).toMatchObject({
      emails: ['priya@hartwell.test', 'sam@outside.test'],
      candidateIds: [301, 303],
      expiresInDays: 7,
    });

    await userEvent.clear(emails);
    await userEvent.type(emails, 'priya@hartwell.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send links' }));
    const sent = await within(dialog).findByRole('status');
    expect(sent).toHaveTextContent('Links sent');
    expect(sent).toHaveTextContent('priya@hartwell.test: link works until 30 Nov 2026');
    expect(view.sentTo('POST', reviewersPath)).toHaveLength(2);
  });

  it('sends every listed candidate when none is selected, and asks for an email before sending anything', async () => {
    const view = open(() => ({
      sent: [{ email: 'priya@hartwell.test', expiresAt: '2026-12-07T12:00:00.000Z' }],
    }));
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('a link to screen 3 candidates');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send links' }));
    expect(within(dialog).getByRole('textbox', { name: /Reviewer emails/ })).toHaveAccessibleDescription(
      expect.stringContaining('Enter at least one email address.'),
    );
    expect(view.sentTo('POST', reviewersPath)).toHaveLength(0);

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reviewer emails/ }),
      'priya@hartwell.test',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Message/ }),
      'Please screen by Friday.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send links' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('priya@hartwell.test');
    expect(view.sentTo('POST', reviewersPath)[0]?.body).toEqual({
      emails: ['priya@hartwell.test'],
      candidateIds: [301, 302, 303],
      message: 'Please screen by Friday.',
      expiresInDays: 14,
    });
  });
});
