import { countryBases } from '@shortlist/domain/enums';
import {
  enumField,
  languageCodeField,
  objectSchema,
  optionalTextField,
  readableErrors,
} from '@shortlist/domain/schemas';
import { invalidPostcodeMessage, isValidUkPostcode, normalizeUkPostcode } from '@shortlist/domain/validation';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseWith } from '../shared/parse-with.ts';

const countryIdMessage = 'Use a country code such as GB or a country id.';

const postcodeQuery = objectSchema({
  postCode: z
    .string(readableErrors)
    .trim()
    .min(1)
    .max(16, { error: invalidPostcodeMessage })
    .refine((value) => value === '' || isValidUkPostcode(value), { error: invalidPostcodeMessage })
    .transform(normalizeUkPostcode),
});

const universitiesQuery = objectSchema({
  term: optionalTextField(100).transform((term) => term || undefined),
  countryBase: enumField(countryBases).default('UK'),
  countryId: z
    .string(readableErrors)
    .trim()
    .regex(/^(\d{1,9}|[A-Za-z]{2})$/, { error: countryIdMessage })
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

// Decision: the language is optional; English is the source language, so it (like any unknown one) maps to {}.
const translationQuery = objectSchema({ language: languageCodeField().default('en') });

/** /api/public look-ups: postcode check, universities, countries, translations (§7 Public). */
export async function publicLookupRoutes(app: FastifyInstance): Promise<void> {
  const { publicLookups } = app.services;

  app.get('/postCode/validation', async (request) => {
    const { postCode } = parseWith(postcodeQuery, request.query);
    return { valid: true, postCode };
  });

  app.get('/universities', async (request) => {
    const query = parseWith(universitiesQuery, request.query);
    return publicLookups.universities({
      term: query.term,
      countryBase: query.countryBase,
      countryId: query.countryId,
    });
  });

  app.get('/countries', async () => publicLookups.countries());

  app.get('/translation', async (request) =>
    publicLookups.translationMap(parseWith(translationQuery, request.query).language),
  );
}
