import { events } from '../../src/db/schema/index.ts';
import { organizationOf } from './scheduling-fixtures.ts';
import type { TestApp } from './test-app.ts';

const day = 86_400_000;

/** An event of the organisation, two hours long a week from now unless `fields` say otherwise. */
export async function addEvent(
  t: TestApp,
  subdomain: string,
  fields: Partial<typeof events.$inferInsert> = {},
) {
  const organization = await organizationOf(t, subdomain);
  const startsAt = fields.startsAt ?? new Date(Date.now() + 7 * day);
  const [row] = await t.db
    .insert(events)
    .values({
      organizationId: organization.id,
      name: 'Open evening',
      eventType: 'OPEN_DAY',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * 3_600_000),
      ...fields,
    })
    .returning();
  if (!row) throw new Error('no event');
  return row;
}
