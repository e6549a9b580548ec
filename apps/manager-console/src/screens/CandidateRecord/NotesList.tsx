import type { CandidateNote } from '@shortlist/domain/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../app/format.ts';
import * as styles from './NotesList.css.ts';
import { formatDateTime } from './record-format.ts';

function authorName(t: TFunction<'manager'>, note: CandidateNote): string {
  if (note.reviewerName) return t('record.notes.outsideReviewer', { name: note.reviewerName });
  if (note.author) return `${note.author.firstName} ${note.author.lastName}`.trim();
  return t('record.notes.unknownAuthor');
}

/** The notes and comments on the application, newest first; read-only until issue 13 adds editing. */
export function NotesList({ notes }: { notes: readonly CandidateNote[] }) {
  const { t, i18n } = useTranslation('manager');
  const locale = toLocale(i18n.language);
  if (notes.length === 0) return <p className={styles.none}>{t('record.notes.empty')}</p>;
  return (
    <ul className={styles.list}>
      {notes.map((note) => {
        const created = new Date(note.createdAt);
        return (
          <li key={note.id} className={styles.note}>
            <p className={styles.byline}>
              <span className={styles.kind}>{t(`record.notes.kinds.${note.kind}`)}</span>
              <span className={styles.author}>{authorName(t, note)}</span> ·{' '}
              <time dateTime={note.createdAt}>{formatDateTime(created, locale)}</time>
              {note.updatedAt !== note.createdAt ? ` · ${t('record.notes.edited')}` : null}
            </p>
            <p className={styles.text}>{note.comment}</p>
          </li>
        );
      })}
    </ul>
  );
}
