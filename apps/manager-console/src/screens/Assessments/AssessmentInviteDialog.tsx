import type { SearchFilterInput } from '@shortlist/domain/schemas';
import type { AssessmentType } from '@shortlist/domain/stages';
import { DelayedSpinner } from '@shortlist/shell/react';
import { Button, Dialog } from '@shortlist/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './AssessmentInvite.css.ts';
import { RefusalList } from './RefusalList.tsx';
import { useAssessmentInvitation } from './use-assessment-invitation.ts';
import { useOnlineTests } from './use-online-tests.ts';

export type AssessmentInviteDialogProps = {
  /** The selection as the §3 filter object: ticked ids, or the search less the unticked. */
  filter: SearchFilterInput;
  onClose: () => void;
};

/**
 * Invites a selection to an online test the organisation has switched on: choose the test, see at once who can
 * take it and who cannot (each reason counted and named), then invite with progress and a summary.
 */
export function AssessmentInviteDialog({ filter, onClose }: AssessmentInviteDialogProps) {
  const { t } = useTranslation(['manager', 'common']);
  const fieldId = useId();
  const tests = useOnlineTests();
  const firstTest = tests.data?.[0]?.id ?? null;
  // The first test is chosen until the user picks another.
  const [picked, setPicked] = useState<AssessmentType | null>(null);
  const type = picked ?? firstTest;
  const invitation = useAssessmentInvitation(filter, type);
  const chosen = tests.data?.find((test) => test.id === type);
  const stages = (chosen?.stages ?? []).map((id) => t(`stages.${id}` as 'stages.1')).join(', ');
  const { eligibility, run } = invitation;
  const running = run.kind === 'running';
  const eligibleCount = eligibility.data?.eligibleIds.length ?? 0;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !running) onClose();
      }}
      title={t('assessments.title')}
      closeLabel={t('assessments.close')}
      footer={
        <>
          {run.kind === 'done' ? null : (
            <Button
              size="medium"
              lockoutMs={0}
              loading={running}
              disabled={eligibleCount === 0 || !eligibility.isSuccess}
              onClick={() => void invitation.invite()}
            >
              {t('assessments.invite', { count: eligibleCount })}
            </Button>
          )}
          <Button size="medium" variant="text" lockoutMs={0} disabled={running} onClick={onClose}>
            {run.kind === 'done' ? t('assessments.close') : t('assessments.cancel')}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        {tests.isPending ? <DelayedSpinner /> : null}
        {tests.isError ? (
          <p className={styles.error} role="alert">
            {t('assessments.loadFailed')}: {tests.error.message}
          </p>
        ) : null}
        {tests.isSuccess && tests.data.length === 0 ? (
          <>
            <p className={styles.summary}>{t('assessments.noTests')}</p>
            <p className={styles.hint}>{t('assessments.noTestsText')}</p>
          </>
        ) : null}
        {tests.isSuccess && tests.data.length > 0 ? (
          <div className={styles.field}>
            <label htmlFor={`${fieldId}-test`}>{t('assessments.test')}</label>
            <select
              id={`${fieldId}-test`}
              className={styles.select}
              value={type ?? ''}
              disabled={running || run.kind === 'done'}
              aria-describedby={`${fieldId}-stages`}
              onChange={(event) => setPicked(event.target.value as AssessmentType)}
            >
              {tests.data.map((test) => (
                <option key={test.id} value={test.id}>
                  {test.label}
                </option>
              ))}
            </select>
            <span />
            <p id={`${fieldId}-stages`} className={styles.hint}>
              {t('assessments.takenAt', { stages })}
            </p>
          </div>
        ) : null}
        {run.kind === 'done' ? (
          <p className={styles.summary} role="status">
            {t('assessments.result', { count: run.outcome.invited, test: chosen?.label ?? '' })}
            {run.outcome.skipped > 0
              ? ` ${t('assessments.resultSkipped', { count: run.outcome.skipped })}`
              : ''}
          </p>
        ) : (
          <div aria-live="polite">
            {eligibility.isFetching && !eligibility.data ? (
              <p className={styles.hint}>{t('assessments.checking')}</p>
            ) : null}
            {eligibility.isError ? (
              <p className={styles.error} role="alert">
                {t('assessments.checkFailed')}: {eligibility.error.message}
              </p>
            ) : null}
            {eligibility.data ? (
              <p className={styles.summary}>
                {eligibleCount === 0
                  ? t('assessments.noneEligible', { selected: eligibility.data.selected })
                  : t('assessments.eligible', { count: eligibleCount, selected: eligibility.data.selected })}
              </p>
            ) : null}
          </div>
        )}
        {eligibility.data && run.kind !== 'done' ? (
          <RefusalList groups={eligibility.data.ineligible} stages={stages} />
        ) : null}
        {run.kind === 'running' || run.kind === 'failed' ? (
          <p className={styles.progress} role="status">
            <progress
              className={styles.bar}
              aria-label={t('assessments.progressLabel')}
              value={run.done}
              max={run.total}
            />
            {t('assessments.progress', { done: run.done, total: run.total })}
          </p>
        ) : null}
        {run.kind === 'failed' ? (
          <p className={styles.error} role="alert">
            {t('assessments.failed')}: {run.message}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
