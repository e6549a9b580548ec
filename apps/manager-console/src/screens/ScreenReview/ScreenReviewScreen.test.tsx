import type { FakeApi } from '@shortlist/shell/testing';
import { apiError } from '@shortlist/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsoleScreen } from '../../app/render-console-screen.tsx';
import ScreenReviewScreen from './ScreenReviewScreen.tsx';
import { publicBase, reviewCandidate, reviewerQueue } from './screen-review.fixtures.ts';

const reviewApi = (fields: FakeApi = {}): FakeApi => ({
  [`GET ${publicBase}/candidates`]: reviewerQueue,
  [`GET ${publicBase}/candidate/301`]: reviewCandidate(301, 'Training Contract 2028'),
  [`GET ${publicBase}/candidate/302`]: reviewCandidate(302, 'Training Contract 2028'),
  [`GET ${publicBase}/candidate/303`]: reviewCandidate(303, 'Vacation Scheme 2027'),
  ...Object.fromEntries(
    [301, 302, 303].flatMap((id) => [
      [`POST ${publicBase}/candidate/${id}`, { status: 201, body: { id: 1, candidateId: id } }],
      [`POST ${publicBase}/candidate/${id}/score`, { candidateId: id }],
    ]),
  ),
  ...fields,
});

// No user: the link is the access.
const open = (path = '/screen?organization=hartwell&token=secret-1', api: FakeApi = reviewApi()) =>
  renderConsoleScreen(<ScreenReviewScreen />, { route: '/screen', path, api });

const current = (name: string) => screen.findByRole('heading', { name, level: 2 });

describe('ScreenReviewScreen', () => {
  it('takes an outside reviewer through three candidates: score, recommend, save, next, done', async () => {
    const view = open();
    expect(await current('Amara Nwosu')).toBeInTheDocument();
    expect(screen.getByText('Candidates Hartwell & Finch LLP asked you to review')).toBeInTheDocument();
    expect(screen.getByText('3 left')).toBeInTheDocument();
    const answers = await screen.findByRole('region', { name: 'Application answers' });
    expect(answers).toHaveTextContent('Which office would you like to join?Manchester');
    expect(screen.getByRole('region', { name: 'Documents' })).toHaveTextContent('CV: cv-301.pdf');
    expect(screen.getByText('Applied', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Progress|Reject|Move/ })).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('spinbutton', { name: /Score/ }), '8');
    await userEvent.type(screen.getByRole('textbox', { name: /Comment/ }), 'Clear writing. s n');
    await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Priya Shah');
    expect(view.sentTo('POST', `${publicBase}/candidate/301`)).toHaveLength(0);
    await userEvent.click(screen.getByRole('radio', { name: 'Recommend' }));
    await userEvent.keyboard('s');

    expect(await current('Candidate 302')).toBeInTheDocument();
    expect(view.sentTo('POST', `${publicBase}/candidate/301/score`)[0]?.body).toEqual({
      score: 8,
      totalScore: 10,
    });
    expect(view.sentTo('POST', `${publicBase}/candidate/301`)[0]?.body).toEqual({
      recommendation: 'Recommend',
      comment: 'Clear writing. s n',
      reviewerName: 'Priya Shah',
    });
    expect(screen.getByText('2 left')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Review of Amara Nwosu saved.');
    const queue = screen.getByRole('region', { name: 'Your candidates' });
    expect(within(queue).getByRole('button', { name: 'Amara Nwosu, Reviewed' })).toBeInTheDocument();

    await userEvent.keyboard('n');
    expect(await current('Ben Carter')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Do not recommend' }));
    await userEvent.keyboard('s');
    // The one skipped is next: the list wraps round to whoever is not reviewed yet.
    expect(await current('Candidate 302')).toBeInTheDocument();
    expect(view.sentTo('POST', `${publicBase}/candidate/303/score`)).toHaveLength(0);
    expect(screen.getByText('1 left')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Unsure' }));
    await userEvent.click(screen.getByRole('button', { name: /Save and next/ }));
    expect(await screen.findByText(/All done/)).toBeInTheDocument();
    expect(screen.getByText('0 left')).toBeInTheDocument();
    expect(view.sentTo('POST', `${publicBase}/candidate/302`)[0]?.body).toMatchObject({
      recommendation: 'Unsure',
      reviewerName: 'Priya Shah',
    });
  });

  it('refuses a score above the total and a review without a recommendation at their fields, sending nothing', async () => {
    const view = open();
    await current('Amara Nwosu');
    await userEvent.type(screen.getByRole('spinbutton', { name: /Score/ }), '12');
    await userEvent.click(screen.getByRole('button', { name: /Save and next/ }));
    expect(screen.getByRole('spinbutton', { name: /Score/ })).toHaveAccessibleDescription(
      expect.stringContaining('The score must not be above the total score.'),
    );
    expect(screen.getByText('Choose a recommendation.')).toBeInTheDocument();
    expect(view.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('says the link does not work when it has expired or is not valid', async () => {
    open(
      undefined,
      reviewApi({
        [`GET ${publicBase}/candidates`]: { status: 404, body: apiError('The link was not found.') },
      }),
    );
    expect(await screen.findByText('This link does not work')).toBeInTheDocument();
    expect(screen.getByText(/expired or is not valid/)).toBeInTheDocument();
  });

  it('says the same of a link without its token, asking nothing of the API', async () => {
    const view = open('/screen?organization=hartwell');
    expect(await screen.findByText('This link does not work')).toBeInTheDocument();
    await waitFor(() =>
      expect(view.requests.filter((request) => request.path.includes('/token/'))).toHaveLength(0),
    );
  });
});
