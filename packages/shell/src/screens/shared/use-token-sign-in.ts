import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useShell, useShellStore } from '../../react/shell-context.ts';
import { useOnce } from './use-once.ts';

/** Which grant the address's token is: an emailed USER_TOKEN or an OAuth provider's token. */
export type TokenKind = 'userToken' | 'oauth';

/** Signs in once with the address's `?token=` (and `?partner=`), and says how it went. */
export function useTokenSignIn(kind: TokenKind) {
  const { login } = useShell();
  const [searchParams] = useSearchParams();
  const isLoggedIn = useShellStore(login, (state) => state.isLoggedIn);
  const token = searchParams.get('token')?.trim() || null;
  const [failed, setFailed] = useState(false);

  useOnce(token, (value) => {
    const state = login.getState();
    const partner = searchParams.get('partner');
    const signingIn =
      kind === 'oauth'
        ? state.signInWithOAuthToken(value, partner)
        : state.signInWithUserToken(value, partner);
    void signingIn.then((outcome) => setFailed(outcome !== 'signed-in'));
  });

  return { token, failed, isLoggedIn };
}
