import { stageNames } from '@shortlist/domain/stages';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { candidates, organizations, roles, users } from '../db/schema/index.ts';
import { composeEmail } from '../messaging/composer.ts';
import type { Outbox } from '../messaging/outbox.ts';
import { formatTime } from '../messaging/templates/merge-data.ts';
import { issueOrganizationToken } from '../organizations/public-organizations.ts';
import { organizationTimeZone } from '../scheduling/organization-time-zone.ts';
import type { Settings } from '../settings.ts';
import { buildAppLink } from '../shared/app-links.ts';
import type { ScorecardRow } from './scorecard-rows.ts';

/** How long an outside assessor's link works. */
export const scorecardLinkLifetimeSeconds = 30 * 24 * 60 * 60;

/**
 * Emails the assessor of a scorecard ('scorecard-request' or 'scorecard-reminder'): a manager gets a link to the
 * candidate's record, an outside assessor a new link to this scorecard alone. The email never names the
 * candidate, who may be at a blind stage.
 */
export async function queueScorecardEmail(
  tx: Executor,
  outbox: Outbox,
  settings: Pick<Settings, 'publicUrl'>,
  row: ScorecardRow,
  key: 'scorecard-request' | 'scorecard-reminder',
): Promise<string | null> {
  const [context] = await tx
    .select({ organization: organizations, roleName: roles.name })
    .from(candidates)
    .innerJoin(organizations, eq(organizations.id, candidates.organizationId))
    .leftJoin(
      roles,
      and(eq(roles.organizationId, candidates.organizationId), eq(roles.id, candidates.roleId)),
    )
    .where(and(eq(candidates.organizationId, row.organizationId), eq(candidates.id, row.candidateId)));
  if (!context) return null;
  const { organization } = context;
  let recipient = row.assessorEmail;
  let path = `/manager/candidate/${row.candidateId}`;
  if (row.assessorUserId !== null) {
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, row.assessorUserId));
    recipient = user?.email ?? null;
  } else {
    const secret = await issueOrganizationToken(tx, {
      organizationId: row.organizationId,
      kind: 'scorecard',
      payload: { scorecardId: row.id },
      lifetimeSeconds: scorecardLinkLifetimeSeconds,
    });
    const query = new URLSearchParams({
      organization: organization.subdomain || String(organization.id),
      token: secret,
    });
    path = `/screen/scorecard?${query}`;
  }
  if (!recipient) return null;
  const message = await composeEmail(tx, row.organizationId, key, recipient, {
    organization: { name: organization.name },
    role: { name: context.roleName },
    stage: { name: stageNames[row.stageId as keyof typeof stageNames] ?? '' },
    ...(row.assessedAt
      ? {
          interview: {
            time: formatTime(row.assessedAt, organizationTimeZone(organization.defaultConfiguration)),
          },
        }
      : {}),
    link: buildAppLink(settings, path, organization),
  });
  await outbox.send(tx, message);
  return recipient;
}
