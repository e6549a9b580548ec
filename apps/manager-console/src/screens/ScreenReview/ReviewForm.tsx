import {
  reviewerFeedbackSchema,
  scorePayloadSchema,
  validateWithFieldErrors,
} from '@shortlist/domain/schemas';
import { Button, SingleOptionField, TextareaField, TextField } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '../Screening/Screening.css.ts';
import { ScreeningSection } from '../Screening/ScreeningSection.tsx';
import { ShortcutKey } from '../Screening/ShortcutKey.tsx';
import { useKeyShortcuts } from '../Screening/use-key-shortcuts.ts';
import type { ReviewSubmission } from './use-reviewer-link.ts';

export type ReviewFormProps = {
  candidateId: number;
  /** The reviewer's name when the link does not carry one; null hides the field. */
  reviewerName: { value: string; onChange: (name: string) => void } | null;
  saving: boolean;
  failure: string | null;
  onSave: (submission: ReviewSubmission) => void;
  onNext: () => void;
};

const recommendations = ['strong', 'recommend', 'unsure', 'reject'] as const;
type FormErrors = Partial<
  Record<'score' | 'totalScore' | 'recommendation' | 'comment' | 'reviewerName', string>
>;

const readNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** A score out of a total, a recommendation and a comment: all an outside reviewer may leave (S saves, N skips). */
export function ReviewForm({ candidateId, reviewerName, saving, failure, onSave, onNext }: ReviewFormProps) {
  const { t } = useTranslation(['manager', 'common']);
  const [score, setScore] = useState('');
  const [total, setTotal] = useState('10');
  const [choice, setChoice] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});

  function save() {
    const found: FormErrors = {};
    const scored = score.trim() !== '';
    const scoreCheck = scored
      ? validateWithFieldErrors(scorePayloadSchema, {
          score: readNumber(score),
          totalScore: readNumber(total),
        })
      : null;
    if (scoreCheck && !scoreCheck.success) {
      for (const error of scoreCheck.errors)
        found[error.field === 'totalScore' ? 'totalScore' : 'score'] = error.message;
    }
    const label = choice === null ? '' : t(`screening.reviewer.recommendations.${choice as 'strong'}`);
    const feedbackCheck = validateWithFieldErrors(reviewerFeedbackSchema, {
      recommendation: label,
      comment: comment.trim() || null,
      reviewerName: reviewerName?.value.trim() || null,
    });
    if (!feedbackCheck.success) {
      for (const error of feedbackCheck.errors) found[error.field as keyof FormErrors] = error.message;
    }
    if (choice === null) found.recommendation = t('screening.reviewer.recommendationRequired');
    setErrors(found);
    if (Object.keys(found).length > 0 || !feedbackCheck.success) return;
    onSave({
      candidateId,
      score: scoreCheck?.success ? scoreCheck.data : null,
      feedback: feedbackCheck.data,
    });
  }

  useKeyShortcuts({ s: save, n: onNext }, !saving);
  const error = (field: keyof FormErrors) => (errors[field] ? { error: errors[field] } : {});

  return (
    <ScreeningSection title={t('screening.reviewer.review')}>
      <div className={styles.buttons}>
        <TextField
          label={t('screening.reviewer.score')}
          helperText={t('screening.reviewer.scoreHelp')}
          type="number"
          value={score}
          onChange={setScore}
          {...error('score')}
        />
        <TextField
          label={t('screening.reviewer.total')}
          type="number"
          value={total}
          onChange={setTotal}
          {...error('totalScore')}
        />
      </div>
      <SingleOptionField
        label={t('screening.reviewer.recommendation')}
        required
        options={recommendations.map((value) => ({
          value,
          label: t(`screening.reviewer.recommendations.${value}`),
        }))}
        value={choice}
        onChange={setChoice}
        {...error('recommendation')}
      />
      <TextareaField
        label={t('screening.reviewer.comment')}
        helperText={t('common:form.optional')}
        rows={4}
        value={comment}
        onChange={setComment}
        {...error('comment')}
      />
      {reviewerName ? (
        <TextField
          label={t('screening.reviewer.reviewerName')}
          helperText={t('common:form.optional')}
          value={reviewerName.value}
          onChange={reviewerName.onChange}
          autoComplete="name"
          {...error('reviewerName')}
        />
      ) : null}
      <div className={styles.buttons}>
        <Button size="medium" lockoutMs={0} loading={saving} aria-keyshortcuts="S" onClick={save}>
          {t('screening.reviewer.save')}
          <ShortcutKey letter="S" />
        </Button>
        <Button
          size="medium"
          variant="secondary"
          lockoutMs={0}
          disabled={saving}
          aria-keyshortcuts="N"
          onClick={onNext}
        >
          {t('screening.reviewer.next')}
          <ShortcutKey letter="N" />
        </Button>
      </div>
      <p className={styles.note}>{t('screening.reviewer.shortcuts')}</p>
      {failure ? (
        <p className={styles.error} role="alert">
          {t('screening.reviewer.failed', { reason: failure })}
        </p>
      ) : null}
    </ScreeningSection>
  );
}
