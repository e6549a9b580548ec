import { DelayedSpinner } from '@shortlist/shell/react';
import { ErrorState } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import { NotesList } from './NotesList.tsx';
import * as styles from './RecordActions.css.ts';
import { RecordSection } from './RecordSection.tsx';
import { StageTimeline } from './StageTimeline.tsx';
import { useCandidateHistory, useCandidateNotes } from './use-candidate-record.ts';
import { useUndoMove } from './use-undo-move.ts';

// The record's sections that load on their own: a slow or failed history never hides the header or profile.

/** What an undo from the history did: the move taken back, its waiting messages cancelled or already gone. */
function UndoOutcome({ undo }: { undo: ReturnType<typeof useUndoMove> }) {
  const { t } = useTranslation(['manager', 'common']);
  const outcome = undo.data;
  return (
    <>
      <p role="status" className={styles.outcome}>
        {outcome ? t('record.history.undone') : null}
        {outcome && outcome.cancelledMessages > 0
          ? ` ${t('bulk.messagesCancelled', { count: outcome.cancelledMessages })}`
          : null}
        {outcome && outcome.goneMessages > 0
          ? ` ${t('bulk.messagesGone', { count: outcome.goneMessages })}`
          : null}
      </p>
      {undo.isError ? (
        <p role="alert" className={styles.failure}>
          {t('record.history.undoFailed', { reason: undo.error.message })}
        </p>
      ) : null}
    </>
  );
}

export function HistoryPanel({ candidateId }: { candidateId: number }) {
  const { t } = useTranslation(['manager', 'common']);
  const history = useCandidateHistory(candidateId);
  const undo = useUndoMove(candidateId);
  return (
    <RecordSection title={t('record.history.title')}>
      {history.isPending ? <DelayedSpinner /> : null}
      {history.isError ? (
        <ErrorState
          title={t('record.history.loadFailed')}
          text={history.error.message}
          retryLabel={t('common:actions.tryAgain')}
          onRetry={() => history.refetch()}
        />
      ) : null}
      {history.isSuccess ? (
        <StageTimeline entries={history.data} onUndo={() => undo.mutate()} undoing={undo.isPending} />
      ) : null}
      <UndoOutcome undo={undo} />
    </RecordSection>
  );
}

export function NotesPanel({ orgId, candidateId }: { orgId: number; candidateId: number }) {
  const { t } = useTranslation(['manager', 'common']);
  const notes = useCandidateNotes(orgId, candidateId);
  return (
    <RecordSection title={t('record.notes.title')} meta={notes.isSuccess ? notes.data.length : undefined}>
      {notes.isPending ? <DelayedSpinner /> : null}
      {notes.isError ? (
        <ErrorState
          title={t('record.notes.loadFailed')}
          text={notes.error.message}
          retryLabel={t('common:actions.tryAgain')}
          onRetry={() => notes.refetch()}
        />
      ) : null}
      {notes.isSuccess ? <NotesList orgId={orgId} candidateId={candidateId} notes={notes.data} /> : null}
    </RecordSection>
  );
}
