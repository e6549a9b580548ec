import {
  fetchTranslationMap,
  listCountries,
  searchUniversities,
  validatePostcode,
} from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';

/** /api/public look-ups: postcode check, universities, countries, translations (§7 Public). */
export async function publicLookupRoutes(app: FastifyInstance): Promise<void> {
  const { publicLookups } = app.services;

  serveRoute(app, validatePostcode, ({ query }) => ({ valid: true, postCode: query.postCode }));
  serveRoute(app, searchUniversities, ({ query }) => publicLookups.universities(query));
  serveRoute(app, listCountries, () => publicLookups.countries());
  serveRoute(app, fetchTranslationMap, ({ query }) => publicLookups.translationMap(query.language));
}
