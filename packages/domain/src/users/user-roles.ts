import type { UserType } from '../enums/enumerations.ts';

/** The part of a user the role rules of §6 read. */
export type RoleSubject = { readonly id?: number | null; readonly userType?: UserType | null };

const adminTypes: readonly UserType[] = ['ADMIN', 'HIRING_MANAGER_ADMIN'];
const managerTypes: readonly UserType[] = ['HIRING_MANAGER', 'HIRING_MANAGER_ADMIN', 'ADMIN'];
const candidateTypes: readonly UserType[] = ['CANDIDATE', 'ANONYMOUS_CANDIDATE'];

/**
 * §6: a user must have an id to count in any role.
 * Decision: an id is a positive integer; 0 is treated as "no id", as the stored ids start at 1.
 */
export function hasUserId(user: RoleSubject | null | undefined): boolean {
  const id = user?.id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0;
}

function isOneOf(user: RoleSubject | null | undefined, types: readonly UserType[]): boolean {
  const userType = user?.userType;
  return hasUserId(user) && userType !== undefined && userType !== null && types.includes(userType);
}

/** ADMIN, and HIRING_MANAGER_ADMIN which has admin rights too (§6). */
export function isAdmin(user: RoleSubject | null | undefined): boolean {
  return isOneOf(user, adminTypes);
}

export function isManagerAdmin(user: RoleSubject | null | undefined): boolean {
  return isOneOf(user, ['HIRING_MANAGER_ADMIN']);
}

/** HIRING_MANAGER, and the admin roles, which also count as managers (§6). */
export function isManager(user: RoleSubject | null | undefined): boolean {
  return isOneOf(user, managerTypes);
}

export function isCandidate(user: RoleSubject | null | undefined): boolean {
  return isOneOf(user, candidateTypes);
}
