import { apiError } from '@shortlist/shell/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hartwellManagerAdmin, renderConsoleScreen } from '../../app/render-console-screen.tsx';
import RoleEditorScreen from './RoleEditorScreen.tsx';
import { managedRole, referenceApi } from './test-fixtures.ts';

// The role editor's salary: one figure or a range, its currency and period, checked beside each input.

const stored = managedRole(11, 'Training contract 2027', {
  salary: { min: 42000, max: null, currency: 'GBP', period: 'YEAR' },
});

function open(api: Record<string, unknown>) {
  return renderConsoleScreen(<RoleEditorScreen />, {
    route: '/manager/settings/roles/:roleId',
    path: '/manager/settings/roles/11',
    user: hartwellManagerAdmin,
    api: { ...referenceApi, 'GET /api/v1/roles/11': stored, ...api },
  });
}

const sentSalary = (view: ReturnType<typeof open>) =>
  (view.sentTo('PUT', '/api/v1/roles/11')[0]?.body as { salary?: unknown } | undefined)?.salary;

describe('the role editor’s salary', () => {
  it('shows the stored salary, saves a range in another currency and period', async () => {
    const user = userEvent.setup();
    const view = open({ 'PUT /api/v1/roles/11': stored });
    expect(await screen.findByLabelText('Salary')).toHaveValue('42000');
    await user.type(screen.getByLabelText('Salary up to'), '48,500.50');
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await user.selectOptions(screen.getByLabelText('Paid per'), 'Month');
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    await waitFor(() => expect(view.sentTo('PUT', '/api/v1/roles/11')).toHaveLength(1));
    expect(sentSalary(view)).toEqual({ min: 42000, max: 48500.5, currency: 'EUR', period: 'MONTH' });
  });

  it('sends no salary once both amounts are emptied', async () => {
    const user = userEvent.setup();
    const view = open({ 'PUT /api/v1/roles/11': stored });
    await user.clear(await screen.findByLabelText('Salary'));
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    await waitFor(() => expect(view.sentTo('PUT', '/api/v1/roles/11')).toHaveLength(1));
    expect(sentSalary(view)).toBeNull();
  });

  it('marks a range that runs backwards, or an amount that is not one, and sends nothing', async () => {
    const user = userEvent.setup();
    const view = open({ 'PUT /api/v1/roles/11': stored });
    await user.type(await screen.findByLabelText('Salary up to'), '30000');
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    expect(await screen.findByText('The top of the range must not be below its bottom.')).toBeTruthy();
    expect(screen.getByLabelText('Salary up to')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText('Salary'));
    await user.type(screen.getByLabelText('Salary'), 'forty');
    expect(await screen.findByText('Enter an amount such as 42000 or 15.75.')).toBeTruthy();
    expect(screen.getByLabelText('Salary')).toHaveAttribute('aria-invalid', 'true');
    expect(view.sentTo('PUT', '/api/v1/roles/11')).toHaveLength(0);
  });

  it('shows the API’s salary messages beside the input they name', async () => {
    const user = userEvent.setup();
    open({
      'PUT /api/v1/roles/11': {
        status: 400,
        body: apiError('Check the highlighted fields.', [
          { field: 'salary.min', message: 'Use at most two decimal places.' },
        ]),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save role' }));
    expect(await screen.findByText('Use at most two decimal places.')).toBeTruthy();
    expect(screen.getByLabelText('Salary')).toHaveAttribute('aria-invalid', 'true');
  });
});
