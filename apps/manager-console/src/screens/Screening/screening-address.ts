import type { StageId } from '@shortlist/domain/stages';
import { isStageId } from '@shortlist/domain/stages';

// The queue a manager screens is in the address (?roleId=&stageId=&held=1), so the queue, each candidate
// screen and the way back all name the same queue, and a reload keeps it.

export type QueueFilters = { roleId: number | null; stageId: StageId | null; held: boolean };

function readId(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function readQueueFilters(params: URLSearchParams): QueueFilters {
  const stageId = readId(params.get('stageId'));
  return {
    roleId: readId(params.get('roleId')),
    stageId: stageId !== null && isStageId(stageId) ? stageId : null,
    held: params.get('held') === '1',
  };
}

/** The filters as a query string ('' or '?roleId=1&held=1'), extra entries (e.g. done=1) after them. */
export function queueSearch(filters: QueueFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (filters.roleId !== null) params.set('roleId', String(filters.roleId));
  if (filters.stageId !== null) params.set('stageId', String(filters.stageId));
  if (filters.held) params.set('held', '1');
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

export const queuePath = '/manager/screen';

export function candidatePath(candidateId: number, filters: QueueFilters): string {
  return `${queuePath}/${candidateId}${queueSearch(filters)}`;
}
