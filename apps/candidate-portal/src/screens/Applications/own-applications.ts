import type { ApiClient } from '@shortlist/api-client';
import { callRoute } from '@shortlist/api-client';
import { listOwnApplications } from '@shortlist/domain/contract';
import type { CandidateStatus } from '@shortlist/domain/enums';

// GET /candidate (the caller's applications, newest change first) as the applications screens read it.

export type OwnApplication = {
  readonly id: number;
  readonly step: number;
  readonly candidateStatus: CandidateStatus;
  readonly appliedAt: number | null;
  readonly organization: { readonly id: number; readonly name: string } | null;
  readonly role: { readonly id: number; readonly name: string } | null;
  /** The stage of a submitted application, when the API names it. */
  readonly stageName: string | null;
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
    const stage = isObject(item.stage) ? item.stage : null;
    return [
      {
        id: item.id,
        step: typeof item.step === 'number' ? item.step : 0,
        candidateStatus: (text(item.candidateStatus) ?? 'PENDING') as CandidateStatus,
        appliedAt: typeof item.appliedAt === 'number' ? item.appliedAt : null,
        organization:
          organization && typeof organization.id === 'number'
            ? { id: organization.id, name: text(organization.name) ?? '' }
            : null,
        role: role && typeof role.id === 'number' ? { id: role.id, name: text(role.name) ?? '' } : null,
        stageName: text(stage?.name),
      },
    ];
  });
}

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

/** The application to resume: the most recently changed one not yet submitted that still has a role. */
export function findLatestPending(applications: readonly OwnApplication[]): OwnApplication | null {
  return applications.find((application) => !isSubmitted(application) && application.role !== null) ?? null;
}

/** GET /api/v1/candidate (the contract's listOwnApplications) as the applications screens read it. */
export async function loadOwnApplications(api: ApiClient, signal?: AbortSignal): Promise<OwnApplication[]> {
  return readOwnApplications(await callRoute(api, listOwnApplications, { signal }));
}
