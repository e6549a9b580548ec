import { isAdmin } from '@shortlist/domain/users';
import { useShell, useShellStore } from '@shortlist/shell/react';
import { EmptyState } from '@shortlist/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The organisation's own settings are its manager admins' (§3 hiring-manager roles): a standard manager who
 * opens one by its address is told so, and no call is made that the API would refuse.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('manager');
  const shell = useShell();
  const allowed = useShellStore(shell.user, (state) => isAdmin(state.user));
  if (!allowed) {
    return (
      <EmptyState
        title={t('settings.organisation.adminOnly.title')}
        text={t('settings.organisation.adminOnly.text')}
      />
    );
  }
  return children;
}
