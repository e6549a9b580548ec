import { apiError } from '@shortlist/shell/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hartwellManagerAdmin, renderConsoleScreen } from '../../app/render-console-screen.tsx';
import SettingsMetricsScreen from './SettingsMetricsScreen.tsx';

const metrics = [
  {
    key: 'commercial',
    label: 'Commercial awareness',
    metricType: 'number',
    min: 1,
    max: 10,
    showOnInvite: true,
  },
  { key: 'written', label: 'Written test', metricType: 'percent', min: null, max: null, showOnInvite: false },
  { key: 'right_to_work', label: 'Right to work', metricType: 'yesno', showOnInvite: false },
];
const savePath = '/api/v1/organization/1/metrics';

function open(api: Record<string, unknown> = {}) {
  return renderConsoleScreen(<SettingsMetricsScreen />, {
    route: '/manager/settings/metrics',
    path: '/manager/settings/metrics',
    user: hartwellManagerAdmin,
    api: { 'GET /api/v1/organization/1': { id: 1, name: 'Hartwell & Finch LLP', metrics }, ...api },
  });
}

describe('SettingsMetricsScreen', () => {
  it('shows each metric as an editable row, with the §5 default bounds as hints', async () => {
    open();
    expect(await screen.findByRole('table', { name: /3 scoring metrics/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Label of metric 1')).toHaveValue('Commercial awareness');
    expect(screen.getByLabelText('Maximum of metric 1')).toHaveValue(10);
    expect(screen.getByLabelText('Maximum of metric 2')).toHaveAttribute('placeholder', '100');
    expect(screen.getByLabelText('Type of metric 3')).toHaveValue('yesno');
    expect(screen.queryByLabelText('Maximum of metric 3')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Show Commercial awareness on invitations' })).toBeChecked();
  });

  it('edits, adds, reorders and removes metrics, then saves the whole list in order', async () => {
    const view = open({ [`PUT ${savePath}`]: metrics });
    const user = userEvent.setup();
    await screen.findByLabelText('Label of metric 1');
    await user.click(screen.getByRole('button', { name: 'Remove Right to work' }));
    await user.click(screen.getByRole('button', { name: 'Add metric' }));
    expect(screen.getByLabelText('Key of metric 3')).toHaveFocus();
    await user.keyboard('advocacy');
    await user.type(screen.getByLabelText('Label of metric 3'), 'Advocacy');
    await user.type(screen.getByLabelText('Maximum of metric 3'), '7');
    await user.click(screen.getByRole('switch', { name: 'Show Advocacy on invitations' }));
    await user.click(screen.getByRole('button', { name: 'Move Advocacy up' }));
    await user.click(screen.getByRole('button', { name: 'Save metrics' }));

    await waitFor(() => expect(view.sentTo('PUT', savePath)).toHaveLength(1));
    expect(view.sentTo('PUT', savePath)[0]?.body).toEqual({
      metrics: [
        {
          key: 'commercial',
          label: 'Commercial awareness',
          metricType: 'number',
          min: 1,
          max: 10,
          showOnInvite: true,
        },
        { key: 'advocacy', label: 'Advocacy', metricType: 'number', min: null, max: 7, showOnInvite: true },
        {
          key: 'written',
          label: 'Written test',
          metricType: 'percent',
          min: null,
          max: null,
          showOnInvite: false,
        },
      ],
    });
    expect(await screen.findByText('The scoring metrics are saved.')).toBeInTheDocument();
  });

  it('checks min above max, a percentage over 100 and a repeated key at their cells before calling the API', async () => {
    const view = open();
    const user = userEvent.setup();
    const min = await screen.findByLabelText('Minimum of metric 1');
    await user.clear(min);
    await user.type(min, '12');
    await user.type(screen.getByLabelText('Maximum of metric 2'), '150');
    const key = screen.getByLabelText('Key of metric 3');
    await user.clear(key);
    await user.type(key, 'Commercial');
    await user.click(screen.getByRole('button', { name: 'Save metrics' }));

    expect(screen.getByLabelText('Maximum of metric 1')).toHaveAccessibleDescription(
      expect.stringContaining('The maximum must not be below the minimum.'),
    );
    // Focus goes to the first marked cell.
    expect(screen.getByLabelText('Maximum of metric 1')).toHaveFocus();
    expect(screen.getByLabelText('Maximum of metric 2')).toHaveAccessibleDescription(
      expect.stringContaining('A percentage must be between 0 and 100.'),
    );
    expect(screen.getByLabelText('Key of metric 3')).toHaveAccessibleDescription(
      'Each entry must be different.',
    );
    expect(view.sentTo('PUT', savePath)).toHaveLength(0);
  });

  it('counts an empty maximum as its §5 default when checking the minimum', async () => {
    const view = open();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Maximum of metric 1'));
    await user.clear(screen.getByLabelText('Minimum of metric 1'));
    await user.type(screen.getByLabelText('Minimum of metric 1'), '8');
    await user.click(screen.getByRole('button', { name: 'Save metrics' }));
    expect(screen.getByLabelText('Minimum of metric 1')).toHaveAccessibleDescription(
      expect.stringContaining('The minimum is above the default maximum; set a maximum too.'),
    );
    expect(view.sentTo('PUT', savePath)).toHaveLength(0);
  });

  it("shows the server's field message at the cell its path names", async () => {
    open({
      [`PUT ${savePath}`]: {
        status: 400,
        body: apiError('Check the metrics.', [
          { field: 'metrics.1.label', message: 'Use 100 characters or fewer.' },
        ]),
      },
    });
    const user = userEvent.setup();
    await screen.findByLabelText('Label of metric 1');
    await user.click(screen.getByRole('button', { name: 'Save metrics' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Label of metric 2')).toHaveAccessibleDescription(
        'Use 100 characters or fewer.',
      ),
    );
    expect(screen.getByLabelText('Label of metric 2')).toBeInvalid();
  });
});
