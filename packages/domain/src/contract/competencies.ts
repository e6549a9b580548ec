import { defineRoute, emptyReply, jsonReply } from './route.ts';

// Issue 33: an organisation's competency framework and the interview kits of each role's stages. Any manager
// of the organisation reads both and writes kits; manager admins change the framework. Every change is audited.

const tag = 'Competencies and interview kits';

/** What a rating of 1 to 5 looks like: 1, 3 and 5 always, 2 and 4 where the firm says. */
export type CompetencyGuide = Partial<Record<'1' | '2' | '3' | '4' | '5', string>>;

export interface Competency {
  id: number;
  name: string;
  description: string;
  guide: CompetencyGuide;
  position: number;
  /** A retired competency is no longer offered for kits; ratings already given keep it. */
  retired: boolean;
  updatedAt: string;
}

export interface InterviewKitQuestion {
  key: string;
  prompt: string;
  followUps: string[];
  goodAnswer: string;
  competencyIds: number[];
  minutes: number;
}

export interface InterviewKit {
  id: number;
  roleId: number;
  stageId: number;
  name: string;
  introduction: string;
  competencyIds: number[];
  questions: InterviewKitQuestion[];
  /** The questions' minutes together. */
  totalMinutes: number;
  updatedAt: string;
  /** Who last changed it; null once they have left. */
  updatedBy: string | null;
}

/** Which competencies a stage's kits assess. */
export interface StageCoverage {
  stageId: number;
  competencyIds: number[];
}

/** GET /organization/{orgId}/roles/{roleId}/kits: the role's kits, and which stage covers which competency. */
export interface RoleKits {
  roleId: number;
  roleName: string;
  kits: InterviewKit[];
  /** The assessed stages of the pipeline (and any other stage a kit is on), in order. */
  coverage: StageCoverage[];
  /** Competencies of the framework (not retired) that no stage's kit assesses. */
  uncoveredCompetencyIds: number[];
}

export const listCompetencies = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/organization/{orgId}/competencies',
  summary: 'The organisation’s competencies with their rating guides, in order, retired ones included.',
  tag,
  params: 'competenciesParamsSchema',
  reply: jsonReply<Competency[]>(),
});

export const addCompetency = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/organization/{orgId}/competencies',
  summary: 'Adds a competency with its 1-5 guide (manager admins).',
  tag,
  params: 'competenciesParamsSchema',
  body: 'competencyCreateSchema',
  reply: jsonReply<Competency>(),
});

export const updateCompetency = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/organization/{orgId}/competencies/{competencyId}',
  summary: 'Edits, retires or brings back a competency (manager admins).',
  tag,
  params: 'competencyParamsSchema',
  body: 'competencyUpdateSchema',
  reply: jsonReply<Competency>(),
});

export const reorderCompetencies = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/organization/{orgId}/competency-order',
  summary: 'Puts the competencies in a new order (manager admins).',
  tag,
  params: 'competenciesParamsSchema',
  body: 'competencyOrderSchema',
  reply: jsonReply<Competency[]>(),
});

export const listRoleKits = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/organization/{orgId}/roles/{roleId}/kits',
  summary: 'The role’s interview kits by stage, and which competencies each stage covers and none does.',
  tag,
  params: 'roleKitsParamsSchema',
  reply: jsonReply<RoleKits>(),
});

export const addRoleKit = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/organization/{orgId}/roles/{roleId}/kits',
  summary: 'Adds an interview kit to a stage of the role.',
  tag,
  params: 'roleKitsParamsSchema',
  body: 'interviewKitBodySchema',
  reply: jsonReply<InterviewKit>(),
});

export const updateRoleKit = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/organization/{orgId}/roles/{roleId}/kits/{kitId}',
  summary: 'Replaces an interview kit of the role.',
  tag,
  params: 'roleKitParamsSchema',
  body: 'interviewKitBodySchema',
  reply: jsonReply<InterviewKit>(),
});

export const deleteRoleKit = defineRoute({
  method: 'DELETE',
  area: 'authenticated',
  path: '/organization/{orgId}/roles/{roleId}/kits/{kitId}',
  summary: 'Removes an interview kit of the role; scorecards made with it keep their ratings.',
  tag,
  params: 'roleKitParamsSchema',
  reply: emptyReply,
});
