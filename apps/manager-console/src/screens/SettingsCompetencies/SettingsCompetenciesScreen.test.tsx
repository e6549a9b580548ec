import type { Competency } from '@shortlist/domain/contract';
import { apiError } from '@shortlist/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  hartwellManager,
  hartwellManagerAdmin,
  renderConsoleScreen,
} from '../../app/render-console-screen.tsx';
import SettingsCompetenciesScreen from './SettingsCompetenciesScreen.tsx';

const listPath = '/api/v1/organization/1/competencies';
const guide = { '1': 'Restates the facts', '3': 'Weighs the evidence', '5': 'Spots what others miss' };
const analysis: Competency = {
  id: 1,
  name: 'Analysis',
  description: '',
  guide,
  position: 0,
  retired: false,
  updatedAt: '2026-12-01T09:00:00Z',
};
const teamwork: Competency = { ...analysis, id: 2, name: 'Teamwork', position: 1 };

function open(user = hartwellManagerAdmin, api: Record<string, unknown> = {}) {
  let list = [analysis, teamwork];
  return renderConsoleScreen(<SettingsCompetenciesScreen />, {
    route: '/manager/settings/competencies',
    path: '/manager/settings/competencies',
    user,
    api: {
      [`GET ${listPath}`]: () => list,
      'PUT /api/v1/organization/1/competency-order': ({ body }: { body: { ids: number[] } }) => {
        list = body.ids.map((id) => list.find((each) => each.id === id) as Competency);
        return list;
      },
      ...api,
    },
  });
}

const table = () => screen.findByRole('table', { name: 'Your organisation’s competencies, in order' });

describe('SettingsCompetenciesScreen', () => {
  it('lists each competency with its anchors; a standard manager reads without actions', async () => {
    open(hartwellManager);
    const rows = within(await table()).getAllByRole('row');
    expect(rows[1]?.textContent).toMatch(
      /Analysis.*1Restates the facts.*3Weighs the evidence.*5Spots what others miss.*In use/,
    );
    expect(screen.queryByRole('button', { name: 'Edit Analysis' })).not.toBeInTheDocument();
    expect(screen.getByText('Only manager admins change the framework.')).toBeInTheDocument();
  });

  it('moves a competency down and shows a missing anchor at its field when adding', async () => {
    const view = open(hartwellManagerAdmin, {
      [`POST ${listPath}`]: {
        status: 400,
        body: apiError('Check the fields.', [{ field: 'guide.3', message: 'Describe what a 3 looks like.' }]),
      },
    });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Move Analysis down' }));
    await waitFor(() =>
      expect(view.sentTo('PUT', '/api/v1/organization/1/competency-order')[0]?.body).toEqual({ ids: [2, 1] }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add a competency' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a competency' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Advocacy');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /What a 1 looks like/ }),
      'Unpersuasive',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Describe what a 3 looks like.')).toBeInTheDocument();
    expect(view.sentTo('POST', listPath)[0]?.body).toEqual({
      name: 'Advocacy',
      description: '',
      guide: { '1': 'Unpersuasive' },
    });
  });
});
