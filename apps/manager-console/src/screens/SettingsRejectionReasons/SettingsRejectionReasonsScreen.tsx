import type { RejectionReason } from '@shortlist/domain/contract';
import { DelayedSpinner } from '@shortlist/shell/react';
import { ErrorState } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminOnly } from '../Settings/AdminOnly.tsx';
import { SaveStatus } from '../Settings/SaveStatus.tsx';
import { SettingsPage } from '../Settings/SettingsPage.tsx';
import { ReasonNameDialog } from './ReasonNameDialog.tsx';
import { ReasonsTable } from './ReasonsTable.tsx';
import * as styles from './SettingsRejectionReasons.css.ts';
import { useRejectionReasons } from './use-rejection-reasons.ts';

type Editing = { kind: 'add' } | { kind: 'rename'; reason: RejectionReason } | null;

function RejectionReasons() {
  const { t } = useTranslation(['manager', 'common']);
  const { reasons, add, rename, setRetired, changing, outcome, clearOutcome } = useRejectionReasons();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const offered = reasons.data?.filter((reason) => !reason.retired).length ?? 0;

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <p className={styles.intro}>{t('settings.rejectionReasons.intro')}</p>
        <button type="button" className={styles.primaryButton} onClick={() => setEditing({ kind: 'add' })}>
          {t('settings.rejectionReasons.add')}
        </button>
      </div>
      <SaveStatus outcome={outcome} onDismiss={clearOutcome} />
      {reasons.isPending ? <DelayedSpinner /> : null}
      {reasons.isError ? (
        <ErrorState
          title={t('settings.rejectionReasons.loadFailed')}
          text={reasons.error.message}
          retryLabel={t('common:actions.tryAgain')}
          onRetry={() => reasons.refetch()}
        />
      ) : null}
      {reasons.isSuccess ? (
        <>
          <p className={styles.muted}>
            {t('settings.rejectionReasons.count', { count: reasons.data.length, offered })}
          </p>
          <ReasonsTable
            reasons={reasons.data}
            changing={changing}
            onRename={(reason) => setEditing({ kind: 'rename', reason })}
            onSetRetired={(reason, retired) => void setRetired(reason, retired)}
          />
        </>
      ) : null}
      {editing?.kind === 'add' ? (
        <ReasonNameDialog
          title={t('settings.rejectionReasons.addTitle')}
          initialName=""
          onSave={add}
          onClose={close}
        />
      ) : null}
      {editing?.kind === 'rename' ? (
        <ReasonNameDialog
          title={t('settings.rejectionReasons.renameTitle', { name: editing.reason.name })}
          initialName={editing.reason.name}
          text={t('settings.rejectionReasons.renameText')}
          onSave={(name) => rename(editing.reason.id, name)}
          onClose={close}
        />
      ) : null}
    </div>
  );
}

/** /manager/settings/rejection-reasons: the reasons a rejection gives, added, renamed or retired (issue 32). */
export default function SettingsRejectionReasonsScreen() {
  const { t } = useTranslation('manager');
  return (
    <SettingsPage title={t('settings.rejectionReasons.title')}>
      <AdminOnly>
        <RejectionReasons />
      </AdminOnly>
    </SettingsPage>
  );
}
