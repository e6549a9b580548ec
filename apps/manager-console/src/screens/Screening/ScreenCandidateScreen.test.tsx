import type { ScreeningDecisionResult } from '@shortlist/domain/contract';
import type { FakeApi, RecordedRequest } from '@shortlist/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  hartwellManager,
  hartwellManagerAdmin,
  renderConsoleScreen,
} from '../../app/render-console-screen.tsx';
import ScreenCandidateScreen from './ScreenCandidateScreen.tsx';
import { queue, screeningView } from './screening.fixtures.ts';

const decisionPath = '/api/v1/organization/1/screening/301';
const decided = (request: RecordedRequest, nextCandidateId: number | null): ScreeningDecisionResult => ({
  candidateId: 301,
  decision: (request.body as ScreeningDecisionResult).decision,
  stage: { id: 2, subStageId: null },
  nextCandidateId,
});

const screeningApi = (nextCandidateId: number | null = 302): FakeApi => ({
  'GET /api/v1/organization/1/candidate/301': screeningView(),
  'GET /api/v1/organization/1/candidate/302': screeningView({
    id: 302,
    person: null,
    blindReview: { active: true, revealed: null, canReveal: false },
  }),
  'GET /api/v1/organization/1/screening': queue,
  // The record's scores panel reads the organisation's metrics.
  'GET /api/v1/organization/1': {
    id: 1,
    name: 'Hartwell & Finch LLP',
    metrics: [{ key: 'motivation', label: 'Motivation', metricType: 'number' }],
  },
  [`POST ${decisionPath}`]: (request: RecordedRequest) => decided(request, nextCandidateId),
  // Issue 32: what a rejection will send, and the organisation's reasons.
  'POST /api/v1/organization/1/stage-moves/preview': {
    stageId: 16,
    subStageId: 61,
    notify: true,
    emailTemplate: 'rejected-by-stage',
    smsTemplate: null,
    templates: ['rejected-after-application-review'],
    channels: ['EMAIL'],
    timing: 'scheduled',
    sendAt: '2026-12-08T09:00:00.000Z',
    timeZone: 'Europe/London',
    counts: { candidates: 1, email: 1, sms: 0, nothing: 0 },
    choosableTemplates: ['rejected-by-stage', 'rejected'],
    reasonRequired: true,
    reasons: [{ id: 'application-answers', name: 'Application answers', isDefault: true, retired: false }],
    sample: null,
  },
});

const open = (api: FakeApi = screeningApi(), path = '/manager/screen/301?roleId=1', user = hartwellManager) =>
  renderConsoleScreen(<ScreenCandidateScreen />, {
    route: '/manager/screen/:candidateId',
    path,
    api,
    user,
  });

describe('ScreenCandidateScreen', () => {
  it('shows the answers first against the form, then the contextual flags and the scoring, and how many are left', async () => {
    // Issue 33: the stage's scores are a manager admin's decision; a standard manager reads them.
    open(undefined, undefined, hartwellManagerAdmin);
    expect(await screen.findByRole('heading', { name: 'Amara Nwosu', level: 1 })).toBeInTheDocument();
    const answers = screen.getByRole('region', { name: 'Application answers' });
    expect(answers).toHaveTextContent('Which office would you like to join?Manchester');
    expect(answers).toHaveTextContent('Do you have the right to work in the UK?Yes');
    expect(answers).toHaveTextContent('Why do you want to join us?Not answered');
    expect(answers).not.toHaveTextContent('Answer in your own words.');
    expect(screen.getByRole('region', { name: 'Contextual flags' })).toHaveTextContent('1 flagged');
    expect(await screen.findByRole('textbox', { name: 'Motivation' })).toBeInTheDocument();
    expect(await screen.findByText('3 left')).toBeInTheDocument();
    expect(screen.getByText(/Shortcuts: P progress, R reject, H hold/)).toBeInTheDocument();
  });

  it('shows a standard manager the scoring to read, saying a manager admin decides it', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Amara Nwosu', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(/^A manager admin decides the stage’s scores/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Motivation' })).toBeNull();
  });

  it('progresses with P and opens the next candidate, blind under its label, saying what was done', async () => {
    const view = open();
    await screen.findByRole('heading', { name: 'Amara Nwosu' });
    await userEvent.keyboard('p');
    await waitFor(() => expect(view.location().pathname).toBe('/manager/screen/302'));
    expect(view.sentTo('POST', decisionPath)[0]?.body).toEqual({ decision: 'progress', stageId: 1 });
    expect(view.location().search).toBe('?roleId=1');
    expect(await screen.findByRole('heading', { name: 'Candidate 302', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Amara Nwosu progressed.')).toHaveAttribute('role', 'status');
  });

  it('never decides while a reason is typed; the reason goes with the decision, and the last one ends the queue', async () => {
    const view = open(screeningApi(null));
    await screen.findByRole('heading', { name: 'Amara Nwosu' });
    const reason = screen.getByRole('textbox', { name: 'Reason (optional)' });
    await userEvent.type(reason, 'Waiting for references: p r h');
    expect(view.sentTo('POST', decisionPath)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Hold' }));
    await waitFor(() => expect(view.location().pathname).toBe('/manager/screen'));
    expect(view.location().search).toBe('?roleId=1&done=1');
    expect(view.sentTo('POST', decisionPath)[0]?.body).toEqual({
      decision: 'hold',
      stageId: 1,
      reason: 'Waiting for references: p r h',
    });
  });

  it('asks to confirm a rejection by R before sending it', async () => {
    const view = open();
    await screen.findByRole('heading', { name: 'Amara Nwosu' });
    await userEvent.keyboard('r');
    const confirm = await screen.findByRole('dialog', { name: 'Reject Amara Nwosu?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(view.sentTo('POST', decisionPath)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    // The rejection says when the candidate will be told, and waits for its reason.
    expect(await within(dialog).findByText(/^Tells 1 by email, sent /)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reject candidate' })).toBeDisabled();
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Reason for the rejection' }),
      'application-answers',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject candidate' }));
    await waitFor(() => expect(view.sentTo('POST', decisionPath)).toHaveLength(1));
    expect(view.sentTo('POST', decisionPath)[0]?.body).toEqual({
      decision: 'reject',
      stageId: 1,
      rejectionReasonId: 'application-answers',
    });
  });

  it('says so when the candidate is not there', async () => {
    open(screeningApi(), '/manager/screen/999');
    expect(await screen.findByText('Candidate not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the queue/ })).toHaveAttribute(
      'href',
      '/manager/screen',
    );
  });
});
