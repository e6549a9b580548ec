import type { User } from '@shortlist/domain/schemas';
import { renderScreen, SignedIn } from '@shortlist/shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ApplicationsScreen from './ApplicationsScreen.tsx';

const candidate = { id: 9, userType: 'CANDIDATE', email: 'noor@students.test', firstName: 'Noor' } as User;
const hartwellOrganization = {
  id: 1,
  name: 'Hartwell & Finch LLP',
  subdomain: 'hartwell',
  sectorKind: 'LAW_FIRM',
};

// GET /api/v1/candidate as the API answers it: the candidate-facing status, never the internal stage.
function application(id: number, roleName: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    step: 4,
    candidateStatus: 'ACTIVE',
    updatedAt: 1794255668,
    appliedAt: 1794255668,
    organization: { ...hartwellOrganization, candidateId: id },
    role: { id: id + 100, name: roleName, roleType: 'GRADUATE_SCHEME', deadline: null },
    applicationStatus: 'inReview',
    withdrawal: null,
    ...overrides,
  };
}

function render(applications: unknown[], api: Record<string, unknown> = {}) {
  return renderScreen(
    <SignedIn user={candidate}>
      <ApplicationsScreen />
    </SignedIn>,
    { route: '/applications', path: '/applications', api: { 'GET /api/v1/candidate': applications, ...api } },
  );
}

const statusOf = (card: HTMLElement) => within(card).getByText(/^Status:/).textContent;
// An application's card: the list item its role's heading names.
const cardOf = async (role: string) =>
  (await screen.findByRole('heading', { name: role })).closest('li') as HTMLElement;

describe('ApplicationsScreen', () => {
  it('tells a rejected candidate Unsuccessful, offers in the sector’s words, and nothing to withdraw when closed', async () => {
    render([
      application(1, 'Training Contract 2028', { applicationStatus: 'unsuccessful' }),
      application(2, 'Vacation Scheme 2027', {
        applicationStatus: 'offer',
        role: { id: 102, name: 'Vacation Scheme 2027', roleType: 'INTERNSHIP', deadline: null },
      }),
      application(3, 'Pupillage 2028', {
        applicationStatus: 'offer',
        organization: {
          id: 2,
          name: 'King’s Bench Chambers',
          subdomain: 'kingsbench',
          sectorKind: 'CHAMBERS',
          candidateId: 3,
        },
        role: { id: 103, name: 'Pupillage 2028', roleType: 'GRADUATE_SCHEME', deadline: null },
      }),
    ]);
    const rejected = await cardOf('Training Contract 2028');
    expect(statusOf(rejected)).toBe('Status: Unsuccessful');
    expect(within(rejected).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
    expect(statusOf(await cardOf('Vacation Scheme 2027'))).toBe('Status: Vacation scheme offer');
    expect(statusOf(await cardOf('Pupillage 2028'))).toBe('Status: Pupillage offer');
    expect(screen.queryByText(/For application review|Rejected/)).not.toBeInTheDocument();
  });

  it('withdraws an open application with a reason, then reads Withdrawn', async () => {
    const user = userEvent.setup();
    const view = render([application(1, 'Training Contract 2028')], {
      'POST /api/v1/candidate/1/withdraw': application(1, 'Training Contract 2028', {
        applicationStatus: 'withdrawn',
        withdrawal: { at: 1794355668, reason: 'another-offer', note: 'I took a place elsewhere.' },
      }),
    });
    const card = await cardOf('Training Contract 2028');
    expect(statusOf(card)).toBe('Status: In review');
    await user.click(
      within(card).getByRole('button', { name: 'Withdraw your application for Training Contract 2028' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your application?' });
    expect(dialog).toHaveTextContent(
      'Your application for Training Contract 2028 at Hartwell & Finch LLP will be withdrawn',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'I have accepted another offer' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /Anything you would like to add/ }),
      'I took a place elsewhere.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));

    expect(
      await screen.findByText(/^You have withdrawn your application for Training Contract 2028\. Thank you/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const withdrawn = await cardOf('Training Contract 2028');
    expect(statusOf(withdrawn)).toBe('Status: Withdrawn');
    expect(within(withdrawn).getByText(/^Withdrawn on /)).toBeInTheDocument();
    expect(within(withdrawn).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
    expect(view.sentTo('POST', '/api/v1/candidate/1/withdraw')[0]?.body).toEqual({
      reason: 'another-offer',
      note: 'I took a place elsewhere.',
    });
  });

  it('keeps the application when the candidate thinks again, and withdraws without a reason', async () => {
    const user = userEvent.setup();
    const view = render([application(1, 'Training Contract 2028')], {
      'POST /api/v1/candidate/1/withdraw': application(1, 'Training Contract 2028', {
        applicationStatus: 'withdrawn',
        withdrawal: { at: 1794355668, reason: null, note: null },
      }),
    });
    const open = async () =>
      user.click(
        await screen.findByRole('button', { name: 'Withdraw your application for Training Contract 2028' }),
      );
    await open();
    await user.click(await screen.findByRole('button', { name: 'Keep my application' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.sentTo('POST', '/api/v1/candidate/1/withdraw')).toHaveLength(0);

    await open();
    await user.click(await screen.findByRole('button', { name: 'Withdraw application' }));
    expect(await screen.findByText('Status: Withdrawn')).toBeInTheDocument();
    expect(view.sentTo('POST', '/api/v1/candidate/1/withdraw')[0]?.body).toEqual({
      reason: null,
      note: null,
    });
  });

  it('says why a withdrawal failed and leaves the application as it was', async () => {
    const user = userEvent.setup();
    render([application(1, 'Training Contract 2028')], {
      'POST /api/v1/candidate/1/withdraw': {
        status: 409,
        body: {
          error: 'conflict',
          error_description: 'This application is already closed, so it cannot be withdrawn.',
        },
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Withdraw your application for Training Contract 2028' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Withdraw application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your application could not be withdrawn: This application is already closed, so it cannot be withdrawn.',
    );
    expect(screen.getByText('Status: In review')).toBeInTheDocument();
  });

  it('offers to continue an unfinished application and nothing to withdraw', async () => {
    render([
      application(1, 'Training Contract 2028', {
        candidateStatus: 'PENDING',
        appliedAt: null,
        applicationStatus: 'submitted',
      }),
    ]);
    const card = await cardOf('Training Contract 2028');
    expect(statusOf(card)).toBe('Status: Not Submitted');
    expect(
      within(card).getByRole('link', { name: 'Continue application for Training Contract 2028' }),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
  });
});
