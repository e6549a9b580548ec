import type { OrganizationStage } from '@shortlist/domain/contract';
import type { SearchFilterInput } from '@shortlist/domain/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toolLink } from '../../app/controls.css.ts';
import { LazyAssessmentInviteDialog } from '../Assessments/LazyAssessmentInviteDialog.tsx';
import { LazySendMessageDialog } from '../Messaging/LazySendMessageDialog.tsx';
import { wizardAddress } from '../ScheduleWizard/wizard-preset.ts';
import { BulkDialog } from './BulkDialog.tsx';
import { BulkResult } from './BulkResult.tsx';
import type { BulkKind, BulkOutcome } from './bulk-actions.ts';
import { filteredGroupOf } from './bulk-actions.ts';
import * as styles from './CandidateList.css.ts';
import type { Selection } from './selection.ts';
import { countSelection, noSelection, selectionFilter } from './selection.ts';

export type SelectionBarProps = {
  selection: Selection;
  onSelection: (selection: Selection) => void;
  /** How many candidates the search matches. */
  matching: number;
  /** The search the selection was made in. */
  filter: SearchFilterInput;
  roleId: number | null;
  stages: readonly OrganizationStage[];
  /** Rows on the page shown. */
  pageCount: number;
  /** Whether every row of the page is ticked. */
  pageTicked: boolean;
};

const actions: readonly BulkKind[] = ['move', 'fastTrack', 'assign', 'group', 'exportCsv'];

/** What is selected, the offer to select every match, the bulk actions, and the last action's result. */
export function SelectionBar({
  selection,
  onSelection,
  matching,
  filter,
  roleId,
  stages,
  pageCount,
  pageTicked,
}: SelectionBarProps) {
  const { t } = useTranslation('manager');
  const [action, setAction] = useState<BulkKind | null>(null);
  const [messaging, setMessaging] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [outcome, setOutcome] = useState<(BulkOutcome & { label: string }) | null>(null);
  const count = countSelection(selection, matching);
  // A list filtered by one group offers taking its members out; the dialog still offers adding.
  const filteredGroupId = filteredGroupOf(filter);
  const groupLabel = filteredGroupId === null ? 'group' : 'groupRemove';
  const offerMatching = selection.kind === 'ids' && pageTicked && pageCount > 0 && matching > pageCount;

  return (
    <>
      {outcome ? <BulkResult outcome={outcome} onDismiss={() => setOutcome(null)} /> : null}
      <section className={styles.selectionBar} aria-label={t('bulk.toolbar')}>
        <span aria-live="polite">
          {selection.kind === 'ids'
            ? t('candidateList.selection.selected', { count })
            : selection.unselected.size === 0
              ? t('candidateList.selection.allMatching', { count })
              : t('candidateList.selection.someMatching', { count, total: matching })}
        </span>
        {offerMatching ? (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => onSelection({ kind: 'matching', unselected: new Set() })}
          >
            {t('candidateList.selection.selectMatching', { count: matching })}
          </button>
        ) : null}
        {count > 0 ? (
          <button type="button" className={styles.linkButton} onClick={() => onSelection(noSelection)}>
            {t('candidateList.selection.clear')}
          </button>
        ) : null}
        <span className={styles.spacer} />
        {actions.map((kind) => (
          <button
            key={kind}
            type="button"
            className={kind === 'move' ? styles.primaryToolButton : styles.toolButton}
            disabled={count === 0}
            onClick={() => setAction(kind)}
          >
            {t(`bulk.${kind === 'group' ? groupLabel : kind}`)}
          </button>
        ))}
        <button
          type="button"
          className={styles.toolButton}
          disabled={count === 0}
          onClick={() => setMessaging(true)}
        >
          {t('settings.send.action')}
        </button>
        <button
          type="button"
          className={styles.toolButton}
          disabled={count === 0}
          onClick={() => setInviting(true)}
        >
          {t('assessments.action')}
        </button>
        {count > 0 ? (
          // Ticked rows go to the wizard by id; a whole search goes as its role and stage (step 1 lists them).
          <Link
            className={toolLink}
            to={wizardAddress({
              roleId: roleId ?? filter.roleId ?? null,
              stageId: filter.stageId ?? null,
              candidateIds: selection.kind === 'ids' ? [...selection.ids] : [],
            })}
          >
            {t('bulk.schedule')}
          </Link>
        ) : null}
      </section>
      {action ? (
        <BulkDialog
          kind={action}
          count={count}
          filter={selectionFilter(selection, filter)}
          roleId={roleId}
          stages={stages}
          fromStageId={filter.stageId ?? null}
          filteredGroupId={filteredGroupId}
          onClose={() => setAction(null)}
          onDone={(result) => {
            setAction(null);
            if (result.kind !== 'exportCsv') {
              setOutcome(result);
              onSelection(noSelection);
            }
          }}
        />
      ) : null}
      {inviting ? (
        <LazyAssessmentInviteDialog
          filter={selectionFilter(selection, filter)}
          onClose={() => setInviting(false)}
        />
      ) : null}
      {messaging ? (
        <LazySendMessageDialog
          filter={selectionFilter(selection, filter)}
          count={count}
          onClose={() => setMessaging(false)}
        />
      ) : null}
    </>
  );
}
