import { brands, mainBrandId } from '@shortlist/domain/brands';
import type {
  OrganizationCreate,
  OrganizationListQuery,
  OrganizationUpdate,
  SubdomainCheckQuery,
} from '@shortlist/domain/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { organizations } from '../db/schema/index.ts';
import type { Outbox } from '../messaging/outbox.ts';
import type { OrganizationReportSection } from '../reports/organization-report.ts';
import { computeOrganizationReport } from '../reports/organization-report.ts';
import type { Settings } from '../settings.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { notFound } from '../shared/failures.ts';
import { assertProviderAdmin } from '../shared/permissions.ts';
import { toOrganizationView } from '../shared/views.ts';
import { createOrganizationAccess } from './access.ts';
import { changedOrganizationFields, defaultProductType, toOrganizationColumns } from './columns.ts';
import { createOrganizationContactService } from './contacts.ts';
import type { OrganizationRow } from './lookup.ts';
import { startOrganization } from './onboarding.ts';
import { byName, listOrganizationPage } from './organization-list.ts';
import { computeProviderOverview } from './provider-overview.ts';
import {
  assertAddressesFree,
  assertSubdomainAllowed,
  rethrowAddressConflict,
  sectorKindOf,
} from './rules.ts';
import { createOrganizationSettingsService } from './settings.ts';
import { createSubStageService } from './sub-stages.ts';
import { checkSubdomainFree } from './subdomain-check.ts';
import { createUserPasswordResetService } from './user-password-reset.ts';
import { createOrganizationUserService } from './users.ts';

// These lived here before the split; kept importable from this module for existing callers.
export { toContactView } from './contacts.ts';
export { organizationRuleMessages } from './rules.ts';
export type { OrganizationUserChange } from './users.ts';

/** Organisations (§7 Organisation, authenticated): the provider's console and a manager-admin's own users. */
export function createOrganizationService(
  db: Database,
  outbox: Outbox,
  settings: Settings,
  reportSections: readonly OrganizationReportSection[] = [],
) {
  const access = createOrganizationAccess(db);
  const { findReadable, findForProvider } = access;

  return {
    async list({ user }: AuthContext, query: OrganizationListQuery) {
      assertProviderAdmin(user);
      return listOrganizationPage(db, query);
    },

    async all({ user }: AuthContext) {
      assertProviderAdmin(user);
      return db
        .select({
          id: organizations.id,
          name: organizations.name,
          subdomain: organizations.subdomain,
          status: organizations.status,
        })
        .from(organizations)
        .orderBy(...byName);
    },

    async get({ user }: AuthContext, id: number) {
      return toOrganizationView(await findReadable(user, id));
    },

    async overview({ user }: AuthContext) {
      assertProviderAdmin(user);
      return computeProviderOverview(db);
    },

    async checkSubdomain({ user }: AuthContext, query: SubdomainCheckQuery) {
      assertProviderAdmin(user);
      return checkSubdomainFree(db, query.label, query.exceptId);
    },

    async report({ user }: AuthContext, id: number) {
      const org = await findForProvider(user, id);
      return computeOrganizationReport(db, org, reportSections);
    },

    async create({ user }: AuthContext, input: OrganizationCreate) {
      assertProviderAdmin(user);
      assertSubdomainAllowed(input.subdomain);
      const created = await db.transaction(async (tx) => {
        const sectorKind = await sectorKindOf(tx, input.sector.id);
        await assertAddressesFree(tx, { subdomain: input.subdomain, clientDomain: input.clientDomain });
        const columns = toOrganizationColumns(input);
        const [org] = await tx
          .insert(organizations)
          .values({
            ...columns,
            name: input.name,
            subdomain: input.subdomain,
            tier: input.tier,
            productType: columns.productType ?? defaultProductType,
            sectorId: input.sector.id,
            sectorKind,
          })
          .returning()
          .catch(rethrowAddressConflict);
        if (!org) throw new Error('the organisation insert returned no row');
        await startOrganization(tx, {
          id: org.id,
          sectorKind,
          emailDomain: emailDomainOf(org),
        });
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId: org.id,
          action: 'organization.created',
          targetType: 'organization',
          targetId: org.id,
          details: { name: org.name, subdomain: org.subdomain },
        });
        return org;
      });
      return toOrganizationView(created);
    },

    async update({ user }: AuthContext, id: number, input: OrganizationUpdate) {
      const existing = await findForProvider(user, id);
      if (input.subdomain !== undefined) assertSubdomainAllowed(input.subdomain);
      const updated = await db.transaction(async (tx) => {
        const columns = toOrganizationColumns(input);
        if (input.sector) {
          columns.sectorId = input.sector.id;
          columns.sectorKind = await sectorKindOf(tx, input.sector.id);
        }
        await assertAddressesFree(
          tx,
          { subdomain: input.subdomain, clientDomain: input.clientDomain },
          existing.id,
        );
        const changed = changedOrganizationFields(existing, columns);
        if (changed.length === 0) return existing;
        const [row] = await tx
          .update(organizations)
          .set({ ...columns, updatedAt: new Date() })
          .where(eq(organizations.id, existing.id))
          .returning()
          .catch(rethrowAddressConflict);
        if (!row) throw notFound('The organisation');
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId: row.id,
          action: 'organization.updated',
          targetType: 'organization',
          targetId: row.id,
          details: { fields: changed },
        });
        return row;
      });
      return toOrganizationView(updated);
    },

    ...createOrganizationUserService(db, outbox, settings, access),
    ...createUserPasswordResetService(db, outbox, settings, access),
    ...createOrganizationContactService(db, access),
    ...createOrganizationSettingsService(db, access),
    ...createSubStageService(db, access),
  };
}

/** Reply-to addresses of a new organisation live on its own domain, else on its provider subdomain. */
function emailDomainOf(org: OrganizationRow): string {
  return org.clientDomain ?? `${org.subdomain}.${brands[mainBrandId].domain}`;
}

export type OrganizationService = ReturnType<typeof createOrganizationService>;
