import type { ContactChannel } from '@shortlist/domain/enums';
import type { SectorKind } from '@shortlist/domain/vocabulary';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { candidates, organizations, roles, users } from '../db/schema/index.ts';
import { blindApplicationColumn } from '../review/blind-identity.ts';
import { blindStageIdsOf } from '../review/blind-review.ts';
import { contactEmailColumn } from '../shared/contact-email.ts';

export interface CandidateContact {
  candidateId: number;
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  channels: ContactChannel[];
  mobile: string | null;
  anonymised: boolean;
  roleName: string | null;
  /** The role's type and the organisation's sector: the words of the candidate-facing status (issue 32). */
  roleType: string | null;
  sectorKind: SectorKind;
  organizationName: string;
  /** At a blind-review stage: what managers and interviewers are told names no one (issue 31). */
  blind: boolean;
}

/** Who to tell about an invitation or booking, and how they asked to be told. */
export async function loadCandidateContacts(
  executor: Executor,
  organizationId: number,
  candidateIds: readonly number[],
): Promise<Map<number, CandidateContact>> {
  if (candidateIds.length === 0) return new Map();
  const blindStageIds = await blindStageIdsOf(executor, organizationId);
  const rows = await executor
    .select({
      candidateId: candidates.id,
      userId: users.id,
      email: contactEmailColumn,
      firstName: users.firstName,
      lastName: users.lastName,
      channels: users.contactChannels,
      mobile: users.mobile,
      anonymised: users.anonymised,
      roleName: roles.name,
      roleType: candidates.roleType,
      sectorKind: organizations.sectorKind,
      organizationName: organizations.name,
      blind: blindApplicationColumn(blindStageIds),
    })
    .from(candidates)
    .innerJoin(users, eq(candidates.userId, users.id))
    .innerJoin(organizations, eq(candidates.organizationId, organizations.id))
    .leftJoin(roles, eq(candidates.roleId, roles.id))
    .where(and(eq(candidates.organizationId, organizationId), inArray(candidates.id, [...candidateIds])));
  return new Map(rows.map((row) => [row.candidateId, row]));
}
