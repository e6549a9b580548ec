import { callRoute } from '@shortlist/api-client';
import { fetchPublicScorecard, savePublicScorecard } from '@shortlist/domain/contract';
import { managerAssessment } from '@shortlist/i18n/resources/manager-assessment';
import { DelayedSpinner, Page, useApi, useWording } from '@shortlist/shell/react';
import { EmptyState, ErrorState } from '@shortlist/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isDeadLink } from '../ScreenReview/use-reviewer-link.ts';
import { ScorecardForm } from './ScorecardForm.tsx';
import * as styles from './Scorecards.css.ts';
import { SubmittedScorecards } from './SubmittedScorecards.tsx';
import type { ScorecardSaveBody } from './scorecard-draft.ts';

/**
 * /screen/scorecard?organization=<id or subdomain>&token=<secret>: an outside assessor's own scorecard (issue
 * 33), without an account. Others' scorecards open once theirs is submitted; the candidate is unnamed while blind.
 */
export default function PublicScorecardScreen() {
  useWording('manager', managerAssessment);
  const { t } = useTranslation(['manager', 'common']);
  const api = useApi();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const organization = searchParams.get('organization')?.trim() ?? '';
  const token = searchParams.get('token')?.trim() ?? '';
  const params = { id: organization, token };
  const key = ['public-scorecard', organization, token] as const;
  const scorecard = useQuery({
    queryKey: key,
    enabled: organization !== '' && token !== '',
    retry: (count, error) => !isDeadLink(error) && count < 2,
    queryFn: ({ signal }) => callRoute(api, fetchPublicScorecard, { params, signal }),
  });
  const title = scorecard.data
    ? t('scorecards.publicTitle', { organization: scorecard.data.organization.name })
    : t('scorecards.title');

  if (!organization || !token || isDeadLink(scorecard.error)) {
    return (
      <Page layout="fullWidth" title={title}>
        <EmptyState title={t('scorecards.title')} text={t('scorecards.linkFailed')} />
      </Page>
    );
  }
  if (!scorecard.isSuccess) {
    return (
      <Page layout="fullWidth" title={title}>
        {scorecard.isError ? (
          <ErrorState
            title={t('scorecards.loadFailed')}
            text={scorecard.error.message}
            retryLabel={t('common:actions.tryAgain')}
            onRetry={() => scorecard.refetch()}
          />
        ) : (
          <DelayedSpinner />
        )}
      </Page>
    );
  }
  const { candidate, roleName, stage, competencies, kits } = scorecard.data;
  const save = async ({ kitId: _kit, ...body }: ScorecardSaveBody) => {
    const reply = await callRoute(api, savePublicScorecard, { params, body });
    queryClient.setQueryData(key, reply);
  };
  return (
    <Page layout="fullWidth" title={title}>
      <div className={styles.stack}>
        <p>
          {candidate.name
            ? t('scorecards.publicCandidate', { name: candidate.name })
            : t('scorecards.publicCandidateBlind', { id: candidate.id })}
          {roleName ? ` · ${t('scorecards.publicRole', { role: roleName })}` : null}
        </p>
        <SubmittedScorecards stage={stage} competencies={competencies} />
        <h2 className={styles.subheading}>{t('scorecards.yours')}</h2>
        <ScorecardForm
          card={scorecard.data.scorecard}
          competencies={competencies}
          kits={kits.filter(
            (kit) => kit.id === scorecard.data.scorecard.kitId || scorecard.data.scorecard.kitId === null,
          )}
          kitChoice={false}
          onSave={save}
        />
      </div>
    </Page>
  );
}
