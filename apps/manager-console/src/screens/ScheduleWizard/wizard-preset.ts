// No zod here: a candidate list imports this module, and its first screen stays within its size budget.

const positiveId = (text: string | null) => {
  const value = Number(text);
  return text !== null && Number.isSafeInteger(value) && value > 0 ? value : null;
};

/**
 * What a candidate list hands the wizard in its address: ?roleId=, ?stageId= and ?candidates=1,2,3 (the
 * ticked rows). Anything unreadable is left out rather than refused: the manager chooses again in step 1.
 */
export function readWizardPreset(params: URLSearchParams): {
  roleId: number | null;
  stageId: number | null;
  candidateIds: number[] | null;
} {
  const listed = params.get('candidates');
  const ids = listed === null ? [] : listed.split(',').map(positiveId);
  const candidateIds = [...new Set(ids.filter((id): id is number => id !== null))];
  return {
    roleId: positiveId(params.get('roleId')),
    stageId: positiveId(params.get('stageId')),
    candidateIds: candidateIds.length > 0 ? candidateIds : null,
  };
}

/** The wizard's address for a list's selection. */
export function wizardAddress(preset: {
  roleId: number | null;
  stageId: number | null;
  candidateIds: readonly number[];
}) {
  const params = new URLSearchParams();
  if (preset.roleId !== null) params.set('roleId', String(preset.roleId));
  if (preset.stageId !== null) params.set('stageId', String(preset.stageId));
  if (preset.candidateIds.length > 0) params.set('candidates', preset.candidateIds.join(','));
  return `/manager/schedules/new?${params}`;
}
