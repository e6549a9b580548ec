import { successMessages } from '@shortlist/domain/messages';
import type { TranslationChangeSet } from '@shortlist/domain/schemas';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { translations } from '../db/schema/index.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { assertProviderAdmin } from '../shared/permissions.ts';
import { translationChanges } from './translation-changes.ts';
import { parseTranslationCsv } from './translation-csv.ts';

async function storedPhrases(executor: Executor, languages: readonly string[]) {
  const rows = await executor
    .select({ language: translations.language, key: translations.key, value: translations.value })
    .from(translations)
    .where(inArray(translations.language, [...languages]));
  const byLanguage = new Map(languages.map((language) => [language, new Map<string, string>()]));
  for (const row of rows) byLanguage.get(row.language)?.set(row.key, row.value);
  return byLanguage;
}

async function changeSetOf(executor: Executor, csv: string): Promise<TranslationChangeSet> {
  const file = parseTranslationCsv(csv);
  const stored = await storedPhrases(executor, [...file.keys()]);
  return {
    languages: [...file].map(([language, incoming]) =>
      translationChanges(language, stored.get(language) ?? new Map(), incoming),
    ),
  };
}

/**
 * The translation map GET /translation serves, replaced per language by an uploaded CSV: the languages a
 * file names get exactly its phrases; other languages are left as they are.
 */
export function createTranslationFileService(db: Database) {
  return {
    async preview({ user }: AuthContext, csv: string): Promise<TranslationChangeSet> {
      assertProviderAdmin(user);
      return changeSetOf(db, csv);
    },

    async apply({ user }: AuthContext, csv: string): Promise<TranslationChangeSet> {
      assertProviderAdmin(user);
      return db.transaction(async (tx) => {
        const changeSet = await changeSetOf(tx, csv);
        for (const { language, added, changed, removed } of changeSet.languages) {
          const gone = removed.map((change) => change.phrase);
          if (gone.length > 0) {
            await tx
              .delete(translations)
              .where(and(eq(translations.language, language), inArray(translations.key, gone)));
          }
          const written = [...added, ...changed].map((change) => ({
            language,
            key: change.phrase,
            value: change.after ?? '',
          }));
          if (written.length > 0) {
            await tx
              .insert(translations)
              .values(written)
              .onConflictDoUpdate({
                target: [translations.language, translations.key],
                set: { value: sql`excluded.value` },
              });
          }
        }
        await recordAudit(tx, {
          actorUserId: user.id,
          action: 'translations.reloaded',
          targetType: 'translation-map',
          details: {
            languages: changeSet.languages.map((change) => ({
              language: change.language,
              added: change.added.length,
              changed: change.changed.length,
              removed: change.removed.length,
            })),
          },
        });
        return { ...changeSet, message: successMessages['translation:csv'] };
      });
    },
  };
}

export type TranslationFileService = ReturnType<typeof createTranslationFileService>;
