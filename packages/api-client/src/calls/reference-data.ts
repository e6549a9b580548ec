import type { ReferenceDataType } from '@shortlist/domain/enums';
import type {
  ModuleQuery,
  ReferenceItem,
  referenceItemCreateSchema,
  SchoolQualificationTypesQuery,
  StoredReferenceDataType,
} from '@shortlist/domain/schemas';
import type { SectorKind } from '@shortlist/domain/vocabulary';
import { renameRoleTypeLabel } from '@shortlist/domain/vocabulary';
import type { z } from 'zod';
import type { CallOptions, PathKey } from '../client/api-call.ts';
import { apiPath } from '../client/api-call.ts';
import type { ApiClient } from '../client/api-client.ts';

// §7 Reference data: pick lists under /api/v1.

// The pick-list entry is a domain type now; re-exported while the other calls files still import it here.
export type { ReferenceItem };

// Query parameters are typed by the schemas' parsed output: what the API reads once the strings are coerced.
export type ModuleQueryInput = Partial<ModuleQuery>;
export type SchoolQualificationTypesInput = Partial<SchoolQualificationTypesQuery>;
export type ReferenceItemInput = z.input<typeof referenceItemCreateSchema>;

/** GET /data/type/{type}. */
export function fetchReferenceData(
  client: ApiClient,
  type: ReferenceDataType,
  options?: CallOptions,
): Promise<ReferenceItem[]> {
  return client.json({ ...options, method: 'GET', area: 'authenticated', path: apiPath`/data/type/${type}` });
}

/**
 * GET /data/type/ROLE_TYPE with the labels renamed for law sectors (§7): Graduate scheme and Internship
 * read Training contract / Pupillage and Vacation scheme / Mini-pupillage. Renaming twice changes nothing.
 */
export async function fetchRoleTypes(
  client: ApiClient,
  sectorKind?: SectorKind | null,
  options?: CallOptions,
): Promise<ReferenceItem[]> {
  const items = await client.json<ReferenceItem[]>({
    ...options,
    method: 'GET',
    area: 'authenticated',
    path: '/data/type/ROLE_TYPE',
  });
  return items.map((item) => ({ ...item, label: renameRoleTypeLabel(item.label, sectorKind) }));
}

/** GET /organization/{id}/data/{type}?search. */
export function fetchOrganizationReferenceData(
  client: ApiClient,
  params: { id: PathKey; type: ReferenceDataType; search?: string },
  options?: CallOptions,
): Promise<ReferenceItem[]> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'authenticated',
    path: apiPath`/organization/${params.id}/data/${params.type}`,
    query: { search: params.search },
  });
}

/** GET /data/modules?term&year&studyYear&universityId. */
export function searchModules(
  client: ApiClient,
  query: ModuleQueryInput = {},
  options?: CallOptions,
): Promise<ReferenceItem[]> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'authenticated',
    path: '/data/modules',
    query: {
      term: query.term,
      year: query.year,
      studyYear: query.studyYear,
      universityId: query.universityId,
    },
  });
}

/** GET /data/schoolQualificationGradeSystems. */
export function fetchGradeSystems(client: ApiClient, options?: CallOptions): Promise<ReferenceItem[]> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'authenticated',
    path: '/data/schoolQualificationGradeSystems',
  });
}

/** GET /data/schoolQualificationTypes?schoolCountryId&schoolFormType. */
export function fetchSchoolQualificationTypes(
  client: ApiClient,
  query: SchoolQualificationTypesInput = {},
  options?: CallOptions,
): Promise<ReferenceItem[]> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'authenticated',
    path: '/data/schoolQualificationTypes',
    query: { schoolCountryId: query.schoolCountryId, schoolFormType: query.schoolFormType },
  });
}

/** GET /data/schools?term. */
export function searchSchools(
  client: ApiClient,
  term?: string,
  options?: CallOptions,
): Promise<ReferenceItem[]> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'authenticated',
    path: '/data/schools',
    query: { term },
  });
}

/** GET /data/subjects. */
export function fetchSubjects(client: ApiClient, options?: CallOptions): Promise<ReferenceItem[]> {
  return client.json({ ...options, method: 'GET', area: 'authenticated', path: '/data/subjects' });
}

/** GET /data/degrees. */
export function fetchDegrees(client: ApiClient, options?: CallOptions): Promise<ReferenceItem[]> {
  return client.json({ ...options, method: 'GET', area: 'authenticated', path: '/data/degrees' });
}

/** GET /data/organization/{id}/universities?term. */
export function searchOrganizationUniversities(
  client: ApiClient,
  id: PathKey,
  term?: string,
  options?: CallOptions,
): Promise<ReferenceItem[]> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'authenticated',
    path: apiPath`/data/organization/${id}/universities`,
    query: { term },
  });
}

/** The admin call whose path §7 does not show; the API serves it as POST /data/type/{type}. */
export function createReferenceItem(
  client: ApiClient,
  type: StoredReferenceDataType,
  item: ReferenceItemInput,
  options?: CallOptions,
): Promise<ReferenceItem> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'authenticated',
    path: apiPath`/data/type/${type}`,
    json: item,
  });
}
