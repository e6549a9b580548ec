import { DelayedSpinner } from '@shortlist/shell/react';
import { ErrorState } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import { NotesList } from './NotesList.tsx';
import { RecordSection } from './RecordSection.tsx';
import { StageTimeline } from './StageTimeline.tsx';
import { useCandidateHistory, useCandidateNotes } from './use-candidate-record.ts';

// The record's sections that load on their own: a slow or failed history never hides the header or profile.

export function HistoryPanel({ candidateId }: { candidateId: number }) {
  const { t } = useTranslation(['manager', 'common']);
  const history = useCandidateHistory(candidateId);
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
      {history.isSuccess ? <StageTimeline entries={history.data} /> : null}
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
