import type { FakeApi } from '@shortlist/shell/testing';
import { apiError } from '@shortlist/shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hartwellManager, renderConsoleScreen } from '../../app/render-console-screen.tsx';
import CandidateRecordScreen from './CandidateRecordScreen.tsx';
import { candidateView, history } from './candidate-record.fixtures.ts';
import { recordApi as baseRecordApi } from './record-test-support.tsx';

const recordApi = (fields: FakeApi = {}): FakeApi => baseRecordApi(undefined, fields);

const open = (path: string, api: FakeApi = recordApi()) =>
  renderConsoleScreen(<CandidateRecordScreen />, {
    route: '/manager/candidate/:candidateId',
    path,
    api,
    user: hartwellManager,
  });

/** The application facts of the header, term by term. */
async function headerFacts() {
  const list = await screen.findByLabelText('Application');
  return Object.fromEntries(
    [...list.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('CandidateRecordScreen', () => {
  it('heads the record with the name and the application facts in words', async () => {
    open('/manager/candidate/301');
    expect(await screen.findByRole('heading', { name: 'Amara Nwosu', level: 1 })).toBeInTheDocument();
    expect(await headerFacts()).toEqual({
      Email: 'amara@example.test',
      Role: 'Training Contract 2028',
      Stage: 'At interview · Invited',
      Status: 'Submitted',
      Applied: '11 Nov 2026',
      Assignee: 'Harriet Wells',
      'Candidate ID': '301',
    });
  });

  it('words the §3 statuses: pending is Not Submitted, not verified is Unverified email', async () => {
    const pending = candidateView();
    pending.application = { ...pending.application, status: 'PENDING', appliedAt: null, assignee: null };
    const view = open(
      '/manager/candidate/301',
      recordApi({ 'GET /api/v1/organization/1/candidate/301': pending }),
    );
    expect(await headerFacts()).toMatchObject({
      Status: 'Not Submitted',
      Applied: 'Not yet',
      Assignee: 'Unassigned',
    });
    view.unmount();

    const unverified = candidateView();
    unverified.application = { ...unverified.application, status: 'NOT_VERIFIED' };
    open('/manager/candidate/301', recordApi({ 'GET /api/v1/organization/1/candidate/301': unverified }));
    expect(await headerFacts()).toMatchObject({ Status: 'Unverified email' });
  });

  it('marks an email the candidate has not verified beside the address', async () => {
    const view = candidateView();
    view.person = view.person && { ...view.person, emailVerified: false };
    open('/manager/candidate/301', recordApi({ 'GET /api/v1/organization/1/candidate/301': view }));
    expect(await headerFacts()).toMatchObject({
      Email: 'amara@example.testUnverified email',
      Status: 'Submitted',
    });
  });

  it('shows education and the right to work from the profile', async () => {
    open('/manager/candidate/301');
    const profile = await screen.findByRole('region', { name: 'Profile' });
    const universities = within(profile).getByRole('table', { name: 'Universities' });
    expect(
      within(universities).getByRole('rowheader', { name: 'University of Manchester' }),
    ).toBeInTheDocument();
    expect(universities).toHaveTextContent('Undergraduate');
    expect(universities).toHaveTextContent('Upper second (2:1)');
    expect(universities).toHaveTextContent('2021–2024');
    const schools = within(profile).getByRole('table', { name: 'Schools' });
    expect(within(schools).getByRole('rowheader', { name: 'Manchester Academy' })).toBeInTheDocument();
    expect(profile).toHaveTextContent('CitizenYes');
    expect(profile).toHaveTextContent('PermitBritish or Irish citizen');
  });

  it('lays out the stage history newest first: from where to where, why, who and when', async () => {
    open('/manager/candidate/301');
    const timeline = await screen.findByRole('region', { name: 'Stage history' });
    const moves = await within(timeline).findAllByRole('listitem');
    expect(moves.map((move) => move.querySelector('p')?.textContent)).toEqual([
      'Applied → At interview · Invited',
      'Entered Applied',
    ]);
    // The time of day depends on the machine's zone; the date (noon UTC) does not.
    const withoutTime = (move: HTMLElement) =>
      move.querySelectorAll('p')[1]?.textContent?.replace(/, \d\d:\d\d$/, '');
    expect(moves.map(withoutTime)).toEqual([
      'Moved · by Harriet Wells · 21 Nov 2026',
      'Application submitted · by Shortlist · 1 Nov 2026',
    ]);
  });

  it('says when the candidate withdrew, with the reason and the words they gave', async () => {
    const withdrawal = {
      id: 3,
      fromStageId: 3,
      toStageId: 15,
      toSubStageCode: null,
      reason: 'withdrawn',
      actorName: null,
      at: Date.UTC(2026, 10, 25, 12) / 1000,
      withdrawal: { reason: 'another-offer', note: 'I took a place elsewhere.' },
      undoable: false,
    };
    open(
      '/manager/candidate/301',
      recordApi({ 'GET /api/v1/candidate/301/history': [withdrawal, ...history] }),
    );
    const timeline = await screen.findByRole('region', { name: 'Stage history' });
    const [latest] = await within(timeline).findAllByRole('listitem');
    const lines = [...(latest?.querySelectorAll('p') ?? [])].map((line) => line.textContent);
    expect(lines[0]).toBe('At interview → Withdrew');
    expect(lines[1]?.replace(/, \d\d:\d\d$/, '')).toBe('Withdrawn by the candidate · 25 Nov 2026');
    expect(lines[2]).toBe('Reason: Accepted another offer · “I took a place elsewhere.”');
  });

  it('names the reason a manager gave on the move that rejected the candidate', async () => {
    const rejection = {
      id: 3,
      fromStageId: 3,
      toStageId: 16,
      toSubStageCode: null,
      reason: 'move',
      actorName: 'Harriet Wells',
      at: Date.UTC(2026, 10, 25, 12) / 1000,
      rejectionReason: 'Interview performance',
      undoable: false,
    };
    open(
      '/manager/candidate/301',
      recordApi({ 'GET /api/v1/candidate/301/history': [rejection, ...history] }),
    );
    const timeline = await screen.findByRole('region', { name: 'Stage history' });
    const [latest, earlier] = await within(timeline).findAllByRole('listitem');
    expect(latest?.querySelectorAll('p')[2]?.textContent).toBe('Reason for rejection: Interview performance');
    expect(earlier).not.toHaveTextContent('Reason for rejection');
  });

  it("lists the notes with their author, an outside reviewer's with a Reviewer badge", async () => {
    open('/manager/candidate/301');
    const notesSection = await screen.findByRole('region', { name: 'Notes' });
    const [note] = await within(notesSection).findAllByRole('listitem');
    expect(note).toHaveTextContent('CommentPriya ShahReviewer');
    expect(note).toHaveTextContent('Strong answer on the commercial awareness question.');
  });

  it('never shows special-category or social-mobility answers, even when the reply carries them', async () => {
    const { container } = open('/manager/candidate/301');
    await screen.findByRole('heading', { name: 'Amara Nwosu' });
    await within(screen.getByRole('region', { name: 'Stage history' })).findAllByRole('listitem');
    for (const text of [
      'Woman',
      'Buddhist',
      'Bisexual',
      'Asthma',
      'Black British',
      'Caribbean heritage',
      'Jamaican-Nigerian',
      'freeSchoolMeals',
      'Ethnicity',
      'Religion',
      'Gender',
    ]) {
      expect(container).not.toHaveTextContent(text);
    }
  });

  it('goes back to the list named by return, with its query', async () => {
    const view = open(
      `/manager/candidate/301?return=${encodeURIComponent('/manager/roles/1?stage=3&page=2')}`,
    );
    await screen.findByRole('heading', { name: 'Amara Nwosu', level: 1 });
    await userEvent.click(screen.getByRole('link', { name: /Back to the list/ }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/manager/roles/1');
    expect(view.location().search).toBe('?stage=3&page=2');
  });

  it.each([
    ['another site', 'https://evil.example/manager/roles'],
    ['a page outside the console', '/account'],
  ])('refuses %s as return address and goes back to the roles', async (_case, address) => {
    open(`/manager/candidate/301?return=${encodeURIComponent(address)}`);
    await screen.findByRole('heading', { name: 'Amara Nwosu', level: 1 });
    expect(screen.getByRole('link', { name: /Back to the list/ })).toHaveAttribute('href', '/manager/roles');
  });

  it('says the candidate is not found when the API answers 404, with the way back', async () => {
    open(
      '/manager/candidate/301?return=%2Fmanager%2Fsearch',
      recordApi({
        'GET /api/v1/organization/1/candidate/301': {
          status: 404,
          body: apiError('The candidate was not found.'),
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Candidate not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the list/ })).toHaveAttribute('href', '/manager/search');
  });

  it('offers a retry when loading fails, and shows the record once it loads', async () => {
    let calls = 0;
    open(
      '/manager/candidate/301',
      recordApi({
        'GET /api/v1/organization/1/candidate/301': () => {
          calls += 1;
          return calls === 1 ? { status: 500, body: apiError('Database down') } : candidateView();
        },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The candidate could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Amara Nwosu', level: 1 })).toBeInTheDocument();
  });
});
