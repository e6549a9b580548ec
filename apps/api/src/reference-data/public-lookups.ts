import type { CountryBase } from '@shortlist/domain/enums';
import { and, asc, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { referenceItems, translations } from '../db/schema/index.ts';

const maxUniversities = 50;

export interface UniversityQuery {
  term?: string | undefined;
  countryBase: CountryBase;
  /** An ISO country code (GB) or the id of a COUNTRY reference item. */
  countryId?: string | undefined;
}

type ReferenceItemRow = typeof referenceItems.$inferSelect;

const toListItem = (item: ReferenceItemRow) => ({
  id: item.id,
  value: item.value,
  label: item.label,
  attributes: item.attributes,
});

// A typed % or _ matches itself, not any text.
const escapeLikePattern = (term: string) => term.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Global lists the public pages pick from: universities, countries, and the translation map. */
export function createPublicLookupService(db: Database) {
  /** The ISO code a countryId names: itself when it is a code, the COUNTRY item's code when it is an id. */
  async function countryCodeOf(countryId: string): Promise<string | undefined> {
    if (!/^\d+$/.test(countryId)) return countryId.toUpperCase();
    const [country] = await db
      .select()
      .from(referenceItems)
      .where(and(eq(referenceItems.id, Number(countryId)), eq(referenceItems.type, 'COUNTRY')));
    const code = country?.attributes.code;
    return typeof code === 'string' ? code : undefined;
  }

  return {
    async universities(query: UniversityQuery) {
      const countryCode = query.countryId === undefined ? undefined : await countryCodeOf(query.countryId);
      if (query.countryId !== undefined && countryCode === undefined) return [];
      const rows = await db
        .select()
        .from(referenceItems)
        .where(
          and(
            isNull(referenceItems.organizationId),
            isNull(referenceItems.retiredAt),
            eq(referenceItems.type, 'UNIVERSITY'),
            sql`${referenceItems.attributes}->>'countryBase' = ${query.countryBase}`,
            countryCode === undefined
              ? undefined
              : sql`${referenceItems.attributes}->>'countryId' = ${countryCode}`,
            query.term ? ilike(referenceItems.label, `%${escapeLikePattern(query.term)}%`) : undefined,
          ),
        )
        .orderBy(asc(referenceItems.label), asc(referenceItems.id))
        .limit(maxUniversities);
      return rows.map(toListItem);
    },

    async countries() {
      const rows = await db
        .select()
        .from(referenceItems)
        .where(
          and(
            isNull(referenceItems.organizationId),
            isNull(referenceItems.retiredAt),
            eq(referenceItems.type, 'COUNTRY'),
          ),
        )
        .orderBy(asc(referenceItems.sortOrder), asc(referenceItems.id));
      return rows.map(toListItem);
    },

    /** English phrase -> translation for a language; a language without translations answers {}. */
    async translationMap(language: string): Promise<Record<string, string>> {
      const rows = await db
        .select({ key: translations.key, value: translations.value })
        .from(translations)
        .where(eq(translations.language, language))
        .orderBy(asc(translations.key));
      return Object.fromEntries(rows.map((row) => [row.key, row.value]));
    },
  };
}

export type PublicLookupService = ReturnType<typeof createPublicLookupService>;
