import type { CandidateNote } from '@shortlist/domain/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notes } from './candidate-record.fixtures.ts';
import { openRecord, recordApi, recordPath } from './record-test-support.tsx';

const note = (id: number, author: CandidateNote['author'], comment: string): CandidateNote => ({
  id,
  kind: 'note',
  comment,
  author,
  reviewerName: null,
  createdAt: `2026-11-2${id}T09:00:00.000Z`,
  updatedAt: `2026-11-2${id}T09:00:00.000Z`,
});
// Harriet Wells (id 3) is the signed-in manager; Hal Admin (id 2) a colleague.
const own = note(2, { id: 3, firstName: 'Harriet', lastName: 'Wells' }, 'Phone screen went well.');
const colleagues = note(1, { id: 2, firstName: 'Hal', lastName: 'Admin' }, 'Check the transcript.');
const allNotes = [own, colleagues, ...notes];

const noteItem = async (text: string) => {
  const section = await screen.findByRole('region', { name: 'Notes' });
  const items = await within(section).findAllByRole('listitem');
  const item = items.find((candidate) => candidate.textContent?.includes(text));
  if (!item) throw new Error(`No note says ${text}`);
  return item;
};

describe('CandidateRecordScreen: notes', () => {
  it('offers Edit and Delete on the signed-in manager’s own notes only; a reviewer’s comment is badged', async () => {
    openRecord({ api: recordApi(undefined, { [`GET ${recordPath}/notes`]: allNotes }) });
    const mine = await noteItem('Phone screen went well.');
    expect(within(mine).getByRole('button', { name: /Edit your note/ })).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: /Delete your note/ })).toBeInTheDocument();
    const theirs = await noteItem('Check the transcript.');
    expect(within(theirs).queryByRole('button')).not.toBeInTheDocument();
    const reviewers = await noteItem('commercial awareness');
    expect(within(reviewers).queryByRole('button')).not.toBeInTheDocument();
    expect(reviewers).toHaveTextContent('Priya ShahReviewer');
  });

  it('adds a note, refusing a blank one with a field message', async () => {
    let saved = allNotes;
    const view = openRecord({
      api: recordApi(undefined, {
        [`GET ${recordPath}/notes`]: () => saved,
        [`PUT ${recordPath}/note`]: () => {
          saved = [
            note(3, { id: 3, firstName: 'Harriet', lastName: 'Wells' }, 'Strong on litigation.'),
            ...saved,
          ];
          return { status: 201, body: {} };
        },
      }),
    });
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'New note' });
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Write something before saving.');
    expect(view.sentTo('PUT', `${recordPath}/note`)).toHaveLength(0);

    await user.type(box, '  Strong on litigation.  ');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(view.sentTo('PUT', `${recordPath}/note`)).toHaveLength(1));
    expect(view.sentTo('PUT', `${recordPath}/note`)[0]?.body).toEqual({ comment: 'Strong on litigation.' });
    expect(await noteItem('Strong on litigation.')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(screen.getByText('Note saved.')).toBeInTheDocument();
  });

  it('edits the own note in place', async () => {
    const view = openRecord({
      api: recordApi(undefined, {
        [`GET ${recordPath}/notes`]: allNotes,
        [`PUT ${recordPath}/note/2`]: {},
      }),
    });
    const user = userEvent.setup();
    await user.click(within(await noteItem('Phone screen went well.')).getByRole('button', { name: /Edit/ }));
    const box = screen.getByRole('textbox', { name: 'Your note' });
    expect(box).toHaveValue('Phone screen went well.');
    await user.clear(box);
    await user.type(box, 'Phone screen went very well.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.sentTo('PUT', `${recordPath}/note/2`)).toHaveLength(1));
    expect(view.sentTo('PUT', `${recordPath}/note/2`)[0]?.body).toEqual({
      comment: 'Phone screen went very well.',
    });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Your note' })).not.toBeInTheDocument());
  });

  it('deletes the own note after asking', async () => {
    let saved = allNotes;
    const view = openRecord({
      api: recordApi(undefined, {
        [`GET ${recordPath}/notes`]: () => saved,
        [`DELETE ${recordPath}/note/2`]: () => {
          saved = saved.filter((item) => item.id !== 2);
          return { status: 204 };
        },
      }),
    });
    const user = userEvent.setup();
    await user.click(
      within(await noteItem('Phone screen went well.')).getByRole('button', { name: /Delete/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this note?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(view.sentTo('DELETE', `${recordPath}/note/2`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Phone screen went well.')).not.toBeInTheDocument());
    expect(screen.getByText('Note deleted.')).toBeInTheDocument();
  });
});
