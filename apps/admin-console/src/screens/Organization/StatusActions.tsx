import type { OrganizationStatus } from '@shortlist/domain/enums';
import { Button } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './OrganizationForm.css.ts';
import { useSetOrganizationStatus } from './use-organization.ts';

/** The organisation's status and the one button that changes it: deactivate an active one, else reactivate. */
export function StatusActions({ id, status }: { id: number; status: OrganizationStatus }) {
  const { t } = useTranslation('admin');
  const setStatus = useSetOrganizationStatus(id);
  const active = status === 'ACTIVE';
  return (
    <div className={styles.actions}>
      <p className={styles.note} aria-live="polite">
        {t('organization.status', { status: t(`clients.status.${status}`) })}
      </p>
      <Button
        variant={active ? 'danger' : 'secondary'}
        loading={setStatus.isPending}
        onClick={() => setStatus.mutate(active ? 'INACTIVE' : 'ACTIVE')}
      >
        {active ? t('organization.deactivate') : t('organization.reactivate')}
      </Button>
    </div>
  );
}
