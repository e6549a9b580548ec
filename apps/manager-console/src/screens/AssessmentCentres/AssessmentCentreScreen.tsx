import { ApiError } from '@shortlist/api-client';
import type { AssessmentCentreView, CentreSession } from '@shortlist/domain/contract';
import { managerAssessment } from '@shortlist/i18n/resources/manager-assessment';
import { DelayedSpinner, useWording } from '@shortlist/shell/react';
import { EmptyState, ErrorState } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { primaryToolButton } from '../../app/controls.css.ts';
import { ManagerPage } from '../../app/ManagerPage.tsx';
import * as styles from './AssessmentCentres.css.ts';
import { MoveDialog } from './MoveDialog.tsx';
import { PersonSchedules } from './PersonSchedules.tsx';
import { PublishPanel } from './PublishPanel.tsx';
import { RotaGrid } from './RotaGrid.tsx';
import { SetupForm } from './SetupForm.tsx';
import { useAssessmentCentre } from './use-assessment-centre.ts';
import { useIsAdmin } from './use-is-admin.ts';

function messageOf(failure: unknown, fallback: string): string {
  if (failure instanceof ApiError) {
    return failure.fieldErrors.map((error) => error.message).join(' ') || failure.message || fallback;
  }
  return failure instanceof Error ? failure.message : fallback;
}

function CentreBody({
  view,
  actions,
}: {
  view: AssessmentCentreView;
  actions: ReturnType<typeof useAssessmentCentre>;
}) {
  const { t } = useTranslation('manager');
  const admin = useIsAdmin();
  const [changing, setChanging] = useState<CentreSession | null>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  const published = view.publishedAt !== null;

  async function generate() {
    setBusy(true);
    setSaid(null);
    try {
      const made = await actions.generate();
      setSaid({
        kind: 'status',
        text: t('assessmentCentres.rota.generated', { rounds: made.rounds, sessions: made.sessions.length }),
      });
    } catch (failure) {
      setSaid({ kind: 'alert', text: messageOf(failure, t('assessmentCentres.rota.failed')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p className={styles.muted}>
        <Link to={`/manager/roles/${view.roleId}/assessment-centres`}>
          {t('assessmentCentres.backToCentres')}
        </Link>
        {' · '}
        {view.roleName} · {t(`stages.${view.stageId}` as 'stages.1')} · {view.day} {view.startTime}
        {view.location ? ` · ${view.location}` : null}
      </p>
      {admin && !published ? <SetupForm key={view.id} view={view} onSave={actions.saveSetup} /> : null}
      {admin && published ? <p className={styles.muted}>{t('assessmentCentres.setup.published')}</p> : null}
      <section className={styles.section} aria-labelledby="centre-rota-heading">
        <h2 id="centre-rota-heading" className={styles.heading}>
          {t('assessmentCentres.rota.heading')}
        </h2>
        {admin && !published ? (
          <div>
            <button type="button" className={primaryToolButton} disabled={busy} onClick={generate}>
              {view.sessions.length > 0
                ? t('assessmentCentres.rota.regenerate')
                : t('assessmentCentres.rota.generate')}
            </button>
          </div>
        ) : null}
        {said ? (
          <p role={said.kind} className={said.kind === 'alert' ? styles.errors : undefined}>
            {said.text}
          </p>
        ) : null}
        {view.sessions.length === 0 ? (
          <p className={styles.muted}>{t('assessmentCentres.rota.none')}</p>
        ) : (
          <RotaGrid view={view} onChange={admin ? setChanging : null} />
        )}
      </section>
      {view.sessions.length > 0 ? <PersonSchedules view={view} /> : null}
      {admin && view.sessions.length > 0 ? (
        <PublishPanel view={view} onPreview={actions.preview} onPublish={actions.publish} />
      ) : null}
      {changing ? (
        <MoveDialog
          view={view}
          session={changing}
          onMove={async (move) => {
            await actions.move(move);
            setSaid({ kind: 'status', text: t('assessmentCentres.move.done') });
          }}
          onClose={() => setChanging(null)}
        />
      ) : null}
    </>
  );
}

/** /manager/assessment-centres/{centreId}: a day's set-up, its rota, everyone's schedule, and publishing. */
export default function AssessmentCentreScreen() {
  useWording('manager', managerAssessment);
  const { t } = useTranslation(['manager', 'common']);
  const centreId = Number(useParams().centreId);
  const actions = useAssessmentCentre(Number.isInteger(centreId) ? centreId : 0);
  const { centre } = actions;
  const missing =
    !(Number.isInteger(centreId) && centreId > 0) ||
    (centre.error instanceof ApiError && centre.error.status === 404);
  return (
    <ManagerPage title={centre.data?.name ?? t('assessmentCentres.title')}>
      {missing ? (
        <EmptyState title={t('assessmentCentres.notFound')} text={t('assessmentCentres.notFoundText')} />
      ) : null}
      {!missing && centre.isPending ? <DelayedSpinner /> : null}
      {!missing && centre.isError ? (
        <ErrorState
          title={t('assessmentCentres.loadFailed')}
          text={centre.error.message}
          retryLabel={t('common:actions.tryAgain')}
          onRetry={() => centre.refetch()}
        />
      ) : null}
      {centre.data ? <CentreBody view={centre.data} actions={actions} /> : null}
    </ManagerPage>
  );
}
