import { Button } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './ApplicationForm.css.ts';

export type StepActionsProps = {
  /** Back is offered from the second step on. */
  canGoBack: boolean;
  /** True on the declarations step, whose button submits the application. */
  submits: boolean;
  busy: boolean;
  onBack: () => void;
};

/** The step's buttons: Back to the step before, and Save and continue (or Submit) as the form's submit. */
export function StepActions({ canGoBack, submits, busy, onBack }: StepActionsProps) {
  const { t } = useTranslation(['candidate', 'common']);
  return (
    <div className={styles.actions}>
      {/* Keys keep each button's own click lockout when Back appears beside Next. */}
      {canGoBack ? (
        <Button key="back" variant="secondary" onClick={onBack} disabled={busy}>
          {t('common:actions.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button key="next" type="submit" loading={busy}>
        {submits ? t('applicationForm.submit') : t('applicationForm.saveAndContinue')}
      </Button>
    </div>
  );
}
