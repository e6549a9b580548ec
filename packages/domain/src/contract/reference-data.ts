import type { ReferenceItem } from '../schemas/index.ts';
import { defineRoute, jsonReply } from './route.ts';

// Reference data: the pick lists of forms, filters and settings (§7 Reference data, /api/v1), and the
// public look-ups (§7 Public: postcode check, universities, countries, translations).

const tag = 'Reference data';

export const fetchReferenceData = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/data/type/{type}',
  summary: 'One pick list by type (ROLE_TYPE, DEPARTMENT, COUNTRY, ...).',
  tag,
  params: 'referenceDataTypeParamsSchema',
  reply: jsonReply<ReferenceItem[]>(),
});

export const createReferenceItem = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/data/type/{type}',
  summary: 'Adds an item to a stored list (the admin call whose path §7 does not show; 201).',
  tag,
  params: 'referenceItemTypeParamsSchema',
  body: 'referenceItemCreateSchema',
  reply: jsonReply<ReferenceItem>(),
});

export const fetchOrganizationReferenceData = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/organization/{id}/data/{type}',
  summary: "One of an organisation's pick lists, searched on value or label.",
  tag,
  params: 'organizationReferenceDataParamsSchema',
  query: 'organizationReferenceDataQuerySchema',
  reply: jsonReply<ReferenceItem[]>(),
});

export const searchModules = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/data/modules',
  summary: 'Degree modules by term, year, study year and university.',
  tag,
  query: 'moduleQuerySchema',
  reply: jsonReply<ReferenceItem[]>(),
});

export const fetchGradeSystems = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/data/schoolQualificationGradeSystems',
  summary: 'The grade systems of school qualifications.',
  tag,
  reply: jsonReply<ReferenceItem[]>(),
});

export const fetchSchoolQualificationTypes = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/data/schoolQualificationTypes',
  summary: 'School qualification types by country and school stage.',
  tag,
  query: 'schoolQualificationTypesQuerySchema',
  reply: jsonReply<ReferenceItem[]>(),
});

export const searchSchools = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/data/schools',
  summary: 'Schools matching a term.',
  tag,
  query: 'referenceTermQuerySchema',
  reply: jsonReply<ReferenceItem[]>(),
});

export const fetchSubjects = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/data/subjects',
  summary: 'The subject list.',
  tag,
  reply: jsonReply<ReferenceItem[]>(),
});

export const fetchDegrees = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/data/degrees',
  summary: 'The degree list.',
  tag,
  reply: jsonReply<ReferenceItem[]>(),
});

export const searchOrganizationUniversities = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/data/organization/{id}/universities',
  summary: "Universities of the organisation's country base, matching a term.",
  tag,
  params: 'organizationUniversitiesParamsSchema',
  query: 'referenceTermQuerySchema',
  reply: jsonReply<ReferenceItem[]>(),
});

export const validatePostcode = defineRoute({
  method: 'GET',
  area: 'public',
  path: '/postCode/validation',
  summary: "Checks a UK postcode and answers it in its normal spelling (400 'Invalid post code').",
  tag,
  query: 'postcodeQuerySchema',
  reply: jsonReply<{ valid: boolean; postCode: string }>(),
});

export const searchUniversities = defineRoute({
  method: 'GET',
  area: 'public',
  path: '/universities',
  summary: 'Universities matching a term, by country base (UK by default) or country.',
  tag,
  query: 'universitySearchQuerySchema',
  reply: jsonReply<ReferenceItem[]>(),
});

export const listCountries = defineRoute({
  method: 'GET',
  area: 'public',
  path: '/countries',
  summary: 'The country list.',
  tag,
  reply: jsonReply<ReferenceItem[]>(),
});

export const fetchTranslationMap = defineRoute({
  method: 'GET',
  area: 'public',
  path: '/translation',
  summary: 'The translation map of a language (English, the source language, maps to {}).',
  tag,
  query: 'translationQuerySchema',
  reply: jsonReply<Record<string, string>>(),
});
