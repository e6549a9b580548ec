import { DelayedSpinner } from '@shortlist/shell/react';
import { Button, EmptyState, ErrorState, Tabs } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ManagerPage } from '../../app/ManagerPage.tsx';
import { useOrganizationId } from '../../app/use-organization-id.ts';
import { QueueFilters } from './QueueFilters.tsx';
import { QueueTable } from './QueueTable.tsx';
import { ReviewerInviteDialog } from './ReviewerInviteDialog.tsx';
import * as styles from './Screening.css.ts';
import type { QueueFilters as Filters } from './screening-address.ts';
import { candidatePath, queueSearch, readQueueFilters } from './screening-address.ts';
import { useScreeningQueue } from './use-screening.ts';

/** The API's limit on the candidates of one reviewer link. */
const maxReviewerCandidates = 500;
/** §4: the application-screen stages, until the queue answers the organisation's own. */
const defaultStageIds = [1, 28, 29];

/** /manager/screen?roleId=&stageId=&held=1: the organisation's screening queue, and who is left in it. */
export default function ScreeningQueueScreen() {
  const { t } = useTranslation(['manager', 'common']);
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = readQueueFilters(searchParams);
  const orgId = useOrganizationId();
  const queue = useScreeningQueue(orgId, filters);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [inviting, setInviting] = useState(false);

  const changeFilters = (next: Filters) => {
    setSelected(new Set());
    setSearchParams(new URLSearchParams(queueSearch(next)));
  };
  const candidates = queue.data?.candidates ?? [];
  const first = candidates[0];
  const listedIds = candidates.map((entry) => entry.id);
  const chosenIds = (selected.size > 0 ? listedIds.filter((id) => selected.has(id)) : listedIds).slice(
    0,
    maxReviewerCandidates,
  );

  const actions = (
    <div className={styles.actions}>
      <Button
        size="medium"
        disabled={!first}
        onClick={() => first && navigate(candidatePath(first.id, filters))}
      >
        {t('screening.queue.start')}
      </Button>
      <Button
        size="medium"
        variant="secondary"
        disabled={chosenIds.length === 0}
        onClick={() => setInviting(true)}
      >
        {t('screening.invite.open')}
      </Button>
    </div>
  );

  return (
    <ManagerPage
      title={t('screening.queue.title')}
      subtitle={t('screening.queue.subtitle')}
      actions={actions}
    >
      <div className={styles.stack}>
        {searchParams.get('done') === '1' ? (
          <p className={styles.done} role="status">
            {t('screening.queue.done')}
          </p>
        ) : null}
        <QueueFilters
          filters={filters}
          stageIds={queue.data?.stageIds ?? defaultStageIds}
          onChange={changeFilters}
        />
        <Tabs
          label={t('screening.queue.tabs')}
          tabs={[
            {
              id: 'toScreen',
              label: t('screening.queue.toScreen'),
              ...(queue.data ? { count: queue.data.remaining } : {}),
            },
            {
              id: 'held',
              label: t('screening.queue.held'),
              ...(queue.data ? { count: queue.data.held } : {}),
            },
          ]}
          selectedId={filters.held ? 'held' : 'toScreen'}
          onSelect={(id) => changeFilters({ ...filters, held: id === 'held' })}
        >
          {queue.isPending ? <DelayedSpinner /> : null}
          {queue.isError ? (
            <ErrorState
              title={t('screening.queue.loadFailed')}
              text={queue.error.message}
              retryLabel={t('common:actions.tryAgain')}
              onRetry={() => queue.refetch()}
            />
          ) : null}
          {queue.isSuccess ? (
            <div className={styles.stack}>
              <p className={styles.left} aria-live="polite">
                {t('screening.left', { count: filters.held ? queue.data.held : queue.data.remaining })}
                {selected.size > 0 ? ` · ${t('screening.queue.selected', { count: selected.size })}` : ''}
              </p>
              {candidates.length === 0 ? (
                <EmptyState
                  title={t(filters.held ? 'screening.queue.emptyHeld' : 'screening.queue.empty')}
                  text={t(filters.held ? 'screening.queue.emptyHeldText' : 'screening.queue.emptyText')}
                />
              ) : (
                <QueueTable
                  candidates={candidates}
                  filters={filters}
                  selected={selected}
                  onSelectedChange={setSelected}
                />
              )}
            </div>
          ) : null}
        </Tabs>
      </div>
      {inviting && typeof orgId === 'number' ? (
        <ReviewerInviteDialog orgId={orgId} candidateIds={chosenIds} onClose={() => setInviting(false)} />
      ) : null}
    </ManagerPage>
  );
}
