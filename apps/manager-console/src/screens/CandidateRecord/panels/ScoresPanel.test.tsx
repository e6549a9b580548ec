import type { MetricDefinition } from '@shortlist/domain/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hartwellManager } from '../../../app/render-console-screen.tsx';
import { score, showScores as show, totals } from './scores-panel.fixtures.tsx';

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

  it('shows who decided the stage’s scores; a standard manager reads them and cannot save (issue 33)', async () => {
    show({}, undefined, undefined, undefined, hartwellManager);
    const panel = await screen.findByRole('region', { name: 'Scores' });
    expect(await within(panel).findByText(/^Decided by Priya Shah, /)).toBeInTheDocument();
    expect(within(panel).getByText(/A manager admin decides the stage’s scores/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Save scores' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
    expect(totals(panel)).toMatchObject({ Advocacy: '2', 'Written test': 'Not scored' });
  });

  it('shows a candidate score given without a total as the bare score', async () => {
    show({}, undefined, undefined, { candidateScore: 76, totalScore: null });
    const panel = await screen.findByRole('region', { name: 'Scores' });
    expect(await within(panel).findByLabelText('Stage')).toBeInTheDocument();
    expect(totals(panel)).toMatchObject({ 'Candidate score': '76' });
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
      { key: 'mitigating', label: 'Mitigating', metricType: 'number' },
      { key: 'enthusiasm1', label: 'Enthusiasm', metricType: 'number', max: 4 },
      { key: 'writing1', label: 'Writing', metricType: 'number', max: 4 },
    ];
    show({}, matrix, [
      score(3, 'academic', 3),
      score(3, 'mitigating', 2),
      score(3, 'enthusiasm1', 4),
      score(3, 'writing1', 2),
    ]);
    const panel = await screen.findByRole('region', { name: 'Scores' });
    expect(await within(panel).findByLabelText('Academic')).toBeInTheDocument();
    // min(3 + 2, 4) x 1.5 + 4 x 0.75 + 2 x 0.75 = 6 + 3 + 1.5
    expect(totals(panel)).toMatchObject({ 'Matrix score': '10.5 of 12' });
  });

  it('does not show a matrix score to an organisation that does not use it', async () => {
    show();
    const panel = await screen.findByRole('region', { name: 'Scores' });
    await within(panel).findByLabelText('Advocacy');
    expect(totals(panel)).not.toHaveProperty('Matrix score');
  });
});
