import type { InterviewKit } from '@shortlist/domain/contract';
import { managerAssessment } from '@shortlist/i18n/resources/manager-assessment';
import { DelayedSpinner, useWording } from '@shortlist/shell/react';
import { ErrorState } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ManagerPage } from '../../app/ManagerPage.tsx';
import { useOrganizationId } from '../../app/use-organization-id.ts';
import { stageLabel } from '../CandidateRecord/record-labels.ts';
import type { SaveOutcome } from '../Settings/SaveStatus.tsx';
import { SaveStatus } from '../Settings/SaveStatus.tsx';
import { useCompetencyList } from '../SettingsCompetencies/use-competencies.ts';
import { CoverageMatrix } from './CoverageMatrix.tsx';
import * as styles from './InterviewKits.css.ts';
import { KitEditor } from './KitEditor.tsx';
import { useRoleKits } from './use-role-kits.ts';

type Editing = { kit: InterviewKit | null } | null;

/**
 * /manager/roles/{roleId}/kits (issue 33): the role's interview kits by stage, which competencies each stage's
 * kits assess and which none does, and the kit editor.
 */
export default function InterviewKitsScreen() {
  useWording('manager', managerAssessment);
  const { t } = useTranslation(['manager', 'common']);
  const roleId = Number(useParams().roleId);
  const orgId = useOrganizationId() ?? 0;
  const { kits, save, remove } = useRoleKits(orgId, roleId);
  const competencies = useCompetencyList();
  const [editing, setEditing] = useState<Editing>(null);
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const title = kits.data
    ? t('interviewKits.title', { role: kits.data.roleName })
    : t('assessmentLinks.interviewKits');
  const said = (message: string) => setOutcome({ kind: 'success', message, at: Date.now() });

  return (
    <ManagerPage title={title}>
      <div className={styles.stack}>
        <div className={styles.toolbar}>
          <Link className={styles.toolLink} to={`/manager/roles/${roleId}`}>
            {t('interviewKits.back')}
          </Link>
        </div>
        <p className={styles.muted}>{t('interviewKits.intro')}</p>
        <SaveStatus outcome={outcome} onDismiss={() => setOutcome(null)} />
        {kits.isPending || competencies.isPending ? <DelayedSpinner /> : null}
        {kits.isError ? (
          <ErrorState
            title={t('interviewKits.loadFailed')}
            text={kits.error.message}
            retryLabel={t('common:actions.tryAgain')}
            onRetry={() => kits.refetch()}
          />
        ) : null}
        {kits.isSuccess && competencies.isSuccess ? (
          <>
            <h2 className={styles.heading}>{t('interviewKits.coverageTitle')}</h2>
            <CoverageMatrix kits={kits.data} competencies={competencies.data} />
            <h2 className={styles.heading}>{t('interviewKits.kitsTitle')}</h2>
            {kits.data.kits.length === 0 ? <p className={styles.muted}>{t('interviewKits.noKits')}</p> : null}
            <ul className={styles.stack}>
              {kits.data.kits.map((kit) => (
                <li key={kit.id} className={styles.toolbar}>
                  <span className={styles.subheading}>{kit.name}</span>
                  <span className={styles.muted}>
                    {stageLabel(t, kit.stageId)} ·{' '}
                    {t('interviewKits.totalMinutes', {
                      count: kit.questions.length,
                      minutes: kit.totalMinutes,
                    })}
                  </span>
                  <button
                    type="button"
                    className={styles.toolButton}
                    aria-label={t('interviewKits.editLabel', { name: kit.name })}
                    onClick={() => setEditing({ kit })}
                  >
                    {t('interviewKits.edit')}
                  </button>
                  <button
                    type="button"
                    className={styles.toolButton}
                    aria-label={t('interviewKits.removeLabel', { name: kit.name })}
                    onClick={() =>
                      void remove(kit.id).then(() => said(t('interviewKits.removed', { name: kit.name })))
                    }
                  >
                    {t('interviewKits.remove')}
                  </button>
                </li>
              ))}
            </ul>
            {editing ? (
              <KitEditor
                key={editing.kit?.id ?? 'new'}
                kit={editing.kit}
                stageIds={kits.data.coverage.map((stage) => stage.stageId)}
                competencies={competencies.data}
                onCancel={() => setEditing(null)}
                onSave={async (draft) => {
                  const saved = await save(editing.kit?.id ?? null, draft);
                  setEditing(null);
                  said(t('interviewKits.saved', { name: saved.name }));
                }}
              />
            ) : (
              <div>
                <button
                  type="button"
                  className={styles.primaryButton}
                  onClick={() => setEditing({ kit: null })}
                >
                  {t('interviewKits.add')}
                </button>
              </div>
            )}
          </>
        ) : null}
      </div>
    </ManagerPage>
  );
}
