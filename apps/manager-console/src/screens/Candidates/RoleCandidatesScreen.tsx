import { ApiError, callRoute } from '@shortlist/api-client';
import { fetchRole } from '@shortlist/domain/contract';
import { useApi, useShell, useShellStore } from '@shortlist/shell/react';
import { EmptyState } from '@shortlist/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ManagerPage } from '../../app/ManagerPage.tsx';
import { CandidateListView } from './CandidateListView.tsx';
import * as styles from './CandidateScreens.css.ts';

/** /manager/roles/{roleId}: one role's candidates, by stage, with filters and bulk actions. */
export default function RoleCandidatesScreen() {
  const { t } = useTranslation('manager');
  const api = useApi();
  const shell = useShell();
  const roleId = Number(useParams().roleId);
  const role = useQuery({
    queryKey: ['role', roleId],
    enabled: Number.isInteger(roleId) && roleId > 0,
    queryFn: ({ signal }) => callRoute(api, fetchRole, { params: { id: roleId }, signal }),
  });
  const title = role.data?.name ?? t('candidateList.tableLabel');
  // Issue 33: the fairness evidence is for manager admins; the wash-up for every manager.
  const isAdmin = useShellStore(shell.user, (state) => state.user?.userType === 'HIRING_MANAGER_ADMIN');
  const missing =
    !(Number.isInteger(roleId) && roleId > 0) ||
    (role.error instanceof ApiError && role.error.status === 404);
  if (missing) {
    // Another organisation's role answers 404 too: it is simply not there for this manager.
    return (
      <ManagerPage title={t('candidateList.tableLabel')}>
        <EmptyState title={t('candidateList.roleNotFound')} text={t('candidateList.roleNotFoundText')} />
        <p className={styles.crumbs}>
          <Link to="/manager/roles">{t('candidateList.backToRoles')}</Link>
        </p>
      </ManagerPage>
    );
  }
  return (
    <ManagerPage title={title}>
      <CandidateListView
        key={roleId}
        listKey="role-candidates"
        roleId={roleId}
        heading={
          <p className={styles.crumbs}>
            <Link to="/manager/roles">{t('candidateList.backToRoles')}</Link>
            {' · '}
            <Link to={`/manager/roles/${roleId}/kits`}>{t('assessmentLinks.interviewKits')}</Link>
            {' · '}
            <Link to={`/manager/roles/${roleId}/marking`}>{t('assessmentLinks.marking')}</Link>
            {' · '}
            <Link to={`/manager/roles/${roleId}/assessment-centres`}>
              {t('assessmentLinks.assessmentCentres')}
            </Link>
            {' · '}
            <Link to={`/manager/roles/${roleId}/wash-up`}>{t('assessmentLinks.washUp')}</Link>
            {isAdmin ? (
              <>
                {' · '}
                <Link to={`/manager/roles/${roleId}/fairness`}>{t('assessmentLinks.fairness')}</Link>
              </>
            ) : null}
          </p>
        }
      />
    </ManagerPage>
  );
}
