import type { ManagedRoleListItem } from '@shortlist/domain/contract';
import type { RoleStatus } from '@shortlist/domain/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../Settings/ConfirmDialog.tsx';
import { reasonOf } from './notice.tsx';
import * as styles from './settings-table.css.ts';
import { useRoleActions } from './use-settings-roles.ts';

type RoleRowActionsProps = {
  role: ManagedRoleListItem;
  onDone: (message: string) => void;
  onFail: (message: string) => void;
};

/** Edit, Copy, and the status moves a role can make from where it is: Open, Close, Archive (confirmed). */
export function RoleRowActions({ role, onDone, onFail }: RoleRowActionsProps) {
  const { t } = useTranslation('manager');
  const navigate = useNavigate();
  const actions = useRoleActions();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function run(task: () => Promise<string>) {
    setBusy(true);
    try {
      onDone(await task());
    } catch (failure) {
      onFail(t('settings.roles.failed', { reason: reasonOf(failure) }));
    } finally {
      setBusy(false);
    }
  }
  const setStatus = (status: Exclude<RoleStatus, 'DRAFT'>) =>
    run(async () => {
      await actions.setStatus(role, status);
      return t(`settings.roles.done.${status}`, { name: role.name });
    });
  const copy = () =>
    run(async () => {
      const created = await actions.copy(role);
      // The list goes away, so the editor of the copy says what happened.
      navigate(`/manager/settings/roles/${created.id}`, { state: { notice: 'copied' } });
      return t('settings.roles.done.copied');
    });

  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons named after their role, not a form.
    <div
      role="group"
      aria-label={t('settings.roles.actions.label', { name: role.name })}
      className={styles.actions}
    >
      <Link to={`/manager/settings/roles/${role.id}`} className={styles.linkButton}>
        {t('settings.roles.actions.edit')}
      </Link>
      <button type="button" className={styles.rowButton} disabled={busy} onClick={copy}>
        {t('settings.roles.actions.copy')}
      </button>
      {role.status !== 'LIVE' ? (
        <button type="button" className={styles.rowButton} disabled={busy} onClick={() => setStatus('LIVE')}>
          {t('settings.roles.actions.open')}
        </button>
      ) : (
        <button
          type="button"
          className={styles.rowButton}
          disabled={busy}
          onClick={() => setStatus('CLOSED')}
        >
          {t('settings.roles.actions.close')}
        </button>
      )}
      {role.status !== 'ARCHIVED' ? (
        <button
          type="button"
          className={styles.rowButton}
          disabled={busy}
          onClick={() => setConfirming(true)}
        >
          {t('settings.roles.actions.archive')}
        </button>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t('settings.roles.archive.title', { name: role.name })}
          text={t('settings.roles.archive.text')}
          confirmLabel={t('settings.roles.archive.confirm')}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            await actions.setStatus(role, 'ARCHIVED');
            setConfirming(false);
            onDone(t('settings.roles.done.ARCHIVED', { name: role.name }));
          }}
        />
      ) : null}
    </div>
  );
}
