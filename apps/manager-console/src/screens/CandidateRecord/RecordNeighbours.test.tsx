import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveRecordNeighbours } from '../../app/record-neighbours.ts';
import { candidateView } from './candidate-record.fixtures.ts';
import { openRecord, recordApi } from './record-test-support.tsx';

const list = '/manager/roles/1?stage=3&page=2';
const at = (id: number) => `/manager/candidate/${id}?return=${encodeURIComponent(list)}`;

const amara = candidateView();
const bea = candidateView({
  id: 302,
  person: amara.person && { ...amara.person, firstName: 'Bea', lastName: 'Okafor' },
});

/** Candidates 300, 301 and 302 of the list; 302 answers as a record of its own. */
function api() {
  return recordApi(undefined, {
    'GET /api/v1/organization/1/candidate/302': bea,
    'GET /api/v1/candidate/302/history': [],
    'GET /api/v1/organization/1/candidate/302/notes': [],
  });
}

describe('CandidateRecordScreen: previous and next candidate of the list', () => {
  beforeEach(() => {
    sessionStorage.clear();
    saveRecordNeighbours(list, [300, 301, 302]);
  });

  it('links the previous and next candidate, keeping the list to go back to, and says where it stands', async () => {
    openRecord({ path: at(301), api: api() });
    const nav = await screen.findByRole('navigation', { name: 'Candidates of the list' });
    expect(within(nav).getByRole('link', { name: 'Previous candidate' })).toHaveAttribute('href', at(300));
    expect(within(nav).getByRole('link', { name: 'Next candidate' })).toHaveAttribute('href', at(302));
    expect(nav).toHaveTextContent('2 of 3');
  });

  it('starts each record afresh: a half-typed note stays with its own candidate', async () => {
    openRecord({ path: at(301), api: api() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Next candidate' }));
    await screen.findByRole('heading', { name: 'Bea Okafor', level: 1 });
    await user.type(await screen.findByRole('textbox', { name: 'New note' }), 'Half a thought');
    // Back to a record already loaded, so nothing waits in between.
    await user.click(screen.getByRole('link', { name: 'Previous candidate' }));
    await screen.findByRole('heading', { name: 'Amara Nwosu', level: 1 });
    expect(screen.getByRole('textbox', { name: 'New note' })).toHaveValue('');
  });

  // user-event reads '[' as the start of a key name: '[[' types one.
  it.each([
    [']', ']'],
    ['j', 'j'],
  ])('opens the next candidate with %s', async (_key, typed) => {
    const view = openRecord({ path: at(301), api: api() });
    await screen.findByRole('heading', { name: 'Amara Nwosu', level: 1 });
    await userEvent.keyboard(typed);
    expect(await screen.findByRole('heading', { name: 'Bea Okafor', level: 1 })).toBeInTheDocument();
    expect(view.location().pathname).toBe('/manager/candidate/302');
    expect(new URLSearchParams(view.location().search).get('return')).toBe(list);
    expect(screen.getByRole('navigation', { name: 'Candidates of the list' })).toHaveTextContent('3 of 3');
  });

  it.each([
    ['[', '[['],
    ['k', 'k'],
  ])('opens the previous candidate with %s', async (_key, typed) => {
    const view = openRecord({ path: at(301), api: api() });
    await screen.findByRole('heading', { name: 'Amara Nwosu', level: 1 });
    await userEvent.keyboard(typed);
    expect(view.location().pathname).toBe('/manager/candidate/300');
  });

  it('leaves the keys alone while typing in a field', async () => {
    const view = openRecord({ path: at(301), api: api() });
    const note = await screen.findByRole('textbox', { name: 'New note' });
    await userEvent.type(note, 'j]');
    expect(note).toHaveValue('j]');
    expect(view.location().pathname).toBe('/manager/candidate/301');
  });

  it('offers no neighbours when the record was not opened from a list of this tab', async () => {
    sessionStorage.clear();
    const view = openRecord({ path: at(301), api: api() });
    await screen.findByRole('heading', { name: 'Amara Nwosu', level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Candidates of the list' })).not.toBeInTheDocument();
    await userEvent.keyboard(']');
    expect(view.location().pathname).toBe('/manager/candidate/301');
  });
});
