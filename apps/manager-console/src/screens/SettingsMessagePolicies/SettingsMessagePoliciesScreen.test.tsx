import type { StageMessagePolicyView } from '@shortlist/domain/contract';
import { apiError } from '@shortlist/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  hartwellManager,
  hartwellManagerAdmin,
  renderConsoleScreen,
} from '../../app/render-console-screen.tsx';
import SettingsMessagePoliciesScreen from './SettingsMessagePoliciesScreen.tsx';

const policy = (fields: Partial<StageMessagePolicyView>): StageMessagePolicyView => ({
  stageId: 3,
  subStageId: null,
  subStageCode: null,
  notify: true,
  emailTemplate: 'stage-moved',
  smsTemplate: null,
  timing: 'hold',
  holdMinutes: 120,
  localTime: null,
  source: 'default',
  version: 'unsaved',
  updatedAt: null,
  choosableTemplates: ['stage-moved'],
  ...fields,
});

const policies = {
  timeZone: 'Europe/London',
  policies: [
    policy({}),
    policy({ subStageId: 31, subStageCode: 'invited' }),
    policy({ stageId: 10, holdMinutes: 90 }),
    policy({ stageId: 11, holdMinutes: 60 }),
    policy({
      stageId: 16,
      emailTemplate: 'rejected-by-stage',
      timing: 'scheduled',
      holdMinutes: null,
      localTime: '09:00',
      choosableTemplates: ['rejected-by-stage', 'rejected', 'rejected-after-interview'],
    }),
  ],
};
const listPath = 'GET /api/v1/organization/1/message-policies';

function open(api: Record<string, unknown> = {}, user = hartwellManagerAdmin) {
  return renderConsoleScreen(<SettingsMessagePoliciesScreen />, {
    route: '/manager/settings/message-policies',
    path: '/manager/settings/message-policies',
    user,
    api: { [listPath]: policies, ...api },
  });
}

async function unfold(name: string) {
  const section = await screen.findByRole('region', { name });
  await userEvent.click(within(section).getByRole('heading', { name }));
  await waitFor(() => expect(section.querySelector('details')).toHaveAttribute('open'));
  return section;
}

describe('SettingsMessagePoliciesScreen', () => {
  it('says in a line what each stage tells candidates and when, a hold of whole hours in hours', async () => {
    open();
    expect(await screen.findByText('Sent after 2 hours')).toBeInTheDocument();
    expect(screen.getByText('Sent after 90 minutes')).toBeInTheDocument();
    expect(screen.getByText('Sent after 1 hour')).toBeInTheDocument();
    expect(screen.queryByText(/120 minutes/)).not.toBeInTheDocument();
    expect(screen.getByText('Sent at 09:00 the next working day')).toBeInTheDocument();
    expect(screen.getByText(/Scheduled times are in Europe\/London/)).toBeInTheDocument();
  });

  it('saves a stage’s new timing with the version it started from', async () => {
    const view = open({ 'PUT /api/v1/organization/1/message-policies/3': policy({ source: 'stage' }) });
    const section = await unfold('At interview');
    const form = within(section).getByRole('form', { name: 'At interview' });
    await userEvent.click(within(form).getByRole('radio', { name: 'At once' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save the messages of At interview' }));
    await waitFor(() =>
      expect(view.sentTo('PUT', '/api/v1/organization/1/message-policies/3')[0]?.body).toEqual({
        notify: true,
        emailTemplate: 'stage-moved',
        smsTemplate: null,
        timing: 'immediate',
        holdMinutes: null,
        localTime: null,
      }),
    );
    expect(await screen.findByText('The messages of At interview are saved.')).toBeInTheDocument();
  });

  it('offers the rejection wordings for Rejected and shows a field message beside its field', async () => {
    const refusal = {
      status: 400,
      body: apiError('Give the time as HH:MM.', [{ field: 'localTime', message: 'Give the time as HH:MM.' }]),
    };
    open({ 'PUT /api/v1/organization/1/message-policies/16': refusal });
    const section = await unfold('Rejected');
    const form = within(section).getByRole('form', { name: 'Rejected' });
    const email = within(form).getByRole('combobox', { name: 'Email' });
    expect(
      within(email).getByRole('option', { name: 'Rejection worded for the stage reached' }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(email, 'rejected');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the messages of Rejected' }));
    expect(await within(form).findByText('Give the time as HH:MM.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Time of day')).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells a standard manager the setting is for admins, without loading it', async () => {
    const view = open({}, hartwellManager);
    expect(await screen.findByText('For manager admins')).toBeInTheDocument();
    expect(view.sentTo('GET', '/api/v1/organization/1/message-policies')).toHaveLength(0);
  });
});
