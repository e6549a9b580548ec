import { brands, isReservedSubdomainLabel, mainBrandId } from '@shortlist/domain/brands';
import type { UserType } from '@shortlist/domain/enums';
import type {
  FieldError,
  OrganizationContact,
  OrganizationCreate,
  OrganizationListQuery,
  OrganizationUpdate,
  OrganizationUserCreate,
} from '@shortlist/domain/schemas';
import { buildPage } from '@shortlist/domain/schemas';
import type { SectorKind } from '@shortlist/domain/vocabulary';
import { isSectorKind } from '@shortlist/domain/vocabulary';
import type { SQL } from 'drizzle-orm';
import { and, count, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { OrganizationMetric } from '../db/schema/index.ts';
import { organizationContacts, organizations, referenceItems, users } from '../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { AuthContext, UserRow } from '../http/request-context.ts';
import type { Settings } from '../settings.ts';
import { accountMessages } from './accounts.ts';
import { buildAppLink } from './app-links.ts';
import { recordAudit } from './audit.ts';
import type { OrganizationRow } from './organization-lookup.ts';
import { insertOrganizationReferenceData } from './organization-reference-data.ts';
import type { OrganizationReportSection } from './organization-report.ts';
import { computeOrganizationReport } from './organization-report.ts';
import type { Outbox } from './outbox.ts';
import { assertCanManageUsers, assertCanReadOrganization, assertProviderAdmin } from './permissions.ts';
import { issueToken } from './tokens.ts';
import { toOrganizationView, toUserSummary } from './views.ts';

export const organizationRuleMessages = {
  subdomainTaken: 'Another organisation already uses this subdomain.',
  clientDomainTaken: 'Another organisation already uses this domain.',
  subdomainReserved: 'This subdomain is reserved for the service; choose another.',
  unknownSector: 'Choose one of the listed sectors.',
  lastManagerAdmin:
    'You are the last admin of this organisation; make another user an admin before changing your own access.',
} as const;

// Decision: an organisation created without a product type is an ATS customer, like every demo organisation.
const defaultProductType = 'ATS';
const managerTypes: UserType[] = ['HIRING_MANAGER', 'HIRING_MANAGER_ADMIN'];

/** POST /organization/{id}/user/{userId}: what a manager-admin may change of a colleague. */
export interface OrganizationUserChange {
  firstName?: string | undefined;
  lastName?: string | undefined;
  userType?: OrganizationUserCreate['userType'] | undefined;
  rareContact?: boolean | undefined;
}

type OrganizationColumns = Partial<typeof organizations.$inferInsert>;
type ContactRow = typeof organizationContacts.$inferSelect;

/** A contact as the admin console reads it; the stored `position` is the schema's `role`. */
export function toContactView(contact: ContactRow) {
  return {
    id: contact.id,
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    role: contact.position,
  };
}

/** Organisations (§7 Organisation, authenticated): the provider's console and a manager-admin's own users. */
export function createOrganizationService(
  db: Database,
  outbox: Outbox,
  settings: Settings,
  reportSections: readonly OrganizationReportSection[] = [],
) {
  async function findOrganization(executor: Executor, id: number): Promise<OrganizationRow> {
    const [org] = await executor.select().from(organizations).where(eq(organizations.id, id));
    if (!org) throw notFound('The organisation');
    return org;
  }

  /** ADMIN, or a manager of that organisation; anyone else is told it does not exist. */
  async function findReadable(actor: UserRow, id: number) {
    assertCanReadOrganization(actor, id);
    return findOrganization(db, id);
  }

  /** ADMIN, or a manager-admin of that organisation (a plain manager of it gets 403). */
  async function findManageable(actor: UserRow, id: number) {
    assertCanManageUsers(actor, id);
    return findOrganization(db, id);
  }

  /** ADMIN only; a manager of another organisation still gets 404 so ids reveal nothing. */
  async function findForProvider(actor: UserRow, id: number) {
    assertCanReadOrganization(actor, id);
    assertProviderAdmin(actor);
    return findOrganization(db, id);
  }

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
        await insertOrganizationReferenceData(tx, {
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

    async listUsers({ user }: AuthContext, id: number) {
      const org = await findReadable(user, id);
      const rows = await db
        .select()
        .from(users)
        .where(eq(users.organizationId, org.id))
        .orderBy(users.lastName, users.firstName, users.id);
      return rows.map(toUserSummary);
    },

    /** Adds a manager without a password; the on-boarding link lets them choose one. */
    async addUser({ user: actor }: AuthContext, id: number, input: OrganizationUserCreate) {
      const org = await findManageable(actor, id);
      const created = await db.transaction(async (tx) => {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`)
          .limit(1);
        if (taken) throw emailConflict();
        const [row] = await tx
          .insert(users)
          .values({
            email: input.email,
            userType: input.userType,
            firstName: input.firstName,
            lastName: input.lastName,
            organizationId: org.id,
            passwordHash: null,
          })
          .returning()
          .catch((error: unknown) => {
            throw isUniqueViolation(error) ? emailConflict() : error;
          });
        if (!row) throw new Error('the user insert returned no row');
        const token = await issueToken(tx, {
          purpose: 'on-boarding',
          userId: row.id,
          organizationId: org.id,
        });
        await recordAudit(tx, {
          actorUserId: actor.id,
          organizationId: org.id,
          action: 'organization.user.added',
          targetType: 'user',
          targetId: row.id,
          details: { userType: row.userType },
        });
        const link = buildAppLink(settings, `/on-boarding/${encodeURIComponent(token)}`, org);
        await outbox.send(tx, {
          channel: 'EMAIL',
          recipient: row.email,
          template: 'on-boarding',
          subject: `You have been added to ${org.name} on Shortlist`,
          body: `${row.firstName}, you have been added to ${org.name}. Choose your password here: ${link} The link expires in 14 days.`,
          organizationId: org.id,
        });
        return row;
      });
      return toUserSummary(created);
    },

    async updateUser(
      { user: actor }: AuthContext,
      id: number,
      userId: number,
      change: OrganizationUserChange,
    ) {
      const org = await findManageable(actor, id);
      const updated = await db.transaction(async (tx) => {
        const [target] = await tx
          .select()
          .from(users)
          .where(
            and(
              eq(users.id, userId),
              eq(users.organizationId, org.id),
              inArray(users.userType, managerTypes),
            ),
          );
        if (!target) throw notFound('The user');
        const demotesSelf =
          target.id === actor.id &&
          target.userType === 'HIRING_MANAGER_ADMIN' &&
          change.userType !== undefined &&
          change.userType !== target.userType;
        if (demotesSelf && (await otherManagerAdmins(tx, org.id, target.id)) === 0) {
          throw conflict(organizationRuleMessages.lastManagerAdmin, [
            { field: 'userType', message: organizationRuleMessages.lastManagerAdmin },
          ]);
        }
        const [row] = await tx
          .update(users)
          .set({
            firstName: change.firstName ?? target.firstName,
            lastName: change.lastName ?? target.lastName,
            userType: change.userType ?? target.userType,
            rareContact: change.rareContact ?? target.rareContact,
            updatedAt: new Date(),
          })
          .where(eq(users.id, target.id))
          .returning();
        if (!row) throw notFound('The user');
        const changedFields = (['firstName', 'lastName', 'rareContact'] as const).filter(
          (field) => row[field] !== target[field],
        );
        if (changedFields.length > 0) {
          await recordAudit(tx, {
            actorUserId: actor.id,
            organizationId: org.id,
            action: 'organization.user.updated',
            targetType: 'user',
            targetId: row.id,
            details: { fields: changedFields },
          });
        }
        if (row.userType !== target.userType) {
          await recordAudit(tx, {
            actorUserId: actor.id,
            organizationId: org.id,
            action: 'organization.user.permission-changed',
            targetType: 'user',
            targetId: row.id,
            details: { from: target.userType, to: row.userType },
          });
        }
        return row;
      });
      return toUserSummary(updated);
    },

    async listContacts({ user }: AuthContext, id: number) {
      const org = await findReadable(user, id);
      const rows = await db
        .select()
        .from(organizationContacts)
        .where(eq(organizationContacts.organizationId, org.id))
        .orderBy(organizationContacts.name, organizationContacts.id);
      return rows.map(toContactView);
    },

    async addContact({ user }: AuthContext, id: number, input: OrganizationContact) {
      const org = await findManageable(user, id);
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(organizationContacts)
          .values({ organizationId: org.id, ...toContactColumns(input) })
          .returning();
        if (!row) throw new Error('the contact insert returned no row');
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId: org.id,
          action: 'organization.contact.created',
          targetType: 'organization-contact',
          targetId: row.id,
        });
        return row;
      });
      return toContactView(created);
    },

    /** Replaces a contact's details; another organisation's contact answers 404. */
    async updateContact({ user }: AuthContext, id: number, contactId: number, input: OrganizationContact) {
      const org = await findManageable(user, id);
      const updated = await db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(organizationContacts)
          .where(
            and(eq(organizationContacts.id, contactId), eq(organizationContacts.organizationId, org.id)),
          );
        if (!existing) throw notFound('The contact');
        const columns = toContactColumns(input);
        const [row] = await tx
          .update(organizationContacts)
          .set({ ...columns, updatedAt: new Date() })
          .where(eq(organizationContacts.id, existing.id))
          .returning();
        if (!row) throw notFound('The contact');
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId: org.id,
          action: 'organization.contact.updated',
          targetType: 'organization-contact',
          targetId: row.id,
          details: {
            fields: (Object.keys(columns) as (keyof typeof columns)[])
              .filter((column) => existing[column] !== row[column])
              .map((column) => (column === 'position' ? 'role' : column)),
          },
        });
        return row;
      });
      return toContactView(updated);
    },
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

function assertSubdomainAllowed(subdomain: string): void {
  if (isReservedSubdomainLabel(subdomain)) {
    throw badRequest(organizationRuleMessages.subdomainReserved, [
      { field: 'subdomain', message: organizationRuleMessages.subdomainReserved },
    ]);
  }
}

/** The sector's kind (law firm, chambers, company) from the SECTOR reference list the apps pick from. */
async function sectorKindOf(executor: Executor, sectorId: number): Promise<SectorKind> {
  const [sector] = await executor
    .select({ value: referenceItems.value })
    .from(referenceItems)
    .where(
      and(
        eq(referenceItems.type, 'SECTOR'),
        isNull(referenceItems.organizationId),
        sql`${referenceItems.attributes}->>'id' = ${String(sectorId)}`,
      ),
    )
    .limit(1);
  if (!sector || !isSectorKind(sector.value)) {
    throw badRequest(organizationRuleMessages.unknownSector, [
      { field: 'sector.id', message: organizationRuleMessages.unknownSector },
    ]);
  }
  return sector.value;
}

/** Checked first so the caller learns which address is taken; the unique indexes still guard races. */
async function assertAddressesFree(
  executor: Executor,
  addresses: { subdomain?: string | undefined; clientDomain?: string | null | undefined },
  exceptOrganizationId?: number,
): Promise<void> {
  const others = exceptOrganizationId === undefined ? undefined : ne(organizations.id, exceptOrganizationId);
  const errors: FieldError[] = [];
  if (addresses.subdomain) {
    const [taken] = await executor
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.subdomain, addresses.subdomain), others))
      .limit(1);
    if (taken) errors.push({ field: 'subdomain', message: organizationRuleMessages.subdomainTaken });
  }
  if (addresses.clientDomain) {
    const [taken] = await executor
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.clientDomain, addresses.clientDomain), others))
      .limit(1);
    if (taken) errors.push({ field: 'clientDomain', message: organizationRuleMessages.clientDomainTaken });
  }
  const [first] = errors;
  if (first) throw conflict(first.message, errors);
}

function rethrowAddressConflict(error: unknown): never {
  if (!isUniqueViolation(error)) throw error;
  // Drizzle wraps the driver error; both engines name the violated index in `constraint`.
  const detail = error as { constraint?: string; cause?: { constraint?: string } };
  const constraint = detail.constraint ?? detail.cause?.constraint ?? '';
  const field = constraint.includes('client_domain') ? 'clientDomain' : 'subdomain';
  const message =
    field === 'clientDomain'
      ? organizationRuleMessages.clientDomainTaken
      : organizationRuleMessages.subdomainTaken;
  throw conflict(message, [{ field, message }]);
}

function emailConflict() {
  return conflict(accountMessages.emailTaken, [{ field: 'email', message: accountMessages.emailTaken }]);
}

/** The stored columns of the fields present in a create or update body; absent fields are left alone. */
function toOrganizationColumns(input: OrganizationUpdate): OrganizationColumns {
  const columns: OrganizationColumns = {};
  if (input.name !== undefined) columns.name = input.name;
  if (input.productType !== undefined) columns.productType = input.productType || defaultProductType;
  if (input.tier !== undefined) columns.tier = input.tier;
  if (input.rareContact !== undefined) columns.rareContact = input.rareContact ?? false;
  if ('status' in input && input.status !== undefined) columns.status = input.status;
  if (input.rareApplicationFormConfiguration !== undefined) {
    columns.rareApplicationFormConfiguration = input.rareApplicationFormConfiguration ?? null;
  }
  if (input.subdomain !== undefined) columns.subdomain = input.subdomain;
  if (input.clientDomain !== undefined) columns.clientDomain = input.clientDomain;
  if (input.countryBase !== undefined) columns.countryBase = input.countryBase;
  if (input.metrics !== undefined) columns.metrics = (input.metrics ?? []).map(toStoredMetric);
  if (input.additionalLanguageSupport !== undefined) {
    columns.additionalLanguageSupport = input.additionalLanguageSupport ?? [];
  }
  if (input.colocatedCountries !== undefined) columns.colocatedCountries = input.colocatedCountries ?? [];
  if (input.search !== undefined) columns.searchEnabled = input.search ?? true;
  if (input.sessionTimeout !== undefined) columns.sessionTimeoutMinutes = input.sessionTimeout;
  if (input.defaultConfiguration !== undefined) {
    const configuration = input.defaultConfiguration;
    columns.defaultConfiguration = {
      views: configuration?.views ?? {},
      text: configuration?.text ?? {},
      textArrays: configuration?.textArrays ?? {},
      oauth: configuration?.oauth ?? {},
    };
  }
  return columns;
}

type MetricInput = NonNullable<OrganizationUpdate['metrics']>[number];

/** A metric is stored with both key and label; the schema asks for at least one of them. */
function toStoredMetric(metric: MetricInput): OrganizationMetric {
  const label = metric.label || metric.key || '';
  return {
    key: metric.key || label,
    label,
    metricType: metric.metricType,
    min: metric.min ?? null,
    max: metric.max ?? null,
    showOnInvite: metric.showOnInvite ?? false,
  };
}

// The API names of columns that differ from their body field, for the audit's list of changed fields.
const fieldOfColumn: Partial<Record<keyof OrganizationColumns, string>> = {
  sectorId: 'sector',
  sectorKind: 'sector',
  searchEnabled: 'search',
  sessionTimeoutMinutes: 'sessionTimeout',
};

function changedOrganizationFields(existing: OrganizationRow, columns: OrganizationColumns): string[] {
  const changed = (Object.keys(columns) as (keyof OrganizationColumns)[])
    .filter((column) => JSON.stringify(existing[column]) !== JSON.stringify(columns[column]))
    .map((column) => fieldOfColumn[column] ?? column);
  return [...new Set(changed)];
}

function toContactColumns(input: OrganizationContact) {
  return { name: input.name, email: input.email, phone: input.phone || null, position: input.role || null };
}

async function otherManagerAdmins(executor: Executor, organizationId: number, exceptUserId: number) {
  const [row] = await executor
    .select({ total: count() })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.userType, 'HIRING_MANAGER_ADMIN'),
        ne(users.id, exceptUserId),
      ),
    );
  return row?.total ?? 0;
}

/** Reply-to addresses of a new organisation live on its own domain, else on its provider subdomain. */
function emailDomainOf(org: OrganizationRow): string {
  return org.clientDomain ?? `${org.subdomain}.${brands[mainBrandId].domain}`;
}

export type OrganizationService = ReturnType<typeof createOrganizationService>;
