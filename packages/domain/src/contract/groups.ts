import type { SearchFilter } from '../schemas/index.ts';
import { defineRoute, emptyReply, jsonReply } from './route.ts';

// Groups: named sets of an organisation's candidates a manager builds from searches (/api/v1/groups).

const tag = 'Groups';

/** One group of the organisation. */
export interface CandidateGroup {
  id: number;
  name: string;
  candidateCount: number;
  /** ISO 8601. */
  createdAt: string;
  /** A smart group's filter (its members are what it finds); null for a group built by hand. */
  filter: SearchFilter | null;
  /** ISO 8601: when a smart group was last brought up to date. */
  refreshedAt: string | null;
}

/** What refreshing a smart group changed. */
export interface GroupRefresh {
  groupId: number;
  added: number;
  removed: number;
  candidateCount: number;
}

/** What adding a search's candidates to a group did: only new members are counted. */
export interface GroupAddition {
  groupId: number;
  added: number;
}

/** What taking a search's candidates out of a group did: only members are counted. */
export interface GroupRemoval {
  groupId: number;
  removed: number;
}

export const listGroups = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/groups',
  summary: 'The organisation’s candidate groups, by name, with how many candidates each holds.',
  tag,
  reply: jsonReply<CandidateGroup[]>(),
});

export const createGroup = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/groups',
  summary: 'Creates a candidate group; its name is unique in the organisation.',
  tag,
  body: 'groupCreateBodySchema',
  reply: jsonReply<CandidateGroup>(),
});

export const addCandidatesToGroupByFilter = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/groups/{id}/candidates/filter',
  summary: 'Adds every candidate the filter finds, less its unselectedIds, to the group.',
  tag,
  params: 'groupParamsSchema',
  body: 'searchFilterSchema',
  reply: jsonReply<GroupAddition>(),
});

export const renameGroup = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/groups/{id}',
  summary: 'Renames a group; its name stays unique in the organisation.',
  tag,
  params: 'groupParamsSchema',
  body: 'groupRenameBodySchema',
  reply: jsonReply<CandidateGroup>(),
});

export const deleteGroup = defineRoute({
  method: 'DELETE',
  area: 'authenticated',
  path: '/groups/{id}',
  summary: 'Deletes a group; its candidates stay.',
  tag,
  params: 'groupParamsSchema',
  reply: emptyReply,
});

export const removeCandidatesFromGroup = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/groups/{id}/candidates/remove',
  summary: 'Takes every candidate the filter finds, less its unselectedIds, out of the group.',
  tag,
  params: 'groupParamsSchema',
  body: 'searchFilterSchema',
  reply: jsonReply<GroupRemoval>(),
});

export const refreshGroup = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/groups/{id}/refresh',
  summary: 'Brings a smart group up to date with its filter (§8 "Group refreshed").',
  tag,
  params: 'groupParamsSchema',
  reply: jsonReply<GroupRefresh>(),
});
