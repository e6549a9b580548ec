import type { CandidateListKey } from '@shortlist/domain/schemas';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ListAddress } from './list-address.ts';
import { changeListAddress, readListAddress, writeListAddress } from './list-address.ts';
import type { Selection } from './selection.ts';
import { noSelection } from './selection.ts';
import {
  buildListFilter,
  resolveShownStage,
  useCandidatePage,
  useStageCounts,
  useStages,
} from './use-list-data.ts';

/**
 * The state of a candidate list: the view read from the address (and changed by writing it), the stage it
 * shows, the search body, the page, and the selection, which a new search starts afresh and paging keeps.
 */
export function useCandidateList(listKey: CandidateListKey, roleId: number | null) {
  const [params, setParams] = useSearchParams();
  const address = useMemo(() => readListAddress(params), [params]);
  const change = (next: Partial<ListAddress>) =>
    setParams(writeListAddress(changeListAddress(address, next)));

  const stages = useStages(roleId);
  const counts = useStageCounts(roleId);
  const shown = resolveShownStage(address, stages.data, counts.data, { defaultAll: listKey === 'search' });
  const filter = useMemo(
    () => buildListFilter(address, shown, roleId),
    [address, shown.stageId, shown.substageId, roleId],
  );
  // A role's list waits for its stages and counts to know which stage to open on.
  const waitsForStages =
    listKey !== 'search' &&
    shown.stageId === null &&
    !address.allStages &&
    (stages.isPending || counts.isPending);
  const page = useCandidatePage(roleId, address, filter, !waitsForStages);

  const filterKey = JSON.stringify(filter);
  const [selection, setSelection] = useState<{ key: string; value: Selection }>({
    key: filterKey,
    value: noSelection,
  });
  const selected = selection.key === filterKey ? selection.value : noSelection;
  const select = (value: Selection) => setSelection({ key: filterKey, value });

  return { address, change, stages, counts, shown, filter, waitsForStages, page, selected, select };
}
