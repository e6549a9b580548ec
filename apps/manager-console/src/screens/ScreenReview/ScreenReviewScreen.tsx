import { DelayedSpinner, Page } from '@shortlist/shell/react';
import { EmptyState, ErrorState } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatShortDate, toLocale } from '../../app/format.ts';
import { blindLabel } from '../CandidateRecord/record-labels.ts';
import * as styles from '../Screening/Screening.css.ts';
import { CurrentCandidate } from './CurrentCandidate.tsx';
import { ReviewerQueueList } from './ReviewerQueueList.tsx';
import { countLeft, nextInList, nextToReview, pickCurrent } from './review-order.ts';
import type { ReviewerLink } from './use-reviewer-link.ts';
import { isDeadLink, useReviewerQueue } from './use-reviewer-link.ts';

function readLink(params: URLSearchParams): ReviewerLink | null {
  const organization = params.get('organization')?.trim();
  const token = params.get('token')?.trim();
  return organization && token ? { organization, token } : null;
}

/**
 * /screen?organization=<id or subdomain>&token=<secret>: an outside reviewer's screening link (§2, §7 Public).
 * No sign-in: the secret is the access. The reviewer scores and comments, one candidate at a time.
 */
export default function ScreenReviewScreen() {
  const { t, i18n } = useTranslation(['manager', 'common']);
  const [searchParams, setSearchParams] = useSearchParams();
  const link = readLink(searchParams);
  const queue = useReviewerQueue(link);
  // Kept across candidates: a reviewer who signs with a name types it once; a save is announced on the next.
  const [signature, setSignature] = useState('');
  const [savedMessage, setSavedMessage] = useState<string | null>(null);

  if (link === null || isDeadLink(queue.error)) {
    return (
      <Page layout="fullWidth" title={t('screening.reviewer.title')}>
        <EmptyState title={t('screening.reviewer.invalidTitle')} text={t('screening.reviewer.invalidText')} />
      </Page>
    );
  }
  if (!queue.isSuccess) {
    return (
      <Page layout="fullWidth" title={t('screening.reviewer.title')}>
        {queue.isError ? (
          <ErrorState
            title={t('screening.reviewer.loadFailed')}
            text={queue.error.message}
            retryLabel={t('common:actions.tryAgain')}
            onRetry={() => queue.refetch()}
          />
        ) : (
          <DelayedSpinner />
        )}
      </Page>
    );
  }

  const { candidates, organization, reviewerName, expiresAt } = queue.data;
  const requested = Number(searchParams.get('candidate'));
  const currentId = pickCurrent(
    candidates,
    Number.isSafeInteger(requested) && requested > 0 ? requested : null,
  );
  const open = (candidateId: number | null) => {
    const next = new URLSearchParams(searchParams);
    if (candidateId === null) next.set('candidate', 'done');
    else next.set('candidate', String(candidateId));
    setSearchParams(next);
  };
  const allDone = searchParams.get('candidate') === 'done' || currentId === null;
  const left = countLeft(candidates);

  return (
    <Page
      layout="fullWidth"
      title={t('screening.reviewer.title')}
      subtitle={t('screening.reviewer.subtitle', { organization: organization.name })}
    >
      <div className={styles.stack}>
        <p className={styles.note}>
          {reviewerName ? `${t('screening.reviewer.signedAs', { name: reviewerName })} · ` : ''}
          {t('screening.reviewer.expires', {
            date: formatShortDate(Date.parse(expiresAt) / 1000, toLocale(i18n.language)),
          })}
        </p>
        <p className={styles.left} aria-live="polite">
          {t('screening.left', { count: left })}
        </p>
        {savedMessage ? (
          <p className={styles.done} role="status">
            {savedMessage}
          </p>
        ) : null}
        <div className={styles.columns}>
          <div className={styles.column}>
            {allDone || currentId === null ? (
              <p className={styles.done} role="status">
                {t('screening.reviewer.allDone')}
              </p>
            ) : (
              <CurrentCandidate
                key={currentId}
                link={link}
                candidateId={currentId}
                name={candidates.find((entry) => entry.id === currentId)?.name ?? blindLabel(t, currentId)}
                signature={reviewerName === null ? { value: signature, onChange: setSignature } : null}
                onSaved={(id, message) => {
                  setSavedMessage(message);
                  const ticked = candidates.map((entry) =>
                    entry.id === id ? { ...entry, reviewed: true } : entry,
                  );
                  open(nextToReview(ticked, id));
                }}
                onNext={() => {
                  setSavedMessage(null);
                  open(nextInList(candidates, currentId));
                }}
              />
            )}
          </div>
          <ReviewerQueueList candidates={candidates} currentId={allDone ? null : currentId} onOpen={open} />
        </div>
      </div>
    </Page>
  );
}
