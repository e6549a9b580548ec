import type { UserType } from '../enums/enumerations.ts';
import type { LayoutName } from './layouts.ts';

export type AccountLayout = Extract<LayoutName, 'candidate' | 'managerAdmin' | 'manager' | 'admin'>;

const accountLayouts: Partial<Record<UserType, AccountLayout>> = {
  HIRING_MANAGER_ADMIN: 'managerAdmin',
  HIRING_MANAGER: 'manager',
  ADMIN: 'admin',
};

/**
 * §2: the /account and /settings layout follows user type; CANDIDATE is the default, so
 * ANONYMOUS_CANDIDATE and a missing type also get the candidate layout.
 */
export function resolveAccountLayout(userType: UserType | null | undefined): AccountLayout {
  return (userType && accountLayouts[userType]) ?? 'candidate';
}
