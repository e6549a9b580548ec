import type { InboundMessageView } from '@shortlist/domain/schemas';
import type { RecordedRequest } from '@shortlist/shell/testing';
import { apiError } from '@shortlist/shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsoleScreen } from '../../../app/render-console-screen.tsx';
import { ContactHistoryPanel } from './ContactHistoryPanel.tsx';
import type { ContactMessage } from './use-contact-history.ts';

const path = 'GET /api/v1/organization/1/candidate/301/contact/ALL';
const repliesPath = 'GET /api/v1/organization/1/candidate/301/replies';

function inbound(id: number, fields: Partial<InboundMessageView> = {}): InboundMessageView {
  return {
    id,
    candidateId: 301,
    channel: 'EMAIL',
    sender: 'amara@example.test',
    subject: 'Re: Your interview',
    body: 'Tuesday works.\nThank you.',
    receivedAt: '2026-07-01T08:30:00.000Z',
    attachments: [{ documentId: 77, fileName: 'availability.pdf' }],
    attachmentsRefused: 0,
    hiddenByBlindReview: false,
    ...fields,
  };
}

function message(id: number, fields: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id,
    channel: 'EMAIL',
    recipient: 'amara@example.test',
    template: 'stage-move',
    subject: `Message ${id}`,
    body: 'Hello',
    createdAt: '2026-11-20T12:00:00.000Z',
    sentAt: '2026-11-20T12:00:00.000Z',
    status: 'sent',
    failureReason: null,
    ...fields,
  };
}

const all = [
  message(1, { subject: 'Your interview', status: 'delivered' }),
  message(2, { channel: 'SMS', subject: null, status: 'failed', failureReason: 'SMTP 550', sentAt: null }),
  message(3, { status: 'queued', sentAt: null }),
  ...Array.from({ length: 9 }, (_, index) => message(4 + index)),
];

/** The API's paging over `messages`, by ?page and ?resultsPerPage. */
function pageOf({ query }: Pick<RecordedRequest, 'query'>, messages = all) {
  const number = Number(query.page);
  const size = Number(query.resultsPerPage);
  const content = messages.slice(number * size, (number + 1) * size);
  const totalPages = Math.ceil(messages.length / size);
  return {
    content,
    number,
    size,
    totalElements: messages.length,
    totalPages,
    first: number === 0,
    last: number >= totalPages - 1,
    hasNext: number < totalPages - 1,
    hasPrevious: number > 0,
    hasContent: content.length > 0,
    numberOfElements: content.length,
  };
}

const show = (reply: unknown = pageOf, replies: unknown = []) =>
  renderConsoleScreen(<ContactHistoryPanel orgId={1} candidateId={301} />, {
    route: '/',
    path: '/',
    api: { [path]: reply, [repliesPath]: replies },
  });

describe('ContactHistoryPanel', () => {
  it('lists emails and texts with subject, channel, date and delivery status', async () => {
    show();
    const panel = await screen.findByRole('region', { name: 'Contact history' });
    const [first, second, third] = await within(panel).findAllByRole('listitem');
    expect(first?.textContent).toMatch(/Your interview\s*Email · 20 Nov 2026.*Delivered/);
    expect(second?.textContent).toMatch(/Text message\s*Text · 20 Nov 2026.*Reason: SMTP 550\s*Failed/);
    expect(third?.textContent).toMatch(/Queued$/);
  });

  it('loads the next page on demand and stops offering more at the end', async () => {
    const view = show();
    const panel = await screen.findByRole('region', { name: 'Contact history' });
    expect(await within(panel).findAllByRole('listitem')).toHaveLength(10);
    expect(panel).toHaveTextContent('10 of 12');
    await userEvent.click(within(panel).getByRole('button', { name: 'Load more' }));
    expect(await within(panel).findByText('Message 12')).toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(12);
    expect(within(panel).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(view.sentTo('GET', path.slice(4)).map((request) => request.query)).toEqual([
      expect.objectContaining({ page: '0', resultsPerPage: '10' }),
      expect.objectContaining({ page: '1', resultsPerPage: '10' }),
    ]);
  });

  it('says when a held message goes on the organisation’s clock, and why a cancelled one never will (issue 32)', async () => {
    const waiting = [
      // 08:00 UTC in June is 09:00 in London, the organisation's zone, whatever zone the browser is in.
      message(1, { status: 'scheduled', sentAt: null, scheduledFor: '2026-06-23T08:00:00.000Z' }),
      message(2, { status: 'cancelled', sentAt: null, cancelReason: 'undone' }),
    ];
    show((request: RecordedRequest) => pageOf(request, waiting));
    const panel = await screen.findByRole('region', { name: 'Contact history' });
    const [scheduled, cancelled] = await within(panel).findAllByRole('listitem');
    expect(scheduled?.textContent).toMatch(/Goes 23 Jun 2026, 09:00.*Scheduled$/);
    expect(cancelled?.textContent).toMatch(/Cancelled by an undo\s*Cancelled$/);
  });

  it('says when nothing was sent', async () => {
    show((request: RecordedRequest) => pageOf(request, []));
    expect(await screen.findByText('No messages sent yet')).toBeInTheDocument();
  });

  it('offers a retry when the history cannot be loaded', async () => {
    show({ status: 500, body: apiError('Database down') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The contact history could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("lists the candidate's replies above the sent messages, at the organisation's time, with their files", async () => {
    show(pageOf, [
      inbound(2, { channel: 'SMS', subject: null, attachments: [], sender: '07700900123' }),
      inbound(1),
    ]);
    const replies = await screen.findByRole('region', { name: 'Replies from the candidate (2)' });
    const [text, email] = within(replies)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === replies);
    expect(text?.textContent).toMatch(/Reply from 07700900123\s*Text · /);
    // 08:30 UTC is 09:30 in London in July (British Summer Time).
    expect(email).toHaveTextContent('Reply from amara@example.test');
    expect(email).toHaveTextContent('1 Jul 2026, 09:30 · Re: Your interview');
    expect(email).toHaveTextContent('Tuesday works. Thank you.');
    expect(
      within(email as HTMLElement).getByRole('button', { name: 'Download availability.pdf' }),
    ).toBeInTheDocument();
  });

  it('withholds who replied and what they wrote during blind review', async () => {
    show(pageOf, [
      inbound(1, { sender: null, subject: null, body: null, attachments: [], hiddenByBlindReview: true }),
    ]);
    const replies = await screen.findByRole('region', { name: 'Reply from the candidate' });
    expect(replies).toHaveTextContent('A reply from the candidate (not shown during blind review)');
    expect(replies).not.toHaveTextContent('amara');
  });
});
