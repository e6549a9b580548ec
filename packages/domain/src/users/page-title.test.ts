import { describe, expect, it } from 'vitest';
import type { BrandId } from '../brands/index.ts';
import type { UserType } from '../enums/enumerations.ts';
import { resolvePageTitle } from './page-title.ts';

describe('resolvePageTitle', () => {
  it.each<[UserType | null, BrandId, string]>([
    ['CANDIDATE', 'portal', 'Apply'],
    ['ANONYMOUS_CANDIDATE', 'cms', 'Apply'],
    [null, 'portal', 'Apply'],
    ['HIRING_MANAGER', 'portal', 'HR'],
    ['HIRING_MANAGER_ADMIN', 'cms', 'HR'],
    ['ADMIN', 'portal', 'HR'],
    ['CANDIDATE', 'lateral', 'Lateral Apply'],
    ['HIRING_MANAGER', 'lateral', 'Lateral HR'],
    [null, 'contextual', 'Context Apply'],
    ['ADMIN', 'contextual', 'Context HR'],
    ['CANDIDATE', 'connect', 'Connect Apply'],
    ['HIRING_MANAGER_ADMIN', 'connect', 'Connect HR'],
  ])('titles a %s page on %s %j', (userType, brand, expected) => {
    expect(resolvePageTitle({ userType, brand })).toBe(expected);
  });
});
