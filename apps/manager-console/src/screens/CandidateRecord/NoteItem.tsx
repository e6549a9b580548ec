import { isStaleEdit } from '@shortlist/api-client';
import type { CandidateNote } from '@shortlist/domain/contract';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditConflictNotice } from '../../app/edit-version.tsx';
import { toLocale } from '../../app/format.ts';
import { ConfirmDialog } from '../Settings/ConfirmDialog.tsx';
import { NoteEditor } from './NoteEditor.tsx';
import * as styles from './NotesList.css.ts';
import * as actionStyles from './RecordActions.css.ts';
import { formatDateTime } from './record-format.ts';
import type { NoteActions } from './use-note-actions.ts';

function authorName(t: TFunction<'manager'>, note: CandidateNote): string {
  if (note.reviewerName) return note.reviewerName;
  if (note.author) return `${note.author.firstName} ${note.author.lastName}`.trim();
  return t('record.notes.unknownAuthor');
}

export type NoteItemProps = {
  note: CandidateNote;
  /** The signed-in manager wrote it: only then Edit and Delete. */
  own: boolean;
  actions: NoteActions;
  onOutcome: (text: string) => void;
};

/** One note: kind, author (an outside reviewer marked so), when, the text; Edit and Delete on one's own. */
export function NoteItem({ note, own, actions, onOutcome }: NoteItemProps) {
  const { t, i18n } = useTranslation('manager');
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [staleComment, setStaleComment] = useState<string | null>(null);
  const created = formatDateTime(new Date(note.createdAt), toLocale(i18n.language));
  return (
    <li className={styles.note}>
      <p className={styles.byline}>
        <span className={styles.kind}>{t(`record.notes.kinds.${note.kind}`)}</span>
        <span className={styles.author}>{authorName(t, note)}</span>
        {note.reviewerName ? (
          <span className={actionStyles.badge}>{t('recordActions.notes.reviewer')}</span>
        ) : null}{' '}
        · <time dateTime={note.createdAt}>{created}</time>
        {note.updatedAt !== note.createdAt ? ` · ${t('record.notes.edited')}` : null}
      </p>
      {editing ? (
        <NoteEditor
          label={t('recordActions.notes.editLabel')}
          initial={note.comment}
          saveLabel={t('recordActions.notes.saveEdit')}
          onSave={async (comment) => {
            try {
              await actions.edit.mutateAsync({ note, comment });
            } catch (error) {
              if (!isStaleEdit(error)) throw error;
              // Someone saved this note in another tab first: keep the text and offer the choice.
              setStaleComment(comment);
              return;
            }
            setEditing(false);
            onOutcome(t('recordActions.notes.saved'));
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <p className={styles.text}>{note.comment}</p>
      )}
      {staleComment !== null ? (
        <EditConflictNotice
          overwriting={actions.edit.isPending}
          onReload={() => {
            setStaleComment(null);
            setEditing(false);
            void actions.refresh();
          }}
          onOverwrite={async () => {
            const version = await actions.latestVersionOf(note);
            await actions.edit.mutateAsync({ note, comment: staleComment, version });
            setStaleComment(null);
            setEditing(false);
            onOutcome(t('recordActions.notes.saved'));
          }}
        />
      ) : null}
      {own && !editing ? (
        <p className={actionStyles.row}>
          <button
            type="button"
            className={actionStyles.textButton}
            aria-label={t('recordActions.notes.editNote', { date: created })}
            onClick={() => setEditing(true)}
          >
            {t('recordActions.notes.edit')}
          </button>
          <button
            type="button"
            className={actionStyles.textButton}
            aria-label={t('recordActions.notes.deleteNote', { date: created })}
            onClick={() => setDeleting(true)}
          >
            {t('recordActions.notes.delete')}
          </button>
        </p>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('recordActions.notes.confirmDelete')}
          text={t('recordActions.notes.confirmDeleteText')}
          confirmLabel={t('recordActions.notes.delete')}
          cancelLabel={t('recordActions.notes.cancel')}
          onConfirm={async () => {
            await actions.remove.mutateAsync(note);
            onOutcome(t('recordActions.notes.deleted'));
          }}
          onClose={() => setDeleting(false)}
        />
      ) : null}
    </li>
  );
}
