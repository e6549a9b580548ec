import { describe, expect, it } from 'vitest';
import type { UserType } from '../enums/enumerations.ts';
import { userTypes } from '../enums/enumerations.ts';
import type { RoleSubject } from './user-roles.ts';
import { hasUserId, isAdmin, isCandidate, isManager, isManagerAdmin } from './user-roles.ts';

// userType -> [isAdmin, isManagerAdmin, isManager, isCandidate]
const roleTable: Record<UserType, readonly [boolean, boolean, boolean, boolean]> = {
  CANDIDATE: [false, false, false, true],
  ANONYMOUS_CANDIDATE: [false, false, false, true],
  HIRING_MANAGER: [false, false, true, false],
  HIRING_MANAGER_ADMIN: [true, true, true, false],
  ADMIN: [true, false, true, false],
};

const predicates = [isAdmin, isManagerAdmin, isManager, isCandidate] as const;

function rolesOf(user: RoleSubject | null | undefined): boolean[] {
  return predicates.map((predicate) => predicate(user));
}

describe('role predicates', () => {
  it.each(userTypes)('give %s with an id the roles of §6', (userType) => {
    expect(rolesOf({ id: 7, userType })).toEqual(roleTable[userType]);
  });

  it.each(userTypes)('give %s without an id no role at all', (userType) => {
    expect(rolesOf({ userType })).toEqual([false, false, false, false]);
    expect(rolesOf({ id: null, userType })).toEqual([false, false, false, false]);
  });

  it.each(userTypes)('give %s with id 0 no role (ids start at 1)', (userType) => {
    expect(rolesOf({ id: 0, userType })).toEqual([false, false, false, false]);
  });

  it.each([null, undefined, {}, { id: 3 }, { id: 3, userType: null }])('give %j no role', (user) => {
    expect(rolesOf(user)).toEqual([false, false, false, false]);
  });
});

describe('hasUserId', () => {
  it.each<[RoleSubject | null, boolean]>([
    [{ id: 1 }, true],
    [{ id: 42 }, true],
    [{ id: 0 }, false],
    [{ id: -1 }, false],
    [{ id: 1.5 }, false],
    [{ id: Number.NaN }, false],
    [{ id: null }, false],
    [{}, false],
    [null, false],
  ])('reads %j as having an id: %s', (user, expected) => {
    expect(hasUserId(user)).toBe(expected);
  });
});
