import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hartwellManagerAdmin } from '../../app/render-console-screen.tsx';
import { candidateView } from './candidate-record.fixtures.ts';
import { openRecord, recordApi, recordPath } from './record-test-support.tsx';

const base = candidateView();
/** The reply at a blind-review stage: no names, no email; the answers stay. */
const blind = (canReveal: boolean) =>
  candidateView({
    person: base.person && { ...base.person, firstName: null, lastName: null, email: null },
    blindReview: { active: true, revealed: null, canReveal },
    documents: [
      {
        id: 5,
        documentType: 'CV',
        fileName: 'cv.pdf',
        contentType: 'application/pdf',
        sizeBytes: 2048,
        uploadedByUserId: 6,
        createdAt: '2026-11-11T10:00:00.000Z',
        hiddenByBlindReview: true,
      },
    ],
  });
const revealed = candidateView({
  blindReview: {
    active: true,
    revealed: { at: '2026-11-22T12:00:00.000Z', byName: 'Hal Admin' },
    canReveal: false,
  },
});

describe('CandidateRecordScreen: blind review', () => {
  it('names the candidate by id, says identifying details are hidden, and hides the CV', async () => {
    openRecord({ api: recordApi(blind(false)) });
    expect(await screen.findByRole('heading', { name: 'Candidate 301', level: 1 })).toBeInTheDocument();
    expect(
      screen.getByText('Blind review: identifying details are hidden at this stage'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reveal' })).not.toBeInTheDocument();
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(documents).toHaveTextContent('Hidden during blind review');
    expect(within(documents).queryByRole('button', { name: /View/ })).not.toBeInTheDocument();
    expect(within(documents).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('lets a manager admin reveal with a reason, then shows the revealed record and who revealed it', async () => {
    const view = openRecord({
      user: hartwellManagerAdmin,
      api: recordApi(blind(true), { [`POST ${recordPath}/reveal`]: revealed }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reveal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reveal this candidate?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reveal candidate' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for revealing' });
    expect(reason).toBeInvalid();
    expect(reason).toHaveAccessibleDescription('Enter why you are revealing this candidate.');
    expect(view.sentTo('POST', `${recordPath}/reveal`)).toHaveLength(0);

    await user.type(reason, 'Conflict check before the partner interview');
    await user.click(within(dialog).getByRole('button', { name: 'Reveal candidate' }));
    await waitFor(() => expect(view.sentTo('POST', `${recordPath}/reveal`)).toHaveLength(1));
    expect(view.sentTo('POST', `${recordPath}/reveal`)[0]?.body).toEqual({
      reason: 'Conflict check before the partner interview',
    });
    expect(await screen.findByRole('heading', { name: 'Amara Nwosu', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(/^Revealed by Hal Admin on 22 Nov 2026/)).toBeInTheDocument();
  });
});
