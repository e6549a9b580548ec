import type { OrganizationCandidateScore } from '@shortlist/domain/contract';
import type { MetricDefinition } from '@shortlist/domain/schemas';
import type { FakeApi, RecordedRequest } from '@shortlist/shell/testing';
import { apiError } from '@shortlist/shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsoleScreen } from '../../../app/render-console-screen.tsx';
import { candidateView } from '../candidate-record.fixtures.ts';
import { ScoresPanel } from './ScoresPanel.tsx';

const metrics: MetricDefinition[] = [
  { key: 'advocacy', label: 'Advocacy', metricType: 'number' },
  { key: 'written', label: 'Written test', metricType: 'percent', min: 40 },
  { key: 'rightToWork', label: 'Right to work checked', metricType: 'yesno' },
  { key: 'comment', label: 'Panel comment', metricType: 'text' },
  { key: 'interviewed', label: 'Interviewed on', metricType: 'date' },
];

const score = (stageId: number, key: string, value: OrganizationCandidateScore['value']) => ({
  stage: { id: stageId },
  key,
  label: key,
  metricType: null,
  value,
  scorerUserId: 3,
  updatedAt: '2026-11-20T12:00:00.000Z',
});

const savedScores = [score(1, 'advocacy', 4), score(1, 'written', 70), score(3, 'advocacy', 2)];
const scorePath = '/api/v1/organization/1/candidate/301/score/3';

function show(api: FakeApi = {}, metricList: MetricDefinition[] = metrics) {
  const record = candidateView();
  record.scores = savedScores;
  record.application = { ...record.application, candidateScore: 76, totalScore: 105 };
  return renderConsoleScreen(<ScoresPanel record={record} />, {
    route: '/',
    path: '/',
    api: {
      'GET /api/v1/organization/1': { id: 1, name: 'Hartwell & Finch LLP', metrics: metricList },
      [`PUT ${scorePath}`]: ({ body }: RecordedRequest) => ({
        score: 80,
        totalScore: 110,
        scores: [
          ...savedScores,
          ...(body as { key: string; value: unknown }[]).map((entry) =>
            score(3, entry.key, entry.value as OrganizationCandidateScore['value']),
          ),
        ],
      }),
      ...api,
    },
  });
}

const totals = (panel: HTMLElement) =>
  Object.fromEntries(
    [...panel.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('ScoresPanel', () => {
  it('scores the current stage first, a field per metric with its type and §5 bounds', async () => {
    show();
    const panel = await screen.findByRole('region', { name: 'Scores' });
    expect(await within(panel).findByLabelText('Stage')).toHaveDisplayValue('At interview (current stage)');
    expect(within(panel).getByLabelText('Advocacy')).toHaveAccessibleDescription('Number · From 0 to 5');
    expect(within(panel).getByLabelText('Advocacy')).toHaveValue('2');
    expect(within(panel).getByLabelText('Written test')).toHaveAccessibleDescription(
      'Percent · From 40% to 100%',
    );
    expect(within(panel).getByLabelText('Right to work checked')).toHaveAccessibleDescription('Yes or no');
    expect(within(panel).getByLabelText('Interviewed on')).toHaveAttribute('type', 'date');
    expect(totals(panel)).toEqual({ 'Stage total': '2', 'Candidate score': '76 of 105' });
  });

  it('refuses values outside the bounds with field messages, and sends nothing', async () => {
    const view = show();
    const advocacy = await screen.findByLabelText('Advocacy');
    await userEvent.clear(advocacy);
    await userEvent.type(advocacy, '7');
    await userEvent.type(screen.getByLabelText('Written test'), '3x');
    await userEvent.click(screen.getByRole('button', { name: 'Save scores' }));

    expect(advocacy).toHaveAttribute('aria-invalid', 'true');
    expect(advocacy).toHaveAccessibleDescription('Number · From 0 to 5 The score must be at most 5.');
    expect(screen.getByLabelText('Written test')).toHaveAccessibleDescription(
      'Percent · From 40% to 100% Enter a number.',
    );
    expect(advocacy).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Correct the 2 scores marked below; nothing was saved.',
    );
    expect(view.sentTo('PUT', scorePath)).toHaveLength(0);
  });

  it('sends only the changed scores, on Ctrl+Enter, and says what was saved', async () => {
    const view = show();
    await userEvent.clear(await screen.findByLabelText('Advocacy'));
    await userEvent.type(screen.getByLabelText('Advocacy'), '4,5');
    await userEvent.selectOptions(screen.getByLabelText('Right to work checked'), 'Yes');
    await userEvent.type(screen.getByLabelText('Panel comment'), ' Clear and calm. ');
    await userEvent.type(screen.getByLabelText('Interviewed on'), '2026-11-20');
    await userEvent.click(screen.getByLabelText('Panel comment'));
    await userEvent.keyboard('{Control>}{Enter}{/Control}');

    const status = await screen.findByText(/^Saved 4 scores at/);
    expect(status).toHaveRole('status');
    expect(status.textContent).toMatch(/^Saved 4 scores at \d\d:\d\d$/);
    expect(view.sentTo('PUT', scorePath).map((request) => request.body)).toEqual([
      [
        { key: 'advocacy', value: 4.5 },
        { key: 'rightToWork', value: true },
        { key: 'comment', value: 'Clear and calm.' },
        { key: 'interviewed', value: Date.UTC(2026, 10, 20) / 1000 },
      ],
    ]);
    expect(totals(screen.getByRole('region', { name: 'Scores' }))).toMatchObject({
      'Candidate score': '80 of 110',
    });
  });

  it('says nothing changed rather than sending an empty save', async () => {
    const view = show();
    await userEvent.click(await screen.findByRole('button', { name: 'Save scores' }));
    expect(screen.getByRole('status')).toHaveTextContent('No score has changed.');
    expect(view.sentTo('PUT', scorePath)).toHaveLength(0);
  });

  it('shows the API’s field errors beside the metric they are about', async () => {
    show({
      [`PUT ${scorePath}`]: {
        status: 400,
        body: apiError('Advocacy: The score must be at most 3.', [
          { field: '0.value', message: 'Advocacy: The score must be at most 3.' },
        ]),
      },
    });
    await userEvent.clear(await screen.findByLabelText('Advocacy'));
    await userEvent.type(screen.getByLabelText('Advocacy'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save scores' }));
    expect(
      await screen.findByText('Advocacy: The score must be at most 3.', { selector: 'span' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Advocacy')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('The scores were not saved');
  });

  it('picks another stage that has scores, with that stage’s saved values', async () => {
    show();
    const picker = await screen.findByLabelText('Stage');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['At interview (current stage)', 'Applied']);
    await userEvent.selectOptions(picker, 'Applied');
    expect(screen.getByLabelText('Advocacy')).toHaveValue('4');
    expect(screen.getByLabelText('Written test')).toHaveValue('70');
    expect(totals(screen.getByRole('region', { name: 'Scores' }))).toMatchObject({ 'Stage total': '74' });
  });

  it('shows the custom matrix score where the organisation scores by the matrix', async () => {
    const matrix: MetricDefinition[] = [
      { key: 'academic', label: 'Academic', metricType: 'number' },
      { key: 'advocacy', label: 'Mitigating', metricType: 'number' },
      { key: 'enthusiasm1', label: 'Enthusiasm', metricType: 'number', max: 4 },
      { key: 'writing1', label: 'Writing', metricType: 'number', max: 4 },
    ];
    show({}, matrix);
    const panel = await screen.findByRole('region', { name: 'Scores' });
    expect(await within(panel).findByLabelText('Academic')).toBeInTheDocument();
    expect(totals(panel)).toMatchObject({ 'Matrix score': '0 of 12' });
  });

  it('does not show a matrix score to an organisation that does not use it', async () => {
    show();
    const panel = await screen.findByRole('region', { name: 'Scores' });
    await within(panel).findByLabelText('Advocacy');
    expect(totals(panel)).not.toHaveProperty('Matrix score');
  });
});
