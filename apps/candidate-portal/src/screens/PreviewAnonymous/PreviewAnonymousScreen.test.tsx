import type { User } from '@shortlist/domain/schemas';
import { renderScreen, SignedIn } from '@shortlist/shell/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PreviewAnonymousScreen from './PreviewAnonymousScreen.tsx';

const form = {
  sections: [
    {
      key: 'about',
      title: 'About you',
      fields: [{ key: 'motivation', label: 'Why this firm?', type: 'textarea' }],
    },
  ],
};
const draft = {
  id: 5,
  name: 'Vacation scheme 2027',
  status: 'DRAFT',
  formConfiguration: form,
  doNotSave: false,
};
const manager = {
  id: 2,
  userType: 'HIRING_MANAGER_ADMIN',
  email: 'hm.admin@hartwell.test',
  organization: { id: 1, name: 'Hartwell & Finch LLP' },
} as User;

describe('PreviewAnonymousScreen', () => {
  it('shows a signed-in manager their own draft role through the authenticated role call', async () => {
    const view = renderScreen(
      <SignedIn user={manager}>
        <PreviewAnonymousScreen />
      </SignedIn>,
      { route: '/preview/:roleId', path: '/preview/5', api: { 'GET /api/v1/roles/5': draft } },
    );
    expect(await screen.findByRole('heading', { name: 'About you' })).toBeInTheDocument();
    expect(screen.getByText('Why this firm?')).toBeInTheDocument();
    expect(view.sentTo('GET', '/api/public/1/roles/5')).toHaveLength(0);
  });

  it('reads the public role for a visitor on the organisation’s host', async () => {
    const view = renderScreen(<PreviewAnonymousScreen />, {
      route: '/preview/:roleId',
      path: '/preview/5',
      api: { 'GET /api/public/hartwell/roles/5': { ...draft, status: 'LIVE' } },
    });
    expect(await screen.findByRole('heading', { name: 'About you' })).toBeInTheDocument();
    expect(view.sentTo('GET', '/api/v1/roles/5')).toHaveLength(0);
  });

  it('tells a visitor a role the public call refuses (a draft) was not found', async () => {
    renderScreen(<PreviewAnonymousScreen />, { route: '/preview/:roleId', path: '/preview/5' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This role could not be found.' }),
    ).toBeInTheDocument();
  });
});
