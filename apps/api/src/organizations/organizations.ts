import { brands, mainBrandId } from '@shortlist/domain/brands';
import type {
  OrganizationCreate,
  OrganizationListQuery,
  OrganizationUpdate,
} from '@shortlist/domain/schemas';
import { buildPage } from '@shortlist/domain/schemas';
import type { SQL } from 'drizzle-orm';
import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
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
import {
  assertAddressesFree,
  assertSubdomainAllowed,
  rethrowAddressConflict,
  sectorKindOf,
} from './rules.ts';
import { createOrganizationSettingsService } from './settings.ts';
import { createSubStageService } from './sub-stages.ts';
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
      const size = query.resultsPerPage;
      const offset = query.page * size;
      const where = and(eq(organizations.status, query.status), matchesSearchTerm(query.searchTerm));
      const [counted] = await db.select({ total: count() }).from(organizations).where(where);
      const total = counted?.total ?? 0;
      // A page far past the end is simply empty; no need to ask the database with an unsafe offset.
      const rows =
        Number.isSafeInteger(offset) && offset < total
          ? await db
              .select()
              .from(organizations)
              .where(where)
              .orderBy(...byName)
              .limit(size)
              .offset(offset)
          : [];
      return buildPage(rows.map(toOrganizationView), { page: query.page, size, total });
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

// Case-insensitive name order, then id, so pages never swap rows between calls.
const byName = [sql`lower(${organizations.name})`, organizations.name, organizations.id];

/** searchTerm matches name or subdomain anywhere, case-insensitively; % and _ are literal characters. */
function matchesSearchTerm(searchTerm: string | null | undefined): SQL | undefined {
  const term = searchTerm?.trim();
  if (!term) return undefined;
  const pattern = `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return or(ilike(organizations.name, pattern), ilike(organizations.subdomain, pattern));
}

/** Reply-to addresses of a new organisation live on its own domain, else on its provider subdomain. */
function emailDomainOf(org: OrganizationRow): string {
  return org.clientDomain ?? `${org.subdomain}.${brands[mainBrandId].domain}`;
}

export type OrganizationService = ReturnType<typeof createOrganizationService>;
