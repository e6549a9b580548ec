import type { UserType } from '@shortlist/domain/enums';

export const appKinds = ['candidate', 'manager', 'admin'] as const;
export type AppKind = (typeof appKinds)[number];

/**
 * The user type the page title follows. Decision: a visitor (no user yet) reads the title of the app they
 * are in, so the manager and admin sign-in pages say 'HR'.
 */
export function titleUserType(app: AppKind, userType: UserType | null | undefined): UserType | null {
  if (userType) return userType;
  return app === 'candidate' ? null : 'HIRING_MANAGER';
}
