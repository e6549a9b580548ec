import { tokenRequestValues } from '@shortlist/domain/constants';
import { requestAccessToken } from '@shortlist/domain/contract';
import type { ApiCall } from './api-call.ts';

/**
 * The refresh grant (§7): the contract's POST /oauth/token with refresh_token, grant_type, scope and
 * client_id as its multipart body. Decision: the body, not the query §7 names, since an address is written to
 * logs and history (the API refuses a refresh token in the query); its failure clears the credentials.
 */
export function buildRefreshCall(clientId: string, refreshToken: string): ApiCall {
  const form = new FormData();
  form.append('refresh_token', refreshToken);
  form.append('grant_type', tokenRequestValues.refreshGrant);
  form.append('scope', tokenRequestValues.scope);
  form.append('client_id', clientId);
  return {
    method: requestAccessToken.method,
    area: requestAccessToken.area,
    path: requestAccessToken.path,
    form,
    clearCredentialsOnError: true,
  };
}
