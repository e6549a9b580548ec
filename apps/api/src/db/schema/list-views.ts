import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { organizationId } from './organizations.ts';
import { roles } from './roles.ts';
import { users } from './users.ts';

/**
 * A manager's named, reusable view of a candidate list (issue 12): the list it belongs to, the role for a
 * role's list, and the address query that holds its tab, filters, sort and page size.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    listKey: text('list_key').notNull(),
    roleId: integer('role_id'),
    query: text('query').notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    foreignKey({
      name: 'saved_searches_role_id_fk',
      columns: [table.organizationId, table.roleId],
      foreignColumns: [roles.organizationId, roles.id],
    }).onDelete('cascade'),
    uniqueIndex('saved_searches_name_idx').on(table.organizationId, table.userId, table.listKey, table.name),
    index('saved_searches_user_idx').on(table.organizationId, table.userId),
  ],
);

/** The columns a user chose for a candidate list, in their order (issue 12: "columns chosen and ordered"). */
export const listColumns = pgTable(
  'list_columns',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listKey: text('list_key').notNull(),
    columns: text('columns').array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.listKey] })],
);
