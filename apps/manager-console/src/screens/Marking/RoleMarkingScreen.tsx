import { isAdmin } from '@shortlist/domain/users';
import { managerAssessment } from '@shortlist/i18n/resources/manager-assessment';
import { DelayedSpinner, useShell, useShellStore, useWording } from '@shortlist/shell/react';
import { EmptyState, ErrorState, StatusBanner } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ManagerPage } from '../../app/ManagerPage.tsx';
import * as styles from './Marking.css.ts';
import { RoundCard } from './RoundCard.tsx';
import { RoundSetupForm } from './RoundSetupForm.tsx';
import { useRoleMarking } from './use-marking.ts';

/** /manager/roles/{roleId}/marking: the role's blind-marking rounds, set up, started, progress and ranking. */
export default function RoleMarkingScreen() {
  useWording('manager', managerAssessment);
  const { t } = useTranslation(['manager', 'common']);
  const roleId = Number(useParams().roleId);
  const shell = useShell();
  const admin = useShellStore(shell.user, (state) => isAdmin(state.user));
  const { orgId, marking, create, start } = useRoleMarking(roleId);
  const [settingUp, setSettingUp] = useState(false);
  const [said, setSaid] = useState<{ kind: 'success' | 'failure'; message: string; at: number } | null>(null);
  const roleName = marking.data?.roleName ?? '';

  return (
    <ManagerPage title={t('marking.title', { role: roleName })}>
      <div className={styles.stack}>
        <p className={styles.row}>
          <Link to={`/manager/roles/${roleId}`}>{t('marking.backToCandidates')}</Link>
        </p>
        <p className={styles.intro}>{t('marking.intro')}</p>
        {said ? (
          <StatusBanner
            key={said.at}
            kind={said.kind}
            message={said.message}
            dismissLabel={t('common:actions.close')}
            onDismiss={() => setSaid(null)}
          />
        ) : null}
        {marking.isPending ? <DelayedSpinner /> : null}
        {marking.isError ? (
          <ErrorState
            title={t('marking.loadFailed')}
            text={marking.error.message}
            retryLabel={t('common:actions.tryAgain')}
            onRetry={() => marking.refetch()}
          />
        ) : null}
        {marking.isSuccess ? (
          <>
            {admin && !settingUp ? (
              <div>
                <button
                  type="button"
                  className={styles.primaryButton}
                  disabled={marking.data.markableQuestions.length === 0}
                  onClick={() => setSettingUp(true)}
                >
                  {t('marking.setup.open')}
                </button>
                {marking.data.markableQuestions.length === 0 ? (
                  <p className={styles.muted}>{t('marking.noQuestions')}</p>
                ) : null}
              </div>
            ) : null}
            {admin && settingUp ? (
              <RoundSetupForm
                orgId={orgId}
                questions={marking.data.markableQuestions}
                onSave={async (body) => {
                  const round = await create(body);
                  setSettingUp(false);
                  setSaid({
                    kind: 'success',
                    message: t('marking.setup.saved', { name: round.name }),
                    at: Date.now(),
                  });
                }}
                onCancel={() => setSettingUp(false)}
              />
            ) : null}
            {marking.data.rounds.length === 0 ? (
              <EmptyState title={t('marking.noRounds')} text={t('marking.noRoundsText')} />
            ) : (
              marking.data.rounds.map((round) => (
                <RoundCard
                  key={round.id}
                  round={round}
                  admin={admin}
                  onStart={async () => {
                    try {
                      await start(round.id);
                      setSaid({ kind: 'success', message: t('marking.round.started'), at: Date.now() });
                    } catch (failure) {
                      const message = failure instanceof Error ? failure.message : String(failure);
                      setSaid({ kind: 'failure', message, at: Date.now() });
                    }
                  }}
                />
              ))
            )}
          </>
        ) : null}
      </div>
    </ManagerPage>
  );
}
