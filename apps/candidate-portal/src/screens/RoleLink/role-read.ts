import { callRoute } from '@shortlist/api-client';
import { fetchPublicRole, resolveRoleUrlToken } from '@shortlist/domain/contract';
import type { PublicRead } from '../../app/public-read.ts';
import type { PublicRoleView } from '../../app/public-views.ts';

/** The role page's reply: the role with its status and whether it is taking applications now. */
export type RolePage = PublicRoleView & { status: string; open: boolean };

/**
 * The role a /job/{link} names. Decision: a link of digits is a role id (the careers list links so); any
 * other link is a shareable url token (POST /urlToken) that the API resolves to a role id.
 */
export async function resolveRoleId(
  link: string,
  resolveToken: (token: string) => Promise<{ roleId: number }>,
) {
  if (/^\d{1,10}$/.test(link)) return Number(link);
  return (await resolveToken(link)).roleId;
}

export function roleRead(key: string | null, link: string): PublicRead<RolePage | null> {
  return {
    key: `role:${key}:${link}`,
    load: async (api, signal) => {
      if (key === null) return null;
      const roleId = await resolveRoleId(link, (token) =>
        callRoute(api, resolveRoleUrlToken, { params: { token }, signal }),
      );
      const reply: unknown = await callRoute(api, fetchPublicRole, {
        params: { orgId: key, roleId },
        signal,
      });
      return reply as RolePage;
    },
  };
}
