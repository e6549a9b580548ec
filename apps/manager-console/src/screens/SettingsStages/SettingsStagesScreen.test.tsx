import type { OrganizationStage } from '@shortlist/domain/contract';
import { apiError } from '@shortlist/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hartwellManagerAdmin, renderConsoleScreen } from '../../app/render-console-screen.tsx';
import SettingsStagesScreen from './SettingsStagesScreen.tsx';

const applied: OrganizationStage = {
  id: 1,
  groupStage: 'applied',
  name: 'Applied',
  subStages: [
    { id: 12, codeStage: 'completed', defaultSubStage: false, orderIndex: 1 },
    { id: 11, codeStage: 'pending', defaultSubStage: true, orderIndex: 0 },
  ],
};
const rejected: OrganizationStage = {
  id: 16,
  groupStage: null,
  name: 'Rejected',
  subStages: [{ id: 61, codeStage: 'pending', defaultSubStage: true, orderIndex: 0 }],
};
const savePath = '/api/v1/organization/1/stages/1/substages';

function open(api: Record<string, unknown> = {}) {
  return renderConsoleScreen(<SettingsStagesScreen />, {
    route: '/manager/settings/stages',
    path: '/manager/settings/stages',
    user: hartwellManagerAdmin,
    api: { 'GET /api/v1/organization/1/stages': [applied, rejected], ...api },
  });
}

/** The Applied stage, unfolded as a user does by its heading. */
async function appliedSection() {
  const section = await screen.findByRole('region', { name: 'Applied' });
  await userEvent.setup().click(within(section).getByRole('heading', { name: 'Applied' }));
  await waitFor(() => expect(section.querySelector('details')).toHaveAttribute('open'));
  return section;
}

const codes = (section: HTMLElement) =>
  within(section)
    .getAllByRole('textbox', { name: /^Code of sub-stage/ })
    .map((input) => (input as HTMLInputElement).value);

describe('SettingsStagesScreen', () => {
  it("lists each stage's sub-stages in their saved order, with the default checked", async () => {
    open();
    const section = await appliedSection();
    expect(codes(section)).toEqual(['pending', 'completed']);
    expect(within(section).getByRole('radio', { name: 'Make pending the default' })).toBeChecked();
    expect(screen.getByRole('region', { name: 'Rejected' })).toHaveTextContent('Rejectedpending (default)');
    expect(screen.getByText(/lands in its default sub-stage/)).toBeInTheDocument();
  });

  it('adds, renames, reorders and sets the default, then saves the list in its new order', async () => {
    const view = open({ [`PUT ${savePath}`]: applied });
    const section = await appliedSection();
    const user = userEvent.setup();
    await user.type(within(section).getByRole('textbox', { name: 'New sub-stage' }), 'invited{Enter}');
    expect(codes(section)).toEqual(['pending', 'completed', 'invited']);

    await user.click(within(section).getByRole('button', { name: 'Move invited up' }));
    expect(codes(section)).toEqual(['pending', 'invited', 'completed']);
    const completed = within(section).getByRole('textbox', { name: 'Code of sub-stage 3' });
    await user.clear(completed);
    await user.type(completed, 'done');
    await user.click(within(section).getByRole('radio', { name: 'Make invited the default' }));
    await user.click(within(section).getByRole('button', { name: 'Save the sub-stages of Applied' }));

    await waitFor(() => expect(view.sentTo('PUT', savePath)).toHaveLength(1));
    expect(view.sentTo('PUT', savePath)[0]?.body).toEqual({
      subStages: [
        { id: 11, code: 'pending', isDefault: false },
        { code: 'invited', isDefault: true },
        { id: 12, code: 'done', isDefault: false },
      ],
    });
    expect(await screen.findByText('The sub-stages of Applied are saved.')).toBeInTheDocument();
  });

  it('reorders by keyboard drag and drop on the handle', async () => {
    const view = open({ [`PUT ${savePath}`]: applied });
    const section = await appliedSection();
    const user = userEvent.setup();
    within(section).getByRole('button', { name: 'Drag completed' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowUp]');
    await user.keyboard('[Space]');
    await waitFor(() => expect(codes(section)).toEqual(['completed', 'pending']));
    await user.click(within(section).getByRole('button', { name: 'Save the sub-stages of Applied' }));
    await waitFor(() => expect(view.sentTo('PUT', savePath)).toHaveLength(1));
    expect(view.sentTo('PUT', savePath)[0]?.body).toEqual({
      subStages: [
        { id: 12, code: 'completed', isDefault: false },
        { id: 11, code: 'pending', isDefault: true },
      ],
    });
  });

  it('marks a stage with unsaved changes and discards them back to the saved list', async () => {
    open();
    const section = await appliedSection();
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Remove completed' }));
    expect(within(section).getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Discard changes' }));
    expect(codes(section)).toEqual(['pending', 'completed']);
    expect(within(section).queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('refuses two sub-stages with the same code before calling the API', async () => {
    const view = open();
    const section = await appliedSection();
    const user = userEvent.setup();
    const second = within(section).getByRole('textbox', { name: 'Code of sub-stage 2' });
    await user.clear(second);
    await user.type(second, 'pending');
    await user.click(within(section).getByRole('button', { name: 'Save the sub-stages of Applied' }));
    expect(await within(section).findByText('Each entry must be different.')).toBeInTheDocument();
    expect(view.sentTo('PUT', savePath)).toHaveLength(0);
  });

  it("shows the API's refusal to remove a sub-stage that holds candidates beside the list", async () => {
    const refusal = 'Move the 4 candidates out of completed before removing it.';
    open({
      [`PUT ${savePath}`]: {
        status: 400,
        body: apiError('Check the sub-stages.', [{ field: 'subStages', message: refusal }]),
      },
    });
    const section = await appliedSection();
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Remove completed' }));
    expect(codes(section)).toEqual(['pending']);
    await user.click(within(section).getByRole('button', { name: 'Save the sub-stages of Applied' }));
    expect(await within(section).findByText(refusal)).toBeInTheDocument();
  });
});
