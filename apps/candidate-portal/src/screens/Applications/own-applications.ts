import type { ApiClient } from '@shortlist/api-client';
import { callRoute } from '@shortlist/api-client';
import { listOwnApplications } from '@shortlist/domain/contract';
import type { CandidateStatus } from '@shortlist/domain/enums';
import type { CandidateFacingStatus } from '@shortlist/domain/stages';
import { candidateFacingStatuses, isClosedCandidateFacingStatus } from '@shortlist/domain/stages';
import type { SectorKind } from '@shortlist/domain/vocabulary';
import { isSectorKind } from '@shortlist/domain/vocabulary';

// GET /candidate (the caller's applications, newest change first) as the applications screens read it.

export type OwnApplication = {
  readonly id: number;
  readonly step: number;
  readonly candidateStatus: CandidateStatus;
  readonly appliedAt: number | null;
  readonly organization: {
    readonly id: number;
    readonly name: string;
    readonly sectorKind: SectorKind | null;
  } | null;
  readonly role: { readonly id: number; readonly name: string; readonly roleType: string | null } | null;
  /** What the candidate reads of a submitted application's progress (issue 32); null when the API sent none. */
  readonly applicationStatus: CandidateFacingStatus | null;
  /** When the candidate withdrew it, epoch seconds; null unless withdrawn. */
  readonly withdrawnAt: number | null;
};

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The applications of the reply, skipping anything that is not one. */
export function readOwnApplications(reply: unknown): OwnApplication[] {
  if (!Array.isArray(reply)) return [];
  return reply.filter(isObject).flatMap((item) => {
    if (typeof item.id !== 'number') return [];
    const organization = isObject(item.organization) ? item.organization : null;
    const role = isObject(item.role) ? item.role : null;
    const status = text(item.applicationStatus);
    const withdrawal = isObject(item.withdrawal) ? item.withdrawal : null;
    return [
      {
        id: item.id,
        step: typeof item.step === 'number' ? item.step : 0,
        candidateStatus: (text(item.candidateStatus) ?? 'PENDING') as CandidateStatus,
        appliedAt: typeof item.appliedAt === 'number' ? item.appliedAt : null,
        organization:
          organization && typeof organization.id === 'number'
            ? {
                id: organization.id,
                name: text(organization.name) ?? '',
                sectorKind: isSectorKind(organization.sectorKind) ? organization.sectorKind : null,
              }
            : null,
        role:
          role && typeof role.id === 'number'
            ? { id: role.id, name: text(role.name) ?? '', roleType: text(role.roleType) }
            : null,
        applicationStatus: isCandidateFacingStatus(status) ? status : null,
        withdrawnAt: typeof withdrawal?.at === 'number' ? withdrawal.at : null,
      },
    ];
  });
}

const isCandidateFacingStatus = (value: string | null): value is CandidateFacingStatus =>
  (candidateFacingStatuses as readonly (string | null)[]).includes(value);

const submitted = new Set<CandidateStatus>(['ACTIVE', 'PASSPORT_ACTIVE']);

/** True once the candidate has handed the application in. */
export function isSubmitted(application: Pick<OwnApplication, 'candidateStatus'>): boolean {
  return submitted.has(application.candidateStatus);
}

/** The §3 display status: Submitted, Not Submitted or Unverified email (as common `candidateStatus.*`). */
export function statusLabelKey(status: CandidateStatus): 'ACTIVE' | 'PENDING' | 'NOT_VERIFIED' {
  if (submitted.has(status)) return 'ACTIVE';
  return status === 'NOT_VERIFIED' ? 'NOT_VERIFIED' : 'PENDING';
}

/** A submitted application still in the process (not offer accepted, unsuccessful or withdrawn) may be withdrawn. */
export function canWithdraw(
  application: Pick<OwnApplication, 'candidateStatus' | 'applicationStatus'>,
): boolean {
  return (
    isSubmitted(application) &&
    application.applicationStatus !== null &&
    !isClosedCandidateFacingStatus(application.applicationStatus)
  );
}

/** The application to resume: the most recently changed one not yet submitted that still has a role. */
export function findLatestPending(applications: readonly OwnApplication[]): OwnApplication | null {
  return applications.find((application) => !isSubmitted(application) && application.role !== null) ?? null;
}

/** GET /api/v1/candidate (the contract's listOwnApplications) as the applications screens read it. */
export async function loadOwnApplications(api: ApiClient, signal?: AbortSignal): Promise<OwnApplication[]> {
  return readOwnApplications(await callRoute(api, listOwnApplications, { signal }));
}
