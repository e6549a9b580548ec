import type { SectorKind } from '@shortlist/domain/vocabulary';
import { renameRoleTypeLabel } from '@shortlist/domain/vocabulary';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { referenceItems } from '../db/schema/index.ts';
import { invalidInput } from '../shared/failures.ts';

/** The reference list each role attribute picks from (§3 reference data types). */
export const roleReferenceLists = {
  roleType: 'ROLE_TYPE',
  roleLevel: 'ROLE_LEVEL',
  department: 'DEPARTMENT',
  location: 'ORGANIZATION_LOCATION',
  employmentType: 'EMPLOYMENT_TYPE',
} as const;
export type RoleReferenceField = keyof typeof roleReferenceLists;
const roleReferenceFields = Object.keys(roleReferenceLists) as RoleReferenceField[];

export const roleReferenceMessages = {
  unknownValue: "Choose a value from the organisation's list.",
} as const;

/** Per attribute, the allowed values (lower-cased) with their stored spelling and label. */
export type RoleReferenceLabels = Record<RoleReferenceField, Map<string, { value: string; label: string }>>;

/** The organisation's lists, plus the shared ones for types it has no list of its own for (employment types). */
export async function loadRoleReferenceLabels(
  executor: Executor,
  organization: { id: number; sectorKind: SectorKind },
): Promise<RoleReferenceLabels> {
  const rows = await executor
    .select()
    .from(referenceItems)
    .where(
      and(
        inArray(referenceItems.type, Object.values(roleReferenceLists)),
        or(eq(referenceItems.organizationId, organization.id), isNull(referenceItems.organizationId)),
      ),
    )
    .orderBy(referenceItems.sortOrder, referenceItems.id);
  const hasOwnList = new Set(rows.filter((row) => row.organizationId !== null).map((row) => row.type));
  const labels = Object.fromEntries(
    roleReferenceFields.map((field) => [field, new Map()]),
  ) as RoleReferenceLabels;
  for (const field of roleReferenceFields) {
    const type = roleReferenceLists[field];
    for (const row of rows) {
      if (row.type !== type || (row.organizationId === null && hasOwnList.has(type))) continue;
      // Law sectors read Training contract / Vacation scheme where companies read Graduate scheme / Internship.
      const label =
        field === 'roleType' ? renameRoleTypeLabel(row.label, organization.sectorKind) : row.label;
      labels[field].set(row.value.toLowerCase(), { value: row.value, label });
    }
  }
  return labels;
}

/**
 * Checks each given attribute against its list and returns the values in the list's own spelling;
 * any unknown value is a 400 naming the field.
 */
export function canonicalRoleReferenceValues(
  labels: RoleReferenceLabels,
  input: Partial<Record<RoleReferenceField, string | null | undefined>>,
): Partial<Record<RoleReferenceField, string | null>> {
  const result: Partial<Record<RoleReferenceField, string | null>> = {};
  const unknown: RoleReferenceField[] = [];
  for (const field of roleReferenceFields) {
    const value = input[field];
    if (value === undefined) continue;
    if (value === null) {
      result[field] = null;
      continue;
    }
    const known = labels[field].get(value.toLowerCase());
    if (known) result[field] = known.value;
    else unknown.push(field);
  }
  if (unknown.length > 0) {
    throw invalidInput(
      roleReferenceMessages.unknownValue,
      unknown.map((field) => ({ field, message: roleReferenceMessages.unknownValue })),
    );
  }
  return result;
}

/** The labels of a role's attributes, for lists and the careers site. */
export function roleAttributeLabels(
  labels: RoleReferenceLabels,
  role: Record<RoleReferenceField, string | null>,
): Record<RoleReferenceField, string | null> {
  const label = (field: RoleReferenceField) => {
    const value = role[field];
    return value === null ? null : (labels[field].get(value.toLowerCase())?.label ?? value);
  };
  return {
    roleType: label('roleType'),
    roleLevel: label('roleLevel'),
    department: label('department'),
    location: label('location'),
    employmentType: label('employmentType'),
  };
}
