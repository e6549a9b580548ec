import { defineRoute, jsonReply } from './route.ts';

// Groups: named sets of an organisation's candidates a manager builds from searches (/api/v1/groups).

const tag = 'Groups';

/** One group of the organisation. */
export interface CandidateGroup {
  id: number;
  name: string;
  candidateCount: number;
  /** ISO 8601. */
  createdAt: string;
}

/** What adding a search's candidates to a group did: only new members are counted. */
export interface GroupAddition {
  groupId: number;
  added: number;
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
