import { tokenRequestValues } from '@shortlist/domain/constants';
import { requestAccessToken } from '@shortlist/domain/contract';
import type { ApiCall } from './api-call.ts';

/**
 * The refresh grant (§7): the contract's POST /oauth/token with query refresh_token, grant_type, scope,
 * client_id and no body (the route's handler reads the query itself); its failure clears the credentials.
 */
export function buildRefreshCall(clientId: string, refreshToken: string): ApiCall {
  return {
    method: requestAccessToken.method,
    area: requestAccessToken.area,
    path: requestAccessToken.path,
    query: {
      refresh_token: refreshToken,
      grant_type: tokenRequestValues.refreshGrant,
      scope: tokenRequestValues.scope,
      client_id: clientId,
    },
    clearCredentialsOnError: true,
  };
}
