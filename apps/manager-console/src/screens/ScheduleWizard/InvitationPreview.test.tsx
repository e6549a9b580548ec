import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hartwellManager, renderConsoleScreen } from '../../app/render-console-screen.tsx';
import { InvitationPreview } from './InvitationPreview.tsx';
import { initialDraft } from './wizard-draft.ts';

const draft = {
  ...initialDraft({ roleId: 4, stageId: 6, candidateIds: [11, 12] }),
  name: 'First round',
  deadlineDays: 3,
};

describe('InvitationPreview', () => {
  it("shows the server's composed email for the first candidate invited", async () => {
    const view = renderConsoleScreen(<InvitationPreview draft={draft} />, {
      route: '/manager/schedules/new',
      path: '/manager/schedules/new',
      user: hartwellManager,
      api: {
        'POST /api/v1/schedules/invitation-preview': {
          subject: 'Book your interview with Hartwell',
          body: 'Dear Amara,\nPlease book by Friday, 11 December 2026 (UK, Ireland Time).',
        },
      },
    });
    expect(await screen.findByText('Subject: Book your interview with Hartwell')).toBeInTheDocument();
    expect(
      screen.getByText(/Please book by Friday, 11 December 2026 \(UK, Ireland Time\)/),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(view.sentTo('POST', '/api/v1/schedules/invitation-preview')[0]?.body).toEqual({
        roleId: 4,
        stageId: 6,
        name: 'First round',
        deadlineDays: 3,
        candidateId: 11,
      }),
    );
  });
});
