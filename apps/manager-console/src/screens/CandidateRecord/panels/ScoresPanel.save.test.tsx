import { apiError } from '@shortlist/shell/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { scorePath, showScores as show, totals } from './scores-panel.fixtures.tsx';

describe('ScoresPanel saving', () => {
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
});
