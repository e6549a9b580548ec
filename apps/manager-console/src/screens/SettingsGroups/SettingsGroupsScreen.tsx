import type { CandidateGroup } from '@shortlist/domain/contract';
import { DelayedSpinner } from '@shortlist/shell/react';
import { EmptyState, ErrorState } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../Settings/ConfirmDialog.tsx';
import { SettingsPage } from '../Settings/SettingsPage.tsx';
import { GroupNameDialog } from './GroupNameDialog.tsx';
import { GroupsTable } from './GroupsTable.tsx';
import { InlineNotice } from './InlineNotice.tsx';
import * as styles from './SettingsGroupsScreen.css.ts';
import { useGroups } from './use-groups.ts';

type Editing = { kind: 'create' } | { kind: 'rename' | 'delete'; group: CandidateGroup } | null;

/** /manager/settings/groups: the organisation's candidate groups; create, rename, delete, refresh smart ones. */
export default function SettingsGroupsScreen() {
  const { t } = useTranslation(['manager', 'common']);
  const { groups, create, rename, remove, refresh, refreshing, notice, clearNotice } = useGroups();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  return (
    <SettingsPage title={t('settings.groups.title')}>
      <div className={styles.stack}>
        <div className={styles.toolbar}>
          <p className={styles.intro}>{t('settings.groups.intro')}</p>
          <button
            type="button"
            className={styles.primaryButton}
            onClick={() => setEditing({ kind: 'create' })}
          >
            {t('settings.groups.create')}
          </button>
        </div>
        <InlineNotice notice={notice} onDismiss={clearNotice} />
        {groups.isPending ? <DelayedSpinner /> : null}
        {groups.isError ? (
          <ErrorState
            title={t('settings.groups.loadFailed')}
            text={groups.error.message}
            retryLabel={t('common:actions.tryAgain')}
            onRetry={() => groups.refetch()}
          />
        ) : null}
        {groups.isSuccess && groups.data.length === 0 ? (
          <EmptyState title={t('settings.groups.empty')} text={t('settings.groups.emptyText')} />
        ) : null}
        {groups.isSuccess && groups.data.length > 0 ? (
          <>
            <p className={styles.muted}>
              {t('settings.groups.count', { count: groups.data.length })} · {t('settings.groups.sortHint')}
            </p>
            <GroupsTable
              groups={groups.data}
              refreshing={refreshing}
              onRename={(group) => setEditing({ kind: 'rename', group })}
              onDelete={(group) => setEditing({ kind: 'delete', group })}
              onRefresh={refresh}
            />
          </>
        ) : null}
      </div>
      {editing?.kind === 'create' ? (
        <GroupNameDialog
          title={t('settings.groups.createTitle')}
          initialName=""
          onSave={create}
          onClose={close}
        />
      ) : null}
      {editing?.kind === 'rename' ? (
        <GroupNameDialog
          title={t('settings.groups.renameTitle', { name: editing.group.name })}
          initialName={editing.group.name}
          onSave={(name) => rename(editing.group.id, name)}
          onClose={close}
        />
      ) : null}
      {editing?.kind === 'delete' ? (
        <ConfirmDialog
          title={t('settings.groups.deleteTitle', { name: editing.group.name })}
          text={t('settings.groups.deleteText')}
          confirmLabel={t('settings.groups.deleteConfirm')}
          cancelLabel={t('settings.groups.cancel')}
          onConfirm={() => remove(editing.group)}
          onClose={close}
        />
      ) : null}
    </SettingsPage>
  );
}
