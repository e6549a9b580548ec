import { DelayedSpinner } from '@shortlist/shell/react';
import { ErrorState } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import * as styles from '../Screening/Screening.css.ts';
import { ReviewCandidateDetails } from './ReviewCandidateDetails.tsx';
import type { ReviewFormProps } from './ReviewForm.tsx';
import { ReviewForm } from './ReviewForm.tsx';
import type { ReviewerLink, ReviewSubmission } from './use-reviewer-link.ts';
import { useReviewCandidate, useSaveReview } from './use-reviewer-link.ts';

export type CurrentCandidateProps = {
  link: ReviewerLink;
  candidateId: number;
  name: string;
  signature: ReviewFormProps['reviewerName'];
  onSaved: (candidateId: number, message: string) => void;
  onNext: () => void;
};

/** The candidate a reviewer is on: the application, then the review form. */
export function CurrentCandidate({
  link,
  candidateId,
  name,
  signature,
  onSaved,
  onNext,
}: CurrentCandidateProps) {
  const { t } = useTranslation(['manager', 'common']);
  const candidate = useReviewCandidate(link, candidateId);
  const save = useSaveReview(link);
  const submit = (submission: ReviewSubmission) =>
    save.mutate(submission, {
      onSuccess: () => onSaved(candidateId, t('screening.reviewer.saved', { name })),
    });
  return (
    <>
      <h2 className={styles.panelTitle}>{name}</h2>
      {candidate.isPending ? <DelayedSpinner /> : null}
      {candidate.isError ? (
        <ErrorState
          title={t('screening.reviewer.candidateFailed')}
          text={candidate.error.message}
          retryLabel={t('common:actions.tryAgain')}
          onRetry={() => candidate.refetch()}
        />
      ) : null}
      {candidate.isSuccess ? <ReviewCandidateDetails candidate={candidate.data} /> : null}
      <ReviewForm
        candidateId={candidateId}
        reviewerName={signature}
        saving={save.isPending}
        failure={save.isError ? save.error.message : null}
        onSave={submit}
        onNext={onNext}
      />
    </>
  );
}
