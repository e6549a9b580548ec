import { DelayedSpinner } from '@shortlist/shell/react';
import { EmptyState, ErrorState } from '@shortlist/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** A candidate id from the address: a positive whole number, else null (nothing to show). */
export function readCandidateId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export interface RecordLoadStateProps {
  /** A malformed id, a manager without an organisation or a 404: nothing to show. */
  missing: boolean;
  record: UseQueryResult<unknown, Error>;
  words: { notFound: string; notFoundText: string; loadFailed: string };
}

/** What a screen of one candidate shows until the record is there: not found, a spinner or the failure. */
export function RecordLoadState({ missing, record, words }: RecordLoadStateProps) {
  const { t } = useTranslation('common');
  if (missing) return <EmptyState title={words.notFound} text={words.notFoundText} />;
  if (record.isPending) return <DelayedSpinner />;
  if (record.isError) {
    return (
      <ErrorState
        title={words.loadFailed}
        text={record.error.message}
        retryLabel={t('actions.tryAgain')}
        onRetry={() => record.refetch()}
      />
    );
  }
  return null;
}
