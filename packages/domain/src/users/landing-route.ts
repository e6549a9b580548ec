import type { BrandId } from '../brands/index.ts';
import type { RoleSubject } from './user-roles.ts';
import { hasUserId, isCandidate, isManager } from './user-roles.ts';

export const landingRoutes = {
  applications: '/applications',
  profileCreate: '/profile/create',
  managerSearch: '/manager/search',
  managerRoles: '/manager/roles',
  login: '/login',
  signup: '/signup',
  roles: '/roles',
} as const;
export type LandingRoute = (typeof landingRoutes)[keyof typeof landingRoutes];

/** The variant whose managers land on search rather than on the roles list (§2). */
export const searchLandingBrand = 'lateral' satisfies BrandId;
/** The signup variant: visitors who are not signed in land on /signup there (§2). */
export const signupLandingBrand = 'connect' satisfies BrandId;

export type LandingInput = {
  readonly user: RoleSubject | null | undefined;
  readonly applications?: readonly { readonly role?: unknown }[] | null;
  readonly brand: BrandId;
};

/**
 * Where a user lands (§2, §6). Candidates: /applications when an application has a role, else
 * /profile/create. Managers, admins and manager-admins: /manager/search on the lateral brand, else
 * /manager/roles. Visitors who are not signed in: /signup on the connect brand, else /login.
 * Decision: /roles, "the default entry for other visitors", is for signed-in users in none of the roles
 * (a user with an id but no known user type), the only visitors the two rules above leave over.
 */
export function resolveLandingRoute({ user, applications, brand }: LandingInput): LandingRoute {
  if (isCandidate(user)) {
    const hasRole = (applications ?? []).some((application) => application.role != null);
    return hasRole ? landingRoutes.applications : landingRoutes.profileCreate;
  }
  if (isManager(user)) {
    return brand === searchLandingBrand ? landingRoutes.managerSearch : landingRoutes.managerRoles;
  }
  if (!hasUserId(user)) return brand === signupLandingBrand ? landingRoutes.signup : landingRoutes.login;
  return landingRoutes.roles;
}
