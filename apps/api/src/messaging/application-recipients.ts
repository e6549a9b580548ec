import type { SQL } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { candidates, roles, users } from '../db/schema/index.ts';
import { contactEmailColumn } from '../shared/contact-email.ts';

/**
 * The people behind applications with what their messages need: address, channels and the data merged in
 * (names, role, deadline, stage), for senders that compose in Node (bulk stage moves queue theirs in SQL:
 * unrendered-messages.ts).
 */
export function selectApplicationRecipients(executor: Executor, where: SQL | undefined) {
  return executor
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: contactEmailColumn,
      mobile: users.mobile,
      channels: users.contactChannels,
      anonymised: users.anonymised,
      roleName: roles.name,
      deadline: roles.deadline,
      stageId: candidates.stageId,
    })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .leftJoin(roles, eq(roles.id, candidates.roleId))
    .where(where);
}
