import type { ApiClient, SignInResult } from '@shortlist/api-client';
import {
  signInWithOAuthToken,
  signInWithPassword,
  signInWithUserToken,
  signOut,
} from '@shortlist/api-client';
import { delays } from '@shortlist/domain/constants';
import type { StoreApi } from 'zustand/vanilla';
import { createStore } from 'zustand/vanilla';
import type { LogoutOptions } from './logout-redirect.ts';
import { resolveLogoutRedirect } from './logout-redirect.ts';
import type { ProcessError } from './process-error.ts';
import { toProcessError } from './process-error.ts';
import type { ProcessStore } from './process-store.ts';
import type { RouterLocation } from './router-store.ts';

// §3 Login state and §4 Login and Logout. The api-client saves the session with its expiry and keeps the
// remembered-device cookie (it also forgets it on 'Invalid login cookie.'); this store is what screens see.

/** Why the one-time-code step shows: the server asked (206), or it refused this device's cookie. */
export type LoginData = {
  readonly username: string;
  readonly reason: 'code-required' | 'invalid-login-cookie';
  /** The server's wording of the request, if any. */
  readonly description: string | null;
};

export type LoginOutcome = 'signed-in' | 'otp-required' | 'failed';

export type PasswordCredentials = { username: string; password: string; partner?: string | null };

export type LoginState = {
  readonly isLoggedIn: boolean;
  readonly loading: boolean;
  readonly errors: ProcessError | null;
  /** The one-time-code step is showing. */
  readonly setOtp: boolean;
  readonly data: LoginData | null;
  signInWithPassword(credentials: PasswordCredentials): Promise<LoginOutcome>;
  /** The code of the one-time-code step, sent with the credentials of the first step. */
  submitOtp(otp: string): Promise<LoginOutcome>;
  signInWithUserToken(token: string, partner?: string | null): Promise<LoginOutcome>;
  signInWithOAuthToken(token: string, partner?: string | null): Promise<LoginOutcome>;
  /** Back from the one-time-code step to the first one. */
  cancelOtp(): void;
  /** §4 Logout: clears the session state everywhere, revokes the token, then optionally redirects. */
  logout(options?: LogoutOptions): Promise<void>;
  /** The auth info was cleared elsewhere (a failed user load): signed out, nothing else. */
  signedOut(): void;
};

export type LoginStore = StoreApi<LoginState>;

export type LoginStoreOptions = {
  api: ApiClient;
  process: ProcessStore;
  navigate: (url: string) => void;
  /** The current location, read at logout for the return target. */
  getLocation: () => RouterLocation | null;
  /** After a sign-in: loads the user. */
  onSignedIn?: () => Promise<unknown> | undefined;
  /** At logout: clears the other session stores (user, organisation, router, process, menus...). */
  onLoggedOut?: () => void;
  redirectDelayMs?: number;
};

const signedOutState = {
  isLoggedIn: false,
  loading: false,
  errors: null,
  setOtp: false,
  data: null,
} as const;

/** What a sign-in call answered, as far as this store cares. */
type Answer = { status: 'signed-in' } | Extract<SignInResult, { status: 'otp-required' }>;

export function createLoginStore(options: LoginStoreOptions) {
  const { api, process, navigate, getLocation } = options;
  const redirectDelayMs = options.redirectDelayMs ?? delays.redirectAfterLogout;
  // The first step's credentials, kept out of the state (never rendered, never persisted) for the code step.
  let pending: PasswordCredentials | null = null;
  let redirectTimer: ReturnType<typeof setTimeout> | null = null;

  const store = createStore<LoginState>()((set, get) => {
    async function attempt(
      key: 'login' | 'otp',
      username: string | null,
      signIn: () => Promise<Answer>,
    ): Promise<LoginOutcome> {
      set({ loading: true, errors: null });
      process.getState().start(key);
      let result: Answer;
      try {
        result = await signIn();
      } catch (error) {
        set({ loading: false, errors: toProcessError(error) });
        process.getState().fail(key, error);
        return 'failed';
      }
      process.getState().succeed(key);
      if (result.status === 'otp-required') {
        set({
          loading: false,
          setOtp: true,
          data: { username: username ?? '', reason: result.reason, description: result.description },
        });
        return 'otp-required';
      }
      pending = null;
      set({ isLoggedIn: true, setOtp: false, data: null });
      await options.onSignedIn?.();
      set({ loading: false });
      // A failed user load has signed the user out again.
      return get().isLoggedIn ? 'signed-in' : 'failed';
    }

    const signedInWith = (signIn: () => Promise<unknown>) => async (): Promise<Answer> => {
      await signIn();
      return { status: 'signed-in' };
    };

    return {
      ...signedOutState,
      isLoggedIn: api.session.isLoggedIn(),
      signInWithPassword(credentials) {
        pending = credentials;
        return attempt('login', credentials.username, () => signInWithPassword(api, credentials));
      },
      async submitOtp(otp) {
        const credentials = pending;
        if (credentials === null) return 'failed';
        return attempt('otp', credentials.username, () => signInWithPassword(api, { ...credentials, otp }));
      },
      signInWithUserToken(token, partner) {
        pending = null;
        return attempt(
          'login',
          null,
          signedInWith(() => signInWithUserToken(api, token, partner)),
        );
      },
      signInWithOAuthToken(token, partner) {
        pending = null;
        return attempt(
          'login',
          null,
          signedInWith(() => signInWithOAuthToken(api, token, partner)),
        );
      },
      cancelOtp() {
        pending = null;
        set({ setOtp: false, data: null, errors: null });
      },
      async logout(logoutOptions = {}) {
        // Read before the router forgets it.
        const redirect = resolveLogoutRedirect(logoutOptions, getLocation());
        pending = null;
        set(signedOutState);
        options.onLoggedOut?.();
        if (redirectTimer !== null) clearTimeout(redirectTimer);
        redirectTimer = null;
        if (redirect !== null) {
          redirectTimer = setTimeout(() => {
            redirectTimer = null;
            navigate(redirect);
          }, redirectDelayMs);
        }
        // Revokes the token on the server (a system logout has nothing left to revoke) and clears it here.
        await signOut(api);
      },
      signedOut() {
        pending = null;
        set(signedOutState);
      },
    };
  });

  return Object.assign(store, {
    /** Cancels a pending logout redirect. */
    dispose() {
      if (redirectTimer !== null) clearTimeout(redirectTimer);
      redirectTimer = null;
    },
  });
}
