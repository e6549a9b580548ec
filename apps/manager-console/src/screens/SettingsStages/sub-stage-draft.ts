import type { OrganizationStage } from '@shortlist/domain/contract';
import type { FieldError, SubStageList } from '@shortlist/domain/schemas';
import { subStageListSchema, validateWithFieldErrors } from '@shortlist/domain/schemas';

/** A sub-stage as the editor holds it: `key` stays put while the code is renamed or the row moved. */
export interface SubStageDraft {
  key: string;
  id: number | null;
  code: string;
  isDefault: boolean;
}

let added = 0;

/** The stage's sub-stages in their saved order (§3 orderIndex). */
export function draftsOf(stage: OrganizationStage): SubStageDraft[] {
  return [...(stage.subStages ?? [])]
    .sort((a, b) => (a.orderIndex ?? 0) - (b.orderIndex ?? 0))
    .map((subStage) => ({
      key: `saved-${subStage.id}`,
      id: subStage.id,
      code: subStage.codeStage,
      isDefault: subStage.defaultSubStage === true,
    }));
}

/** A new sub-stage; the first one of an empty stage is its default. */
export function newDraft(code: string, list: readonly SubStageDraft[]): SubStageDraft {
  added += 1;
  return { key: `new-${added}`, id: null, code: code.trim(), isDefault: list.length === 0 };
}

/** Removes a sub-stage; the default passes to the first one left, so there is always one. */
export function removeDraft(list: readonly SubStageDraft[], key: string): SubStageDraft[] {
  const left = list.filter((item) => item.key !== key);
  if (left.length > 0 && !left.some((item) => item.isDefault)) {
    return left.map((item, index) => ({ ...item, isDefault: index === 0 }));
  }
  return left;
}

export function setDefault(list: readonly SubStageDraft[], key: string): SubStageDraft[] {
  return list.map((item) => ({ ...item, isDefault: item.key === key }));
}

export function renameDraft(list: readonly SubStageDraft[], key: string, code: string): SubStageDraft[] {
  return list.map((item) => (item.key === key ? { ...item, code } : item));
}

/** The folded stage's one-line summary: 'pending (default) · completed'. */
export function describeSubStages(list: readonly SubStageDraft[], defaultMark: string): string {
  return list.map((item) => (item.isDefault ? `${item.code} ${defaultMark}` : item.code)).join(' · ');
}

/** The PUT body: the list in its new order; an entry without id is added, one left out removed. */
export function toSubStageBody(list: readonly SubStageDraft[]): SubStageList {
  return {
    subStages: list.map(({ id, code, isDefault }) => ({ ...(id === null ? {} : { id }), code, isDefault })),
  };
}

/** The domain's own checks (codes, duplicates, one default) before the call, as field errors. */
export function checkSubStages(list: readonly SubStageDraft[]): FieldError[] {
  const result = validateWithFieldErrors(subStageListSchema, toSubStageBody(list));
  return result.success ? [] : result.errors;
}
