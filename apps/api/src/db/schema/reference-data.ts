import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

/**
 * Every list a form picks from (§3 reference data types, universities, schools, subjects, degrees, modules,
 * countries, qualification types, grade systems): global when organization_id is null, else the organisation's.
 */
export const referenceItems = pgTable(
  'reference_items',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    value: text('value').notNull(),
    label: text('label').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    attributes: jsonb('attributes')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default({}),
    // A retired item stays on the records that chose it but is no longer offered in pick lists.
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (table) => [
    index('reference_items_organization_type_idx').on(table.organizationId, table.type, table.sortOrder),
    index('reference_items_type_label_idx').on(table.type, table.label),
    // One value per list, whatever its letter case, so two admins adding the same item cannot both win.
    uniqueIndex('reference_items_value_key').on(
      table.type,
      sql`coalesce(${table.organizationId}, 0)`,
      sql`lower(${table.value})`,
    ),
  ],
);

export const translations = pgTable(
  'translations',
  {
    id: serial('id').primaryKey(),
    language: text('language').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  // One translation per phrase and language, so an uploaded file replaces rather than adds.
  (table) => [uniqueIndex('translations_language_key').on(table.language, table.key)],
);
