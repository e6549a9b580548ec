import { ApiError, callRoute } from '@shortlist/api-client';
import type { OrganizationCandidateView } from '@shortlist/domain/contract';
import { updateCandidateAdjustment } from '@shortlist/domain/contract';
import { useApi } from '@shortlist/shell/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryToolButton } from '../../app/controls.css.ts';
import * as styles from './RecordActions.css.ts';
import { RecordSection } from './RecordSection.tsx';
import { candidateRecordKeys } from './use-candidate-record.ts';

/** The reasonable adjustments the candidate asked for, which a manager may correct or clear (blank clears). */
export function AdjustmentsSection({ record }: { record: OrganizationCandidateView }) {
  const { t } = useTranslation('manager');
  const api = useApi();
  const queryClient = useQueryClient();
  const fieldId = useId();
  const saved = record.application.adjustment ?? '';
  const [text, setText] = useState(saved);
  const save = useMutation({
    mutationFn: (adjustment: string | null) =>
      callRoute(api, updateCandidateAdjustment, {
        params: { orgId: record.organizationId, id: record.id },
        body: { adjustment },
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: candidateRecordKeys.record(record.organizationId, record.id),
      }),
  });
  const fieldError =
    save.error instanceof ApiError
      ? save.error.fieldErrors.find((error) => error.field === 'adjustment')
      : undefined;

  return (
    <RecordSection title={t('recordActions.adjustments.title')}>
      <p className={styles.muted}>{t('recordActions.adjustments.intro')}</p>
      <form
        className={styles.stack}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(text.trim() === '' ? null : text.trim());
        }}
      >
        <label htmlFor={fieldId} className={styles.label}>
          {t('recordActions.adjustments.label')}
        </label>
        <textarea
          id={fieldId}
          className={styles.textarea}
          value={text}
          placeholder={t('recordActions.adjustments.none')}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${fieldId}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {fieldError ? (
          <p id={`${fieldId}-error`} className={styles.failure}>
            {fieldError.message}
          </p>
        ) : null}
        <div className={styles.row}>
          <button type="submit" className={primaryToolButton} disabled={save.isPending || text === saved}>
            {save.isPending ? t('recordActions.adjustments.saving') : t('recordActions.adjustments.save')}
          </button>
          <p role="status" className={styles.outcome}>
            {save.isSuccess
              ? t(
                  save.variables === null
                    ? 'recordActions.adjustments.cleared'
                    : 'recordActions.adjustments.saved',
                )
              : null}
          </p>
        </div>
        {save.isError && !fieldError ? (
          <p role="alert" className={styles.failure}>
            {t('recordActions.adjustments.failed', { reason: save.error.message })}
          </p>
        ) : null}
      </form>
    </RecordSection>
  );
}
