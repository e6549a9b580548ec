import type { User } from '@shortlist/domain/schemas';
import { renderScreen, SignedIn } from '@shortlist/shell/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VerifyBeforeSubmit } from './VerifyBeforeSubmit.tsx';

const candidate = { id: 9, userType: 'CANDIDATE', email: 'noor@students.test', firstName: 'Noor' } as User;

describe('VerifyBeforeSubmit', () => {
  it('says to open the emailed link and sends it again from the keyboard', async () => {
    const user = userEvent.setup();
    const { sentTo } = renderScreen(
      <SignedIn user={candidate}>
        <VerifyBeforeSubmit />
      </SignedIn>,
      {
        route: '/apply/:roleId',
        path: '/apply/7',
        api: { 'POST /api/v1/user/verification': { status: 204 } },
      },
    );
    expect(await screen.findByRole('heading', { name: 'Verify your email to submit' })).toBeInTheDocument();
    expect(screen.getByText(/Open the link we emailed to noor@students\.test/)).toBeInTheDocument();
    screen.getByRole('button', { name: 'Email me the link again' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We have sent a new link to noor@students.test.',
    );
    expect(sentTo('POST', '/api/v1/user/verification')).toHaveLength(1);
  });
});
