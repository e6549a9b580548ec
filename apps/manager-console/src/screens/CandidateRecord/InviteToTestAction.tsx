import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyAssessmentInviteDialog } from '../Assessments/LazyAssessmentInviteDialog.tsx';
import * as styles from './RecordActions.css.ts';

/** Invite to test on the record: the list's invitation dialog for this one candidate. */
export function InviteToTestAction({ candidateId }: { candidateId: number }) {
  const { t } = useTranslation('manager');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.textButton} onClick={() => setOpen(true)}>
        {t('assessments.action')}
      </button>
      {open ? (
        <LazyAssessmentInviteDialog filter={{ ids: [candidateId] }} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
