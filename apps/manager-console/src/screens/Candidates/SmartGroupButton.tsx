import type { CandidateGroup } from '@shortlist/domain/contract';
import type { SearchFilterInput } from '@shortlist/domain/schemas';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as styles from './CandidateList.css.ts';
import * as own from './SmartGroupButton.css.ts';

// The dialog (and the schemas it reads) loads when a manager asks for it, outside the list's budget.
const SmartGroupDialog = lazy(() => import('../SettingsGroups/SmartGroupDialog.tsx'));

/** "Save as smart group": the list's current filter becomes a group that Refresh keeps up to date. */
export function SmartGroupButton({ filter }: { filter: SearchFilterInput }) {
  const { t } = useTranslation('manager');
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<CandidateGroup | null>(null);
  return (
    <>
      <button type="button" className={styles.toolButton} onClick={() => setOpen(true)}>
        {t('settings.groups.saveSmart')}
      </button>
      <span role="status" className={styles.muted}>
        {created ? (
          <>
            {t('settings.groups.smartCreated', { name: created.name, count: created.candidateCount })}{' '}
            <Link to="/manager/settings/groups" className={own.link}>
              {t('settings.groups.openGroups')}
            </Link>
          </>
        ) : null}
      </span>
      {open ? (
        <Suspense fallback={null}>
          <SmartGroupDialog filter={filter} onCreated={setCreated} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
