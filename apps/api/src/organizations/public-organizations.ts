import { renameRoleTypeLabel } from '@shortlist/domain/vocabulary';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { findLiveToken, issueToken } from '../accounts/tokens.ts';
import type { Database, Executor } from '../db/database.ts';
import { referenceItems } from '../db/schema/index.ts';
import { notFound } from '../shared/failures.ts';
import { toPublicOrganizationView } from '../shared/views.ts';
import type { OrganizationRow } from './lookup.ts';
import { findOrganizationByIdOrSubdomain } from './lookup.ts';

/**
 * What an organisation token opens. Decision: a reviewer link (`/organization/{id}/token/{token}`) and a
 * careers widget (`/organization/{orgId}/ctoken/{token}`) are told apart, so a widget token published on a
 * careers site never works as a reviewer link.
 */
export const organizationTokenKinds = ['reviewer', 'careers', 'scorecard'] as const;
export type OrganizationTokenKind = (typeof organizationTokenKinds)[number];

export interface OrganizationTokenInput {
  organizationId: number;
  kind: OrganizationTokenKind;
  /** Anything the link needs later, e.g. the role a reviewer looks at. */
  payload?: Record<string, unknown>;
  lifetimeSeconds?: number;
}

/** Issues an organisation token (reviewer link or careers widget) and returns its secret. */
export async function issueOrganizationToken(
  executor: Executor,
  input: OrganizationTokenInput,
): Promise<string> {
  return issueToken(executor, {
    purpose: 'organization',
    organizationId: input.organizationId,
    payload: { ...input.payload, kind: input.kind },
    ...(input.lifetimeSeconds === undefined ? {} : { lifetimeSeconds: input.lifetimeSeconds }),
  });
}

/** The per-organisation lists the public pages offer (§7 departments, locations, role types, role levels). */
export const publicOrganizationLists = {
  departments: 'DEPARTMENT',
  locations: 'ORGANIZATION_LOCATION',
  roleTypes: 'ROLE_TYPE',
  roleLevels: 'ROLE_LEVEL',
} as const;
export type PublicOrganizationList = keyof typeof publicOrganizationLists;

/** An active organisation by id or subdomain; any other answers 404, so closed organisations stay hidden. */
export async function findActiveOrganization(
  executor: Executor,
  idOrSubdomain: string,
): Promise<OrganizationRow> {
  const organization = await findOrganizationByIdOrSubdomain(executor, idOrSubdomain);
  if (organization?.status !== 'ACTIVE') throw notFound('The organisation');
  return organization;
}

/** What anyone may read about an organisation: its public face, token links and reference lists. */
export function createPublicOrganizationService(db: Database) {
  return {
    async publicView(idOrSubdomain: string) {
      return toPublicOrganizationView(await findActiveOrganization(db, idOrSubdomain));
    },

    /** The organisation behind a reviewer or careers token; a token of another organisation answers 404. */
    async viewByToken(idOrSubdomain: string, secret: string, kind: OrganizationTokenKind) {
      const organization = await findActiveOrganization(db, idOrSubdomain);
      const row = await findLiveToken(db, secret, 'organization');
      if (!row || row.organizationId !== organization.id || row.payload.kind !== kind) {
        throw notFound('The link');
      }
      return { ...toPublicOrganizationView(organization), kind };
    },

    async referenceList(idOrSubdomain: string, list: PublicOrganizationList) {
      const organization = await findActiveOrganization(db, idOrSubdomain);
      const type = publicOrganizationLists[list];
      const rows = await db
        .select()
        .from(referenceItems)
        .where(
          and(
            eq(referenceItems.organizationId, organization.id),
            eq(referenceItems.type, type),
            isNull(referenceItems.retiredAt),
          ),
        )
        .orderBy(asc(referenceItems.sortOrder), asc(referenceItems.id));
      return rows.map((item) => ({
        id: item.id,
        value: item.value,
        // Law sectors read Training contract / Vacation scheme where companies read Graduate scheme / Internship.
        label: type === 'ROLE_TYPE' ? renameRoleTypeLabel(item.label, organization.sectorKind) : item.label,
        attributes: item.attributes,
      }));
    },
  };
}

export type PublicOrganizationService = ReturnType<typeof createPublicOrganizationService>;
