import type { ReferenceDataType } from '@shortlist/domain/enums';
import type {
  ModuleQuery,
  ReferenceItemCreate,
  SchoolQualificationTypesQuery,
  StoredReferenceDataType,
} from '@shortlist/domain/schemas';
import { isComputedReferenceDataType, isOrganizationReferenceDataType } from '@shortlist/domain/schemas';
import { defaultStageCatalogue, isStageId, stageNames } from '@shortlist/domain/stages';
import { renameRoleTypeLabel } from '@shortlist/domain/vocabulary';
import type { SQL } from 'drizzle-orm';
import { and, asc, eq, ilike, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { organizations, referenceItems, users } from '../db/schema/index.ts';
import type { OrganizationRow } from '../organizations/lookup.ts';
import { findOrganizationForRequest } from '../organizations/lookup.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext, UserRow } from '../shared/auth-context.ts';
import { conflict, forbidden, notFound } from '../shared/failures.ts';
import {
  assertCanReadOrganization,
  assertProviderAdmin,
  isManager,
  isProviderAdmin,
} from '../shared/permissions.ts';
import { assertListOwner, referenceItemMessages } from './list-owner.ts';

type Attributes = Record<string, string | number | boolean | null>;

/** One entry of a pick list as every reference-data call answers it. */
export interface ReferenceItemView {
  id: number;
  value: string;
  label: string;
  attributes: Attributes;
}

/** What a request says about the organisation it speaks for (the `subdomain` parameter or the host). */
export interface RequestOrganization {
  subdomain: string | undefined;
  hostname: string;
}

// Decision: a school search answers at most 50 names, enough for an autocomplete.
const maxSchoolResults = 50;
const managerTypes = ['HIRING_MANAGER', 'HIRING_MANAGER_ADMIN'] as const;

/** A case-insensitive "contains" pattern in which the user's % and _ are plain characters. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

// Pick lists offer only items not retired; a retired item keeps its label on the records that chose it.
const offered = isNull(referenceItems.retiredAt);

/** The shared list (no organisation) or one organisation's list. */
function ownedBy(organizationId: number | null): SQL {
  return organizationId === null
    ? isNull(referenceItems.organizationId)
    : eq(referenceItems.organizationId, organizationId);
}

/** A text attribute of the jsonb column equal to a bound value. */
function attributeEquals(key: string, value: string): SQL {
  return sql`${referenceItems.attributes}->>${key} = ${value}`;
}

function byLabel(a: ReferenceItemView, b: ReferenceItemView): number {
  return a.label.localeCompare(b.label);
}

function matchesSearch(item: ReferenceItemView, search: string | undefined): boolean {
  if (!search) return true;
  const needle = search.toLowerCase();
  return item.value.toLowerCase().includes(needle) || item.label.toLowerCase().includes(needle);
}

/** Pick lists (§3, §7 Reference data): stored global and per-organisation items, and computed lists. */
export function createReferenceDataService(db: Database) {
  async function listStored(
    type: string,
    organizationId: number | null,
    filters: (SQL | undefined)[] = [],
    limit?: number,
  ): Promise<ReferenceItemView[]> {
    const query = db
      .select({
        id: referenceItems.id,
        value: referenceItems.value,
        label: referenceItems.label,
        attributes: referenceItems.attributes,
      })
      .from(referenceItems)
      .where(and(eq(referenceItems.type, type), ownedBy(organizationId), offered, ...filters))
      .orderBy(asc(referenceItems.sortOrder), asc(referenceItems.label), asc(referenceItems.id));
    return limit === undefined ? query : query.limit(limit);
  }

  async function findOrganization(organizationId: number): Promise<OrganizationRow | undefined> {
    const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
    return row;
  }

  /** A manager always speaks for its own organisation; the provider and candidates for the request's one. */
  async function organizationOfCaller(
    user: UserRow,
    request: RequestOrganization,
  ): Promise<OrganizationRow | undefined> {
    if (isManager(user) && !isProviderAdmin(user)) {
      return user.organizationId ? findOrganization(user.organizationId) : undefined;
    }
    return findOrganizationForRequest(db, request);
  }

  /** An explicitly named organisation: the provider reaches any, a manager only its own, others none. */
  async function organizationInScope(user: UserRow, organizationId: number): Promise<OrganizationRow> {
    assertCanReadOrganization(user, organizationId);
    const organization = await findOrganization(organizationId);
    if (!organization) throw notFound('The organisation');
    return organization;
  }

  async function managersOf(organization: OrganizationRow): Promise<ReferenceItemView[]> {
    const rows = await db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        userType: users.userType,
      })
      .from(users)
      .where(
        and(
          eq(users.organizationId, organization.id),
          inArray(users.userType, [...managerTypes]),
          eq(users.anonymised, false),
        ),
      );
    return rows
      .map((row) => ({
        id: row.id,
        value: String(row.id),
        label: `${row.firstName} ${row.lastName}`.trim(),
        attributes: { email: row.email, userType: row.userType },
      }))
      .sort(byLabel);
  }

  async function clients(): Promise<ReferenceItemView[]> {
    const rows = await db.select().from(organizations).orderBy(asc(organizations.name));
    return rows.map((org) => ({
      id: org.id,
      value: String(org.id),
      label: org.name,
      attributes: { subdomain: org.subdomain, sectorKind: org.sectorKind, status: org.status },
    }));
  }

  function stages(): ReferenceItemView[] {
    return defaultStageCatalogue.map((stage) => ({
      id: stage.id,
      value: String(stage.id),
      label: isStageId(stage.id) ? stageNames[stage.id] : String(stage.id),
      attributes: { groupStage: stage.groupStage },
    }));
  }

  /** The items of one type for a caller, given the organisation the call is about (if any). */
  async function itemsOf(
    user: UserRow,
    type: ReferenceDataType,
    organization: OrganizationRow | undefined,
    search?: string,
  ): Promise<ReferenceItemView[]> {
    if (isComputedReferenceDataType(type)) {
      let items: ReferenceItemView[];
      if (type === 'CLIENTS') {
        assertProviderAdmin(user);
        items = await clients();
      } else if (type === 'USERS') {
        // Decision: candidates may not list an organisation's managers.
        if (!isManager(user)) throw forbidden();
        items = organization ? await managersOf(organization) : [];
      } else {
        items = stages();
      }
      return items.filter((item) => matchesSearch(item, search));
    }
    const searchFilter = search
      ? or(
          ilike(referenceItems.value, containsPattern(search)),
          ilike(referenceItems.label, containsPattern(search)),
        )
      : undefined;
    if (!isOrganizationReferenceDataType(type)) return listStored(type, null, [searchFilter]);
    if (!organization) return [];
    const items = await listStored(type, organization.id, [searchFilter]);
    if (type !== 'ROLE_TYPE') return items;
    return items.map((item) => ({
      ...item,
      label: renameRoleTypeLabel(item.label, organization.sectorKind),
    }));
  }

  /** A COUNTRY item's id to its ISO code; a code is returned as it is. */
  async function countryCodeOf(schoolCountryId: string): Promise<string | undefined> {
    if (!/^\d+$/.test(schoolCountryId)) return schoolCountryId;
    const [country] = await listStored('COUNTRY', null, [eq(referenceItems.id, Number(schoolCountryId))]);
    const code = country?.attributes.code;
    return typeof code === 'string' ? code : undefined;
  }

  /** A UNIVERSITY item's id to its value (the slug modules carry); a value is returned as it is. */
  async function universityValueOf(universityId: string): Promise<string | undefined> {
    if (!/^\d+$/.test(universityId)) return universityId;
    const [university] = await listStored('UNIVERSITY', null, [eq(referenceItems.id, Number(universityId))]);
    return university?.value;
  }

  async function assertNoDuplicate(
    tx: Executor,
    type: string,
    organizationId: number | null,
    value: string,
  ): Promise<void> {
    const [existing] = await tx
      .select({ id: referenceItems.id })
      .from(referenceItems)
      .where(
        and(
          eq(referenceItems.type, type),
          ownedBy(organizationId),
          sql`lower(${referenceItems.value}) = lower(${value})`,
        ),
      )
      .limit(1);
    if (existing) {
      throw conflict(referenceItemMessages.duplicateValue, [
        { field: 'value', message: referenceItemMessages.duplicateValue },
      ]);
    }
  }

  return {
    /** GET /data/type/{type}: organisation lists come from the caller's organisation. */
    async listByType({ user }: AuthContext, type: ReferenceDataType, request: RequestOrganization) {
      const organization =
        isOrganizationReferenceDataType(type) || type === 'USERS'
          ? await organizationOfCaller(user, request)
          : undefined;
      return itemsOf(user, type, organization);
    },

    /** GET /organization/{id}/data/{type}: the same lists for a named organisation, within tenancy. */
    async listForOrganization(
      { user }: AuthContext,
      organizationId: number,
      type: ReferenceDataType,
      search: string | undefined,
    ) {
      const organization = await organizationInScope(user, organizationId);
      return itemsOf(user, type, organization, search);
    },

    async modules(query: ModuleQuery) {
      const universityValue = query.universityId ? await universityValueOf(query.universityId) : undefined;
      if (query.universityId && !universityValue) return [];
      return listStored('MODULE', null, [
        query.term ? ilike(referenceItems.label, containsPattern(query.term)) : undefined,
        query.year === undefined ? undefined : attributeEquals('year', String(query.year)),
        query.studyYear ? attributeEquals('studyYear', query.studyYear) : undefined,
        universityValue ? attributeEquals('universityValue', universityValue) : undefined,
      ]);
    },

    async gradeSystems() {
      return listStored('GRADE_SYSTEM', null);
    },

    async qualificationTypes(query: SchoolQualificationTypesQuery) {
      const countryCode = query.schoolCountryId ? await countryCodeOf(query.schoolCountryId) : undefined;
      if (query.schoolCountryId && !countryCode) return [];
      return listStored('QUALIFICATION_TYPE', null, [
        countryCode ? attributeEquals('schoolCountryId', countryCode) : undefined,
        query.schoolFormType ? attributeEquals('schoolFormType', query.schoolFormType) : undefined,
      ]);
    },

    async schools(term: string | undefined) {
      const filter = term ? ilike(referenceItems.label, containsPattern(term)) : undefined;
      return listStored('SCHOOL', null, [filter], maxSchoolResults);
    },

    async subjects() {
      return listStored('SUBJECT', null);
    },

    async degrees() {
      return listStored('DEGREE_TYPE', null);
    },

    /** Universities of the organisation's country base; Decision: a base of OTHER sees every university. */
    async organizationUniversities({ user }: AuthContext, organizationId: number, term: string | undefined) {
      const organization = await organizationInScope(user, organizationId);
      return listStored('UNIVERSITY', null, [
        organization.countryBase === 'OTHER'
          ? undefined
          : attributeEquals('countryBase', organization.countryBase),
        term ? ilike(referenceItems.label, containsPattern(term)) : undefined,
      ]);
    },

    /** The admin POST /data/type/{type}: adds an item at the end of its list; audited. */
    async createItem({ user }: AuthContext, type: StoredReferenceDataType, input: ReferenceItemCreate) {
      assertProviderAdmin(user);
      const organizationId = await assertListOwner(db, type, input.organizationId);
      return db.transaction(async (tx) => {
        await assertNoDuplicate(tx, type, organizationId, input.value);
        const [last] = await tx
          .select({ sortOrder: max(referenceItems.sortOrder) })
          .from(referenceItems)
          .where(and(eq(referenceItems.type, type), ownedBy(organizationId)));
        const [item] = await tx
          .insert(referenceItems)
          .values({
            type,
            organizationId,
            value: input.value,
            label: input.label,
            attributes: input.attributes,
            sortOrder: (last?.sortOrder ?? -1) + 1,
          })
          .returning();
        if (!item) throw new Error('the reference item was not inserted');
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId,
          action: 'reference-data.created',
          targetType: 'reference-item',
          targetId: item.id,
          details: { type, value: item.value },
        });
        return { id: item.id, value: item.value, label: item.label, attributes: item.attributes };
      });
    },
  };
}

export type ReferenceDataService = ReturnType<typeof createReferenceDataService>;
