import { tokenRequestValues } from '@shortlist/domain/constants';
import type { ApiCall } from './api-call.ts';

/**
 * The refresh grant (§7): POST /oauth/token with query refresh_token, grant_type, scope, client_id and no
 * body; its failure clears the credentials.
 */
export function buildRefreshCall(clientId: string, refreshToken: string): ApiCall {
  return {
    method: 'POST',
    area: 'base',
    path: '/oauth/token',
    query: {
      refresh_token: refreshToken,
      grant_type: tokenRequestValues.refreshGrant,
      scope: tokenRequestValues.scope,
      client_id: clientId,
    },
    clearCredentialsOnError: true,
  };
}
