import type { BrandId } from '../brands/index.ts';
import { brands } from '../brands/index.ts';
import type { UserType } from '../enums/enumerations.ts';

/** §2 page titles. */
export const pageTitles = { candidate: 'Apply', manager: 'HR' } as const;

const managerTypes: readonly UserType[] = ['HIRING_MANAGER', 'HIRING_MANAGER_ADMIN', 'ADMIN'];

/** 'Apply' for candidates and visitors, 'HR' for managers and admins, after the brand's prefix if any. */
export function resolvePageTitle({
  userType,
  brand,
}: {
  readonly userType: UserType | null | undefined;
  readonly brand: BrandId;
}): string {
  const title = userType && managerTypes.includes(userType) ? pageTitles.manager : pageTitles.candidate;
  const prefix = brands[brand].titlePrefix;
  return prefix === null ? title : `${prefix} ${title}`;
}
