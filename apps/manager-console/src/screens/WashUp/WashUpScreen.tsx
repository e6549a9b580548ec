import type { AssessmentDecision } from '@shortlist/domain/assessment';
import type { WashUpRow } from '@shortlist/domain/contract';
import type { StageId } from '@shortlist/domain/stages';
import { isStageId, stageIds } from '@shortlist/domain/stages';
import { managerAssessment } from '@shortlist/i18n/resources/manager-assessment';
import { DelayedSpinner, useWording } from '@shortlist/shell/react';
import { DropdownField, EmptyState, ErrorState, Switch } from '@shortlist/ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ManagerPage } from '../../app/ManagerPage.tsx';
import { useOrganizationId } from '../../app/use-organization-id.ts';
import { useRoleName, useWashUp } from './use-wash-up.ts';
import * as styles from './WashUp.css.ts';
import { WashUpDecisionDialog } from './WashUpDecisionDialog.tsx';
import { useRowName, WashUpMatrix } from './WashUpMatrix.tsx';
import type { WashUpSort } from './wash-up-sort.ts';
import { overallColumn } from './wash-up-sort.ts';

/** The stage a wash-up opens at before the role says which of its stages have scorecards. */
const firstInterviewStage = stageIds.firstRound;

/** /manager/roles/{roleId}/wash-up?stage=: the panel's debrief of a role's stage, and its decisions. */
export default function WashUpScreen() {
  useWording('manager', managerAssessment);
  const { t } = useTranslation(['manager', 'common']);
  const roleId = Number(useParams().roleId);
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = Number(searchParams.get('stage'));
  const stageId = isStageId(asked) ? asked : firstInterviewStage;
  const orgId = useOrganizationId();
  const roleName = useRoleName(roleId);
  const washUp = useWashUp(orgId, roleId, stageId);
  const nameOf = useRowName();
  const [presenting, setPresenting] = useState(false);
  const [sort, setSort] = useState<WashUpSort>({ key: overallColumn, direction: 'desc' });
  const [deciding, setDeciding] = useState<{ row: WashUpRow; decision: AssessmentDecision } | null>(null);
  const [done, setDone] = useState('');
  const switchId = useId();

  const chooseStage = (next: number) => setSearchParams(new URLSearchParams({ stage: String(next) }));
  // Without a stage in the address, open the first stage that has scorecards rather than an empty one.
  const stages = washUp.data?.stagesWithScorecards ?? [];
  const firstScored = stages[0];
  useEffect(() => {
    if (!searchParams.has('stage') && firstScored !== undefined && !stages.includes(stageId))
      setSearchParams(new URLSearchParams({ stage: String(firstScored) }), { replace: true });
  }, [searchParams, firstScored, stages, stageId, setSearchParams]);

  const stageChoices = [...new Set([...stages, stageId])].sort((a, b) => a - b);
  const stageName = t(`stages.${stageId as StageId}`);
  const title = t('washUp.title', { role: roleName.data ?? '' });

  return (
    <ManagerPage title={title} subtitle={t('washUp.subtitle')}>
      <div className={`${styles.stack} ${presenting ? styles.presentation : ''}`}>
        <p className={styles.crumbs}>
          <Link to={`/manager/roles/${roleId}`}>{t('washUp.backToCandidates')}</Link>
        </p>
        <div className={styles.toolbar}>
          <DropdownField
            label={t('washUp.stage')}
            options={stageChoices.map((id) => ({ value: String(id), label: t(`stages.${id as StageId}`) }))}
            value={String(stageId)}
            onChange={(value) => chooseStage(Number(value))}
          />
          <div className={styles.switchField}>
            <Switch
              id={switchId}
              checked={presenting}
              onCheckedChange={setPresenting}
              aria-labelledby={`${switchId}-label`}
              aria-describedby={`${switchId}-help`}
            />
            <span id={`${switchId}-label`}>{t('washUp.presentation')}</span>
            <span id={`${switchId}-help`} className={styles.visuallyHidden}>
              {t('washUp.presentationHelp')}
            </span>
          </div>
        </div>
        <p className={styles.note}>{t('washUp.legend')}</p>
        <div aria-live="polite">{done ? <p className={styles.done}>{done}</p> : null}</div>
        {washUp.isPending ? <DelayedSpinner /> : null}
        {washUp.isError ? (
          <ErrorState
            title={t('washUp.loadFailed')}
            text={washUp.error.message}
            retryLabel={t('common:actions.tryAgain')}
            onRetry={() => washUp.refetch()}
          />
        ) : null}
        {washUp.isSuccess && washUp.data.rows.length === 0 ? (
          <EmptyState title={t('washUp.empty')} text={t('washUp.emptyText')} />
        ) : null}
        {washUp.isSuccess && washUp.data.rows.length > 0 ? (
          <WashUpMatrix
            washUp={washUp.data}
            stageName={stageName}
            sort={sort}
            onSort={setSort}
            onDecide={(row, decision) => {
              setDone('');
              setDeciding({ row, decision });
            }}
          />
        ) : null}
        {deciding && washUp.data && typeof orgId === 'number' ? (
          <WashUpDecisionDialog
            orgId={orgId}
            roleId={roleId}
            stageId={stageId}
            nextStageId={washUp.data.nextStageId}
            row={deciding.row}
            name={nameOf(deciding.row)}
            decision={deciding.decision}
            onClose={() => setDeciding(null)}
            onDecided={setDone}
          />
        ) : null}
      </div>
    </ManagerPage>
  );
}
