import { themeSizes } from '@shortlist/domain/constants';
import type { CandidateListItem } from '@shortlist/domain/contract';
import type { CandidateListKey } from '@shortlist/domain/schemas';
import { isAdmin } from '@shortlist/domain/users';
import { DelayedSpinner, useShell, useShellStore } from '@shortlist/shell/react';
import type { DataTableSort } from '@shortlist/ui';
import { DataTable, EmptyState, ErrorState } from '@shortlist/ui';
import type { ReactNode } from 'react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toLocale } from '../../app/format.ts';
import { saveRecordNeighbours } from '../../app/record-neighbours.ts';
import * as styles from './CandidateList.css.ts';
import { ColumnChooser } from './ColumnChooser.tsx';
import { buildColumns, sortFieldByColumn } from './columns.tsx';
import { ActiveFilterChips } from './filters/ActiveFilterChips.tsx';
import { CandidateFilters } from './filters/CandidateFilters.tsx';
import { writeListAddress } from './list-address.ts';
import { listRowFullName } from './list-row-labels.ts';
import { Pager } from './Pager.tsx';
import { SavedSearches } from './SavedSearches.tsx';
import { SelectionBar } from './SelectionBar.tsx';
import { ShortcutsDialog } from './ShortcutsDialog.tsx';
import { SmartGroupButton } from './SmartGroupButton.tsx';
import { StagePicker } from './StagePicker.tsx';
import { applyPageTicks, isSelected, toggleOne } from './selection.ts';
import { TermSearch } from './TermSearch.tsx';
import { useCandidateList } from './use-candidate-list.ts';
import { useListColumns } from './use-list-columns.ts';
import { useListShortcuts } from './use-list-shortcuts.ts';

export type CandidateListViewProps = {
  listKey: CandidateListKey;
  /** The role whose candidates are listed; null searches every role of the organisation. */
  roleId: number | null;
  /** Above the table, beside the term search: the screen's own heading and links. */
  heading: ReactNode;
};

/** The address of the candidate record, remembering (§2 `return`) which list the user came from. */
export function candidateRecordPath(id: number, returnTo: string): string {
  return `/manager/candidate/${id}?${new URLSearchParams({ return: returnTo })}`;
}

/**
 * A candidate list: the stage, filters, term, sort and page live in the address; the table shows one page
 * and the selection can grow to every candidate the search matches.
 */
export function CandidateListView({ listKey, roleId, heading }: CandidateListViewProps) {
  const { t, i18n } = useTranslation(['manager', 'common']);
  const locale = toLocale(i18n.language);
  const location = useLocation();
  const navigate = useNavigate();
  const shell = useShell();
  // §6: the admin roles; the API applies the same rule to special-category filters.
  const canUseSpecialCategory = useShellStore(shell.user, (state) => isAdmin(state.user));
  const { address, change, stages, counts, shown, filter, waitsForStages, page, selected, select } =
    useCandidateList(listKey, roleId);

  const columns = useMemo(() => buildColumns(t, locale), [t, locale]);
  const listColumns = useListColumns(listKey);
  const rows = page.data?.content ?? [];
  const total = page.data?.totalElements ?? 0;
  const pageIds = rows.map((row) => row.id);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  // Beside the table on a wide screen; on a phone the panel would push the list below the fold until asked for.
  const [filtersOpen, setFiltersOpen] = useState(
    () => globalThis.matchMedia?.(`(min-width: ${themeSizes.breakpoints.md}px)`).matches ?? true,
  );
  const filtersId = useId();
  const returnTo = `${location.pathname}${location.search}`;
  const open = (row: CandidateListItem) => {
    // The record offers the previous and next candidate of this page (and its position in it).
    saveRecordNeighbours(returnTo, pageIds);
    navigate(candidateRecordPath(row.id, returnTo));
  };

  const sortColumn = Object.entries(sortFieldByColumn).find(([, field]) => field === address.sortBy)?.[0];
  const sort: DataTableSort | null = sortColumn ? { columnId: sortColumn, direction: address.orderBy } : null;

  useListShortcuts({
    rows,
    activeId,
    onActive: setActiveId,
    onOpen: open,
    onToggle: (row) => select(toggleOne(selected, row.id)),
    onHelp: () => setHelpOpen(true),
  });

  return (
    <div className={filtersOpen ? styles.layout : styles.layoutWithoutFilters}>
      {filtersOpen ? (
        <aside id={filtersId} aria-label={t('filters.title')}>
          <CandidateFilters
            applied={address.filters}
            onApply={(filters) => change({ filters })}
            canUseSpecialCategory={canUseSpecialCategory}
          />
        </aside>
      ) : null}
      <div className={styles.main}>
        <div className={styles.toolbar}>
          <button
            type="button"
            className={styles.toolButton}
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {t(filtersOpen ? 'filters.hide' : 'filters.show')}
          </button>
          {heading}
          <span className={styles.spacer} />
          <TermSearch
            roleId={roleId}
            term={address.term}
            onApply={(term) => change({ term })}
            onChoose={open}
          />
          <SavedSearches
            listKey={listKey}
            roleId={roleId}
            query={writeListAddress({ ...address, page: 0 }).toString()}
          />
          <ColumnChooser columns={listColumns.columns} onSave={listColumns.save} />
          <button
            type="button"
            className={styles.toolButton}
            onClick={() => setHelpOpen(true)}
            aria-keyshortcuts="?"
            aria-label={t('candidateList.shortcuts.open')}
            title={t('candidateList.shortcuts.open')}
          >
            ?
          </button>
        </div>
        <div className={styles.toolbar}>
          <StagePicker
            stages={stages.data ?? []}
            counts={counts.data}
            stageId={shown.stageId}
            substageId={shown.substageId}
            onChange={(next) =>
              change(
                next.stageId === null
                  ? { allStages: true, stageId: null, substageId: null, tab: null }
                  : { allStages: false, stageId: next.stageId, substageId: next.substageId, tab: null },
              )
            }
          />
          <span className={styles.spacer} />
          {page.isFetching ? (
            <span className={styles.muted}>{t('common:loading', { defaultValue: '' })}</span>
          ) : null}
          <span className={styles.summary} aria-live="polite">
            {page.data && !page.isPlaceholderData ? t('candidateList.count', { count: total }) : null}
          </span>
          <SmartGroupButton filter={filter} />
        </div>
        <ActiveFilterChips filters={address.filters} onChange={(filters) => change({ filters })} />
        <SelectionBar
          selection={selected}
          onSelection={select}
          matching={total}
          filter={filter}
          roleId={roleId}
          stages={stages.data ?? []}
          pageCount={rows.length}
          pageTicked={rows.length > 0 && pageIds.every((id) => isSelected(selected, id))}
        />
        {page.isPending && !waitsForStages ? <DelayedSpinner /> : null}
        {page.isError ? (
          <ErrorState
            title={t('candidateList.loadFailed')}
            text={page.error.message}
            retryLabel={t('common:actions.tryAgain')}
            onRetry={() => page.refetch()}
          />
        ) : null}
        {page.data ? (
          <DataTable
            label={t('candidateList.tableLabel')}
            rows={rows}
            getRowId={(row) => String(row.id)}
            columns={columns}
            visibleColumnIds={listColumns.columns}
            sort={sort}
            onSort={(next) =>
              change({
                sortBy: sortFieldByColumn[next.columnId as keyof typeof sortFieldByColumn] ?? address.sortBy,
                orderBy: next.direction,
              })
            }
            selected={new Set(pageIds.filter((id) => isSelected(selected, id)).map(String))}
            onSelectedChange={(ticked) =>
              select(applyPageTicks(selected, pageIds, new Set([...ticked].map(Number))))
            }
            selectRowLabel={(row) =>
              t('candidateList.selection.selectRow', { name: listRowFullName(t, row) })
            }
            selectPageLabel={t('candidateList.selection.selectPage')}
            activeRowId={activeId === null ? null : String(activeId)}
            onOpenRow={open}
            empty={<EmptyState title={t('candidateList.empty')} text={t('candidateList.emptyText')} />}
            busy={page.isPlaceholderData}
          />
        ) : null}
        {page.data ? (
          <Pager
            page={address.page}
            size={address.size}
            total={total}
            onPage={(next) => change({ page: next })}
            onSize={(size) => change({ size })}
            locale={locale}
          />
        ) : null}
        <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} />
      </div>
    </div>
  );
}
