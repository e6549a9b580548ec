import type { RejectionReason } from '@shortlist/domain/contract';
import { apiError } from '@shortlist/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  hartwellManager,
  hartwellManagerAdmin,
  renderConsoleScreen,
} from '../../app/render-console-screen.tsx';
import SettingsRejectionReasonsScreen from './SettingsRejectionReasonsScreen.tsx';

const listPath = '/api/v1/organization/1/rejection-reasons';

function open(api: Record<string, unknown> = {}, user = hartwellManagerAdmin) {
  let reasons: RejectionReason[] = [
    { id: 'academic-threshold', name: 'Academic threshold not met', isDefault: true, retired: false },
    { id: 'role-filled', name: 'Role filled', isDefault: true, retired: false },
    { id: 'own-7', name: 'Did not attend', isDefault: false, retired: true },
  ];
  const change = (id: string, fields: Partial<RejectionReason>) => {
    reasons = reasons.map((reason) => (reason.id === id ? { ...reason, ...fields } : reason));
    return reasons.find((reason) => reason.id === id);
  };
  return renderConsoleScreen(<SettingsRejectionReasonsScreen />, {
    route: '/manager/settings/rejection-reasons',
    path: '/manager/settings/rejection-reasons',
    user,
    api: {
      [`GET ${listPath}`]: () => reasons,
      [`POST ${listPath}`]: ({ body }: { body: { name: string } }) => {
        const added = { id: 'own-8', name: body.name, isDefault: false, retired: false };
        reasons = [...reasons, added];
        return { status: 201, body: added };
      },
      [`PUT ${listPath}/role-filled`]: ({ body }: { body: Partial<RejectionReason> }) =>
        change('role-filled', body),
      [`PUT ${listPath}/own-7`]: ({ body }: { body: Partial<RejectionReason> }) => change('own-7', body),
      ...api,
    },
  });
}

const table = () => screen.findByRole('table', { name: 'Your organisation’s rejection reasons' });
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('SettingsRejectionReasonsScreen', () => {
  it('lists the defaults and the organisation’s own, each with its kind and whether it is offered', async () => {
    open();
    const rows = within(await table()).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ReasonKindStatusActions',
      expect.stringMatching(/^Academic threshold not met\s*Shortlist’s default\s*Offered/),
      expect.stringMatching(/^Role filled\s*Shortlist’s default\s*Offered/),
      expect.stringMatching(/^Did not attend\s*Your organisation’s\s*Retired/),
    ]);
    expect(screen.getByText('3 reasons, 2 offered')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retire Role filled' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Offer Did not attend again' })).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(within(sections).getByRole('link', { name: 'Rejection reasons' })).toHaveAttribute(
      'href',
      '/manager/settings/rejection-reasons',
    );
  });

  it('adds a reason by name from the keyboard and shows it offered', async () => {
    const view = open();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Add a reason' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a rejection reason' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Visa timing{Enter}');
    expect(await screen.findByText('“Visa timing” added: it is offered when rejecting.')).toBeInTheDocument();
    expect(view.sentTo('POST', listPath)[0]?.body).toEqual({ name: 'Visa timing' });
    expect(await screen.findByRole('rowheader', { name: 'Visa timing' })).toBeInTheDocument();
    expect(within(rowOf('Visa timing')).getByText('Offered')).toBeInTheDocument();
  });

  it('renames a default, showing a refused name at the field', async () => {
    const refusal = {
      status: 400,
      body: apiError('Check the highlighted fields.', [
        { field: 'name', message: 'Give a name of at most 120 characters.' },
      ]),
    };
    let refuse = true;
    const view = open({
      [`PUT ${listPath}/role-filled`]: ({ body }: { body: { name: string } }) => {
        if (refuse) {
          refuse = false;
          return refusal;
        }
        return { id: 'role-filled', name: body.name, isDefault: true, retired: false };
      },
    });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Rename Role filled' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename “Role filled”' });
    expect(
      within(dialog).getByText('Past rejections and the reports show the new name.'),
    ).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: /Reason/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Places filled');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give a name of at most 120 characters.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Renamed to “Places filled”.')).toBeInTheDocument();
    expect(view.sentTo('PUT', `${listPath}/role-filled`).map((call) => call.body)).toEqual([
      { name: 'Places filled' },
      { name: 'Places filled' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('retires a reason and offers a retired one again, keeping the focus on the button pressed', async () => {
    const view = open();
    await table();
    const retire = screen.getByRole('button', { name: 'Retire Role filled' });
    retire.focus();
    await userEvent.keyboard('{Enter}');
    expect(
      await screen.findByText('“Role filled” retired: it is no longer offered; past rejections keep it.'),
    ).toBeInTheDocument();
    expect(view.sentTo('PUT', `${listPath}/role-filled`)[0]?.body).toEqual({ retired: true });
    await waitFor(() => expect(within(rowOf('Role filled')).getByText('Retired')).toBeInTheDocument());
    expect(document.activeElement).toHaveAccessibleName('Offer Role filled again');

    await userEvent.click(screen.getByRole('button', { name: 'Offer Did not attend again' }));
    expect(await screen.findByText('“Did not attend” is offered again.')).toBeInTheDocument();
    expect(view.sentTo('PUT', `${listPath}/own-7`)[0]?.body).toEqual({ retired: false });
    await waitFor(() => expect(within(rowOf('Did not attend')).getByText('Offered')).toBeInTheDocument());
  });

  it('says in the banner when a retirement is refused', async () => {
    open({
      [`PUT ${listPath}/own-7`]: { status: 403, body: apiError('Only manager admins may change this.') },
    });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Offer Did not attend again' }));
    expect(await screen.findByText('Only manager admins may change this.')).toBeInTheDocument();
    expect(within(rowOf('Did not attend')).getByText('Retired')).toBeInTheDocument();
  });

  it('tells a standard manager the setting is for admins, without loading it', async () => {
    const view = open({}, hartwellManager);
    expect(await screen.findByText('For manager admins')).toBeInTheDocument();
    expect(view.sentTo('GET', listPath)).toHaveLength(0);
  });
});
