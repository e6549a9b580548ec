import type { FakeApi } from '@shortlist/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hartwellManager, renderConsoleScreen } from '../../app/render-console-screen.tsx';
import ScreeningQueueScreen from './ScreeningQueueScreen.tsx';
import { queue, roles } from './screening.fixtures.ts';

const queuePath = '/api/v1/organization/1/screening';
const queueApi = (fields: FakeApi = {}): FakeApi => ({
  [`GET ${queuePath}`]: queue,
  'GET /api/v1/roles': roles,
  ...fields,
});

const open = (path: string, api: FakeApi = queueApi()) =>
  renderConsoleScreen(<ScreeningQueueScreen />, {
    route: '/manager/screen',
    path,
    api,
    user: hartwellManager,
  });

describe('ScreeningQueueScreen', () => {
  it('lists the queue of the address with how many are left, a blind candidate under its label', async () => {
    const view = open('/manager/screen?roleId=1&stageId=28');
    const table = await screen.findByRole('table', { name: 'Candidates in this queue' });
    expect(screen.getByText('3 left')).toBeInTheDocument();
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(['Amara Nwosu', 'Candidate 302', 'Ben Carter']);
    expect(within(table).getByRole('link', { name: 'Amara Nwosu' })).toHaveAttribute(
      'href',
      '/manager/screen/301?roleId=1&stageId=28',
    );
    expect(table).toHaveTextContent('First generation at university');
    expect(view.sentTo('GET', queuePath).at(-1)?.query).toMatchObject({ roleId: '1', stageId: '28' });
    expect(view.sentTo('GET', queuePath).at(-1)?.query).not.toHaveProperty('held');
    await waitFor(() => expect(screen.getByLabelText('Role')).toHaveDisplayValue('Training Contract 2028'));
    expect(screen.getByLabelText('Stage')).toHaveDisplayValue('For review');
  });

  it('starts screening at the first candidate of the queue, keeping the queue in the address', async () => {
    const view = open('/manager/screen?roleId=1');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Start screening' }));
    expect(view.location().pathname).toBe('/manager/screen/301');
    expect(view.location().search).toBe('?roleId=1');
  });

  it('shows the held candidates on their tab and narrows by role from the filter', async () => {
    const view = open('/manager/screen');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('tab', { name: /Held/ }));
    await waitFor(() => expect(view.sentTo('GET', queuePath).at(-1)?.query).toMatchObject({ held: 'true' }));
    expect(view.location().search).toBe('?held=1');
    expect(await screen.findByText('1 left')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Vacation Scheme 2027');
    expect(view.location().search).toBe('?roleId=2&held=1');
  });

  it('says the queue is done when the last decision led back here', async () => {
    open(
      '/manager/screen?done=1',
      queueApi({ [`GET ${queuePath}`]: { ...queue, remaining: 0, candidates: [] } }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Queue done');
    expect(await screen.findByText('Nobody is waiting to be screened')).toBeInTheDocument();
    expect(screen.getByText('0 left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start screening' })).toBeDisabled();
  });
});
