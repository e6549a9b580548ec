import type { ApiClient } from '@shortlist/api-client';
import { callRoute, isPageLeftError } from '@shortlist/api-client';
import { fetchCurrentUser } from '@shortlist/domain/contract';
import type { Organization, User } from '@shortlist/domain/schemas';
import { applySectorVocabulary } from '@shortlist/i18n';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import type { LoadStatus } from './loading-store.ts';
import type { OrganizationSettings } from './organization-settings.ts';
import { defaultOrganizationSettings, readOrganizationSettings } from './organization-settings.ts';
import type { ProcessStore } from './process-store.ts';
import type { RootStorage } from './root-storage.ts';

// §4 User load and §7 GET /user: the signed-in user and their organisation, whose settings apply at once.

/** The i18next instance of an app (from `createI18n`). */
export type I18nInstance = Parameters<typeof applySectorVocabulary>[0];

export type UserState = {
  readonly user: User | null;
  readonly organization: Organization | null;
  readonly settings: OrganizationSettings;
  readonly status: LoadStatus;
  /** GET /user: loading, then success or error; on error the auth info is cleared. */
  loadUser(options?: { cookieRequested?: boolean }): Promise<User | null>;
  /** Takes a user the API answered (after PUT /user, for example) and applies its organisation. */
  setUser(user: User): void;
  /** Logout: forgets the user and the organisation. */
  clear(): void;
};

export type UserStoreOptions = {
  api: ApiClient;
  process: ProcessStore;
  root: RootStorage;
  /** When given, the organisation's sector wording is applied to it. */
  i18n?: I18nInstance | null;
  /** Called after a failed load has cleared the auth info (the login state follows). */
  onLoadFailed?: () => void;
};

export const userPart = 'user';

export function createUserStore({ api, process, root, i18n = null, onLoadFailed }: UserStoreOptions) {
  // Each load and each clear takes a new number, so a reply that arrives after a logout is dropped.
  let generation = 0;

  return createStore<UserState>()(
    persist(
      (set, get) => {
        function apply(user: User) {
          const organization = user.organization ?? null;
          const settings = readOrganizationSettings(organization);
          if (i18n !== null) applySectorVocabulary(i18n, settings.sectorKind);
          // §7: a configured session timeout drops the refresh token, so the session ends after that idle time.
          if (settings.sessionTimeoutMinutes !== null)
            api.session.clearRefreshToken(settings.sessionTimeoutMinutes);
          set({ user, organization, settings, status: 'success' });
        }

        return {
          user: null,
          organization: null,
          settings: defaultOrganizationSettings,
          status: 'idle',
          async loadUser({ cookieRequested = false } = {}) {
            const current = ++generation;
            set({ status: 'loading' });
            process.getState().start('user:load');
            try {
              const user = await callRoute(api, fetchCurrentUser, { query: { cookieRequested } });
              if (current !== generation) return null;
              apply(user);
              process.getState().succeed('user:load');
              return user;
            } catch (error) {
              if (current !== generation) return null;
              // The page is being left: the next page loads the user itself, with the session intact.
              if (isPageLeftError(error)) return null;
              api.session.clear();
              set({ status: 'error' });
              process.getState().fail('user:load', error);
              onLoadFailed?.();
              return null;
            }
          },
          setUser(user) {
            generation += 1;
            apply(user);
          },
          clear() {
            generation += 1;
            if (i18n !== null && get().organization !== null) {
              applySectorVocabulary(i18n, defaultOrganizationSettings.sectorKind);
            }
            set({ user: null, organization: null, settings: defaultOrganizationSettings, status: 'idle' });
          },
        };
      },
      {
        name: userPart,
        storage: root.part(),
        // Decision: only the user is kept; the organisation and its settings are derived from it again.
        partialize: ({ user }) => ({ user }),
        merge: (persisted, current) => {
          const user = (persisted as { user?: User | null } | undefined)?.user ?? null;
          if (user === null) return current;
          const organization = user.organization ?? null;
          return { ...current, user, organization, settings: readOrganizationSettings(organization) };
        },
        onRehydrateStorage: () => (state) => {
          if (state && i18n !== null) applySectorVocabulary(i18n, state.settings.sectorKind);
        },
      },
    ),
  );
}

export type UserStore = ReturnType<typeof createUserStore>;
