import { findLiveToken, issueToken } from '../accounts/tokens.ts';
import type { Database } from '../db/database.ts';
import { notFound } from '../shared/failures.ts';

/**
 * Shareable links to a role (POST /urlToken, GET /urlToken/{token}). Decision: a url token names a
 * role id and is read any number of times until it expires (a year); it grants nothing but that look-up.
 */
export function createUrlTokenService(db: Database) {
  return {
    async createForRole(roleId: number) {
      return { token: await issueToken(db, { purpose: 'url', payload: { roleId } }) };
    },

    async resolve(secret: string) {
      const row = await findLiveToken(db, secret, 'url');
      const roleId = row?.payload.roleId;
      if (typeof roleId !== 'number') throw notFound('The link');
      return { roleId };
    },
  };
}

export type UrlTokenService = ReturnType<typeof createUrlTokenService>;
