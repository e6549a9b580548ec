import { describe, expect, it } from 'vitest';
import type { UserType } from '../enums/enumerations.ts';
import type { AccountLayout } from './account-layout.ts';
import { resolveAccountLayout } from './account-layout.ts';

describe('resolveAccountLayout', () => {
  it.each<[UserType | null | undefined, AccountLayout]>([
    ['CANDIDATE', 'candidate'],
    ['ANONYMOUS_CANDIDATE', 'candidate'],
    ['HIRING_MANAGER_ADMIN', 'managerAdmin'],
    ['HIRING_MANAGER', 'manager'],
    ['ADMIN', 'admin'],
    [null, 'candidate'],
    [undefined, 'candidate'],
  ])('gives %s the %s layout', (userType, expected) => {
    expect(resolveAccountLayout(userType)).toBe(expected);
  });
});
