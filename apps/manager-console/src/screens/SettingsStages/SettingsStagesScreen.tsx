import { callRoute } from '@shortlist/api-client';
import { listOrganizationStages } from '@shortlist/domain/contract';
import { DelayedSpinner, useApi } from '@shortlist/shell/react';
import { EmptyState, ErrorState } from '@shortlist/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganizationId } from '../../app/use-organization-id.ts';
import { AdminOnly } from '../Settings/AdminOnly.tsx';
import type { SaveOutcome } from '../Settings/SaveStatus.tsx';
import { SaveStatus } from '../Settings/SaveStatus.tsx';
import { SettingsPage } from '../Settings/SettingsPage.tsx';
import * as styles from './SettingsStages.css.ts';
import { StageEditor } from './StageEditor.tsx';

function StagesSettings() {
  const { t } = useTranslation(['manager', 'common']);
  const api = useApi();
  const orgId = useOrganizationId();
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const stages = useQuery({
    // The candidate lists read the same key, so a save refreshes their tabs.
    queryKey: ['stages', orgId, null],
    enabled: typeof orgId === 'number',
    queryFn: ({ signal }) =>
      callRoute(api, listOrganizationStages, { params: { orgId: orgId ?? 0 }, query: {}, signal }),
  });
  return (
    <>
      <p className={styles.intro}>{t('settings.stages.intro')}</p>
      <SaveStatus outcome={outcome} onDismiss={() => setOutcome(null)} />
      {stages.isPending ? <DelayedSpinner /> : null}
      {stages.isError ? (
        <ErrorState
          title={t('settings.stages.loadFailed')}
          text={stages.error.message}
          retryLabel={t('common:actions.tryAgain')}
          onRetry={() => stages.refetch()}
        />
      ) : null}
      {stages.isSuccess && typeof orgId === 'number' ? (
        stages.data.length === 0 ? (
          <EmptyState title={t('settings.stages.empty')} text={t('settings.stages.emptyText')} />
        ) : (
          <div className={styles.stages}>
            {stages.data.map((stage) => (
              <StageEditor key={stage.id} stage={stage} orgId={orgId} onOutcome={setOutcome} />
            ))}
          </div>
        )
      ) : null}
    </>
  );
}

/** /manager/settings/stages: each of the organisation's stages with its sub-stages (§3), for manager admins. */
export default function SettingsStagesScreen() {
  const { t } = useTranslation('manager');
  return (
    <SettingsPage title={t('settings.stages.title')}>
      <AdminOnly>
        <StagesSettings />
      </AdminOnly>
    </SettingsPage>
  );
}
