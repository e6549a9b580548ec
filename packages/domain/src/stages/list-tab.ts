import type { StageGroup } from './stage-groups.ts';
import { stageIds } from './stage-ids.ts';
import type { Stage, SubStageCode } from './sub-stages.ts';
import { findDefaultSubStage } from './sub-stages.ts';

export interface ListTab {
  stageId: number;
  subStageCode: SubStageCode;
}

export interface ResolveListTabInput {
  /** The selectedTabIndex query parameter, as parsed (text) or already a number. */
  selectedTabIndex: number | string | null | undefined;
  /** The organisation's stages, in display order. */
  stages: readonly Stage[];
  /** The configured stage list used by tab 2. */
  configuredStageIds: readonly number[];
  /** The group stage used by tab 3. */
  groupStage: StageGroup | null | undefined;
}

function parseTabIndex(value: ResolveListTabInput['selectedTabIndex']): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  // Decision: only plain digits count, so '' or ' ' is not read as tab 0.
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value.trim());
  return null;
}

// Decision: with no stages loaded the default falls back to Applied/pending.
function resolveDefaultTab(stages: readonly Stage[]): ListTab {
  const first = stages[0];
  if (first === undefined) return { stageId: stageIds.applied, subStageCode: 'pending' };
  return { stageId: first.id, subStageCode: findDefaultSubStage(first)?.codeStage ?? 'pending' };
}

/**
 * The candidate-list tab picked by selectedTabIndex (spec §2).
 * Decision: tab 2 takes the first configured stage id present in stages, tab 3 the first stage of the given
 * group; either falls back to the default tab when nothing matches, as does any index outside 0..3.
 */
export function resolveListTab(input: ResolveListTabInput): ListTab {
  const { stages } = input;
  switch (parseTabIndex(input.selectedTabIndex)) {
    case 0:
      return { stageId: stageIds.applied, subStageCode: 'pending' };
    case 1:
      return { stageId: stageIds.applied, subStageCode: 'completed' };
    case 2: {
      const stageId = input.configuredStageIds.find((id) => stages.some((stage) => stage.id === id));
      return stageId === undefined ? resolveDefaultTab(stages) : { stageId, subStageCode: 'pending' };
    }
    case 3: {
      const stage = input.groupStage ? stages.find((s) => s.groupStage === input.groupStage) : undefined;
      return stage === undefined ? resolveDefaultTab(stages) : { stageId: stage.id, subStageCode: 'pending' };
    }
    default:
      return resolveDefaultTab(stages);
  }
}
