import type { CandidateNote } from '@shortlist/domain/contract';
import { useShell, useShellStore } from '@shortlist/shell/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoteEditor } from './NoteEditor.tsx';
import { NoteItem } from './NoteItem.tsx';
import * as styles from './NotesList.css.ts';
import * as actionStyles from './RecordActions.css.ts';
import { useNoteActions } from './use-note-actions.ts';

export type NotesListProps = { orgId: number; candidateId: number; notes: readonly CandidateNote[] };

/** The notes and comments on the application, newest first, with a new note on top. */
export function NotesList({ orgId, candidateId, notes }: NotesListProps) {
  const { t } = useTranslation('manager');
  const shell = useShell();
  const userId = useShellStore(shell.user, (state) => state.user?.id ?? null);
  const actions = useNoteActions(orgId, candidateId);
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <NoteEditor
        label={t('recordActions.notes.newNote')}
        saveLabel={t('recordActions.notes.save')}
        onSave={async (comment) => {
          await actions.create.mutateAsync(comment);
          setOutcome(t('recordActions.notes.saved'));
        }}
      />
      <p role="status" className={actionStyles.outcome}>
        {outcome}
      </p>
      {notes.length === 0 ? <p className={styles.none}>{t('record.notes.empty')}</p> : null}
      {notes.length > 0 ? (
        <ul className={styles.list}>
          {notes.map((note) => (
            <NoteItem
              key={note.id}
              note={note}
              // Outside reviewers' comments have no author; a manager's own are theirs to change.
              own={userId !== null && note.author?.id === userId && note.reviewerName === null}
              actions={actions}
              onOutcome={setOutcome}
            />
          ))}
        </ul>
      ) : null}
    </>
  );
}
