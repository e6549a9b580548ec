import { callRoute } from '@shortlist/api-client';
import type { StageMessagePolicyView } from '@shortlist/domain/contract';
import { listStageMessagePolicies } from '@shortlist/domain/contract';
import { DelayedSpinner, useApi } from '@shortlist/shell/react';
import { ErrorState } from '@shortlist/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganizationId } from '../../app/use-organization-id.ts';
import { AdminOnly } from '../Settings/AdminOnly.tsx';
import type { SaveOutcome } from '../Settings/SaveStatus.tsx';
import { SaveStatus } from '../Settings/SaveStatus.tsx';
import { SettingsPage } from '../Settings/SettingsPage.tsx';
import { holdWording } from './hold-wording.ts';
import { messagePoliciesKey, PolicyForm } from './PolicyForm.tsx';
import * as styles from './SettingsMessagePolicies.css.ts';

/** One stage: its policy in a line, opened onto its own form and its sub-stages'. */
function StagePolicies({
  orgId,
  policies,
  onOutcome,
}: {
  orgId: number;
  policies: readonly StageMessagePolicyView[];
  onOutcome: (outcome: SaveOutcome) => void;
}) {
  const { t } = useTranslation('manager');
  const [stage, ...subStages] = policies;
  if (!stage) return null;
  const stageName = t(`stages.${stage.stageId}` as 'stages.1');
  const hold = holdWording(stage.holdMinutes ?? 0);
  const summary = !stage.notify
    ? t('settings.messagePolicies.summary.silent')
    : stage.timing === 'hold'
      ? t(`settings.messagePolicies.summary.${hold.unit}`, { count: hold.count })
      : stage.timing === 'scheduled'
        ? t('settings.messagePolicies.summary.scheduled', { time: stage.localTime ?? '' })
        : t('settings.messagePolicies.summary.immediate');
  return (
    <section className={styles.stage} aria-label={stageName}>
      <details>
        <summary className={styles.summary}>
          <h2 className={styles.stageName}>{stageName}</h2>
          <span className={styles.described}>{summary}</span>
        </summary>
        <div className={styles.body}>
          <PolicyForm
            // A fresh form after each save or reset, so it shows what was stored.
            key={`${stage.version}:${stage.source}`}
            orgId={orgId}
            policy={stage}
            title={stageName}
            onOutcome={onOutcome}
          />
          {subStages.map((policy) => {
            const title = t('settings.messagePolicies.subStageTitle', {
              stage: stageName,
              subStage: policy.subStageCode ?? '',
            });
            return (
              <PolicyForm
                key={`${policy.subStageId}:${policy.version}:${policy.source}`}
                orgId={orgId}
                policy={policy}
                title={title}
                onOutcome={onOutcome}
              />
            );
          })}
        </div>
      </details>
    </section>
  );
}

function MessagePolicies() {
  const { t } = useTranslation(['manager', 'common']);
  const api = useApi();
  const orgId = useOrganizationId();
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const list = useQuery({
    queryKey: messagePoliciesKey(orgId ?? 0),
    enabled: typeof orgId === 'number',
    queryFn: ({ signal }) =>
      callRoute(api, listStageMessagePolicies, { params: { orgId: orgId ?? 0 }, signal }),
  });
  const byStage = new Map<number, StageMessagePolicyView[]>();
  for (const policy of list.data?.policies ?? []) {
    byStage.set(policy.stageId, [...(byStage.get(policy.stageId) ?? []), policy]);
  }
  return (
    <>
      <p className={styles.intro}>
        {t('settings.messagePolicies.intro', { zone: list.data?.timeZone ?? 'Europe/London' })}
      </p>
      <SaveStatus outcome={outcome} onDismiss={() => setOutcome(null)} />
      {list.isPending ? <DelayedSpinner /> : null}
      {list.isError ? (
        <ErrorState
          title={t('settings.messagePolicies.loadFailed')}
          text={list.error.message}
          retryLabel={t('common:actions.tryAgain')}
          onRetry={() => list.refetch()}
        />
      ) : null}
      {list.isSuccess && typeof orgId === 'number' ? (
        <div className={styles.stages}>
          {[...byStage.values()].map((policies) => (
            <StagePolicies
              key={policies[0]?.stageId}
              orgId={orgId}
              policies={policies}
              onOutcome={setOutcome}
            />
          ))}
        </div>
      ) : null}
    </>
  );
}

/** /manager/settings/message-policies: what a move to each stage tells candidates, and when (issue 32). */
export default function SettingsMessagePoliciesScreen() {
  const { t } = useTranslation('manager');
  return (
    <SettingsPage title={t('settings.messagePolicies.title')}>
      <AdminOnly>
        <MessagePolicies />
      </AdminOnly>
    </SettingsPage>
  );
}
