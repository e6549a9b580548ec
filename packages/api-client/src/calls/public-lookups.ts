import type { CallOptions } from '../client/api-call.ts';
import type { ApiClient } from '../client/api-client.ts';
import type { ReferenceItem } from './reference-data.ts';

// §7 Public, lookups: /api/public, sent with the client's basic authorisation, never a user token.

/** GET /universities query: countryBase defaults to UK (§7). */
export type UniversitySearchInput = { term?: string; countryBase?: string; countryId?: string | number };

/** GET /postCode/validation?postCode. */
export function validatePostcode(
  client: ApiClient,
  postCode: string,
  options?: CallOptions,
): Promise<{ valid: boolean; postCode: string }> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'public',
    path: '/postCode/validation',
    query: { postCode },
  });
}

/** GET /universities?term&countryBase&countryId; countryBase UK unless given. */
export function searchUniversities(
  client: ApiClient,
  query: UniversitySearchInput = {},
  options?: CallOptions,
): Promise<ReferenceItem[]> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'public',
    path: '/universities',
    query: { term: query.term, countryBase: query.countryBase ?? 'UK', countryId: query.countryId },
  });
}

/** GET /countries. */
export function listCountries(client: ApiClient, options?: CallOptions): Promise<ReferenceItem[]> {
  return client.json({ ...options, method: 'GET', area: 'public', path: '/countries' });
}

/** GET /version. */
export function fetchVersion(
  client: ApiClient,
  options?: CallOptions,
): Promise<{ version: string; commit: string | null }> {
  return client.json({ ...options, method: 'GET', area: 'public', path: '/version' });
}

/** GET /builder/?fileName: a form-builder template. */
export function fetchBuilderTemplate(
  client: ApiClient,
  fileName: string,
  options?: CallOptions,
): Promise<unknown> {
  return client.json({ ...options, method: 'GET', area: 'public', path: '/builder/', query: { fileName } });
}

/** GET /translation: the translation map (?language, English when absent). */
export function fetchTranslationMap(
  client: ApiClient,
  language?: string,
  options?: CallOptions,
): Promise<Record<string, string>> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'public',
    path: '/translation',
    query: { language },
  });
}
