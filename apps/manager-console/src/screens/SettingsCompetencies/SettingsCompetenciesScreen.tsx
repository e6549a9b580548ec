import type { Competency } from '@shortlist/domain/contract';
import { isAdmin } from '@shortlist/domain/users';
import { managerAssessment } from '@shortlist/i18n/resources/manager-assessment';
import { DelayedSpinner, useShell, useShellStore, useWording } from '@shortlist/shell/react';
import { ErrorState } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveStatus } from '../Settings/SaveStatus.tsx';
import { SettingsPage } from '../Settings/SettingsPage.tsx';
import { CompetenciesTable } from './CompetenciesTable.tsx';
import { CompetencyDialog } from './CompetencyDialog.tsx';
import * as styles from './SettingsCompetencies.css.ts';
import { useCompetencies } from './use-competencies.ts';

type Editing = { kind: 'add' } | { kind: 'edit'; competency: Competency } | null;

function Competencies() {
  const { t } = useTranslation(['manager', 'common']);
  const shell = useShell();
  const editable = useShellStore(shell.user, (state) => isAdmin(state.user));
  const { list, add, edit, setRetired, move, changing, outcome, clearOutcome } = useCompetencies();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <p className={styles.intro}>{t('settings.competencies.intro')}</p>
        {editable ? (
          <button type="button" className={styles.primaryButton} onClick={() => setEditing({ kind: 'add' })}>
            {t('settings.competencies.add')}
          </button>
        ) : (
          <p className={styles.intro}>{t('settings.competencies.readOnly')}</p>
        )}
      </div>
      <SaveStatus outcome={outcome} onDismiss={clearOutcome} />
      {list.isPending ? <DelayedSpinner /> : null}
      {list.isError ? (
        <ErrorState
          title={t('settings.competencies.loadFailed')}
          text={list.error.message}
          retryLabel={t('common:actions.tryAgain')}
          onRetry={() => list.refetch()}
        />
      ) : null}
      {list.isSuccess ? (
        <CompetenciesTable
          competencies={list.data}
          editable={editable}
          changing={changing}
          onEdit={(competency) => setEditing({ kind: 'edit', competency })}
          onSetRetired={(competency, retired) => void setRetired(competency, retired)}
          onMove={(competency, by) => void move(competency, by)}
        />
      ) : null}
      {editing?.kind === 'add' ? (
        <CompetencyDialog
          title={t('settings.competencies.addTitle')}
          competency={null}
          onSave={add}
          onClose={close}
        />
      ) : null}
      {editing?.kind === 'edit' ? (
        <CompetencyDialog
          title={t('settings.competencies.editTitle', { name: editing.competency.name })}
          competency={editing.competency}
          onSave={(input) => edit(editing.competency.id, input)}
          onClose={close}
        />
      ) : null}
    </div>
  );
}

/** /manager/settings/competencies: the framework scorecards rate (issue 33); manager admins change it. */
export default function SettingsCompetenciesScreen() {
  useWording('manager', managerAssessment);
  const { t } = useTranslation('manager');
  return (
    <SettingsPage title={t('settings.competencies.title')}>
      <Competencies />
    </SettingsPage>
  );
}
