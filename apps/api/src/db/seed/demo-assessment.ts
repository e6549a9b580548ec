import { stageIds } from '@shortlist/domain/stages';
import type { SectorKind } from '@shortlist/domain/vocabulary';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../database.ts';
import type { KitQuestion, RatingGuide } from '../schema/assessment.ts';
import { competencies, interviewKits, roles } from '../schema/index.ts';

// Issue 33: each demo organisation's competency framework, and Hartwell's training-contract interview kit.

interface DemoCompetency {
  name: string;
  description: string;
  guide: RatingGuide;
}

const lawFirmFramework: readonly DemoCompetency[] = [
  {
    name: 'Commercial awareness',
    description: 'Understands how clients make money and how the law and the market shape their decisions.',
    guide: {
      '1': 'Talks about the firm or a deal only in general terms; cannot link a legal issue to a client’s business.',
      '3': 'Explains a current business story and its effect on a client sector; sees some commercial risks.',
      '5': 'Weighs the client’s commercial aims, risks and costs together and suggests a practical, priced way forward.',
    },
  },
  {
    name: 'Written communication',
    description: 'Writes clearly, accurately and persuasively for the reader in front of them.',
    guide: {
      '1': 'Errors of spelling or grammar; the point is buried or missing.',
      '3': 'Clear and correct; structured, though the reader must work to find the conclusion.',
      '5': 'Leads with the answer, plain English throughout, precise on the detail a client or partner needs.',
    },
  },
  {
    name: 'Analysis',
    description: 'Breaks a problem into its issues, weighs the evidence and reaches a reasoned conclusion.',
    guide: {
      '1': 'Restates the facts; misses the key issue or jumps to a conclusion without reasons.',
      '3': 'Identifies the main issues and weighs most of the evidence; the conclusion follows.',
      '5': 'Spots the issue others miss, tests assumptions and reaches a conclusion with its limits stated.',
    },
  },
  {
    name: 'Teamwork',
    description: 'Works with others towards a shared result, giving and taking credit fairly.',
    guide: {
      '1': 'Works alone or talks over others; the example is about personal credit.',
      '3': 'Contributes, listens and supports the group; shares a fair example of a team result.',
      '5': 'Draws out quieter colleagues, resolves friction and puts the team’s result first, with evidence.',
    },
  },
  {
    name: 'Resilience',
    description: 'Keeps performing under pressure and learns from setbacks.',
    guide: {
      '1': 'Becomes defensive under challenge; no example of recovering from a setback.',
      '3': 'Stays composed when challenged; describes a setback and what they did next.',
      '5': 'Welcomes challenge, adapts the approach and shows what a setback changed in how they work.',
    },
  },
];

const defaultFramework: readonly DemoCompetency[] = [
  {
    name: 'Problem solving',
    description: 'Works out what the problem is and finds a sound way to solve it.',
    guide: {
      '1': 'Does not identify the problem, or proposes an answer without reasons.',
      '3': 'Identifies the problem and a workable solution with its main trade-offs.',
      '5': 'Frames the problem precisely, compares options and chooses with clear reasoning.',
    },
  },
  {
    name: 'Communication',
    description: 'Explains ideas clearly, listens, and adapts to the audience.',
    guide: {
      '1': 'Hard to follow; does not answer the question asked.',
      '3': 'Clear and relevant; checks the listener has understood.',
      '5': 'Concise, well structured and pitched exactly to the audience.',
    },
  },
  {
    name: 'Teamwork',
    description: 'Works with others towards a shared result.',
    guide: {
      '1': 'Examples are about working alone or personal credit.',
      '3': 'Contributes and supports others in a team result.',
      '5': 'Brings the team together and puts the shared result first, with evidence.',
    },
  },
  {
    name: 'Motivation',
    description: 'Knows why they want this role and this organisation.',
    guide: {
      '1': 'Generic reasons that would suit any employer.',
      '3': 'Specific reasons tied to the role and what they have done to learn about it.',
      '5': 'Compelling, researched reasons backed by their own choices and experience.',
    },
  },
];

/** Questions of the training-contract interview, by the competency names they assess. */
const trainingContractQuestions: readonly (Omit<KitQuestion, 'competencyIds'> & {
  competencies: string[];
})[] = [
  {
    key: 'business-story',
    prompt:
      'Tell us about a business story you have followed recently and what it means for one of our clients.',
    followUps: ['Which of our practice areas would be involved?', 'What would the client worry about most?'],
    goodAnswer:
      'A specific story; the client sector affected; the legal work it creates; a commercial risk and a practical response.',
    competencies: ['Commercial awareness', 'Analysis'],
    minutes: 10,
  },
  {
    key: 'written-exercise-debrief',
    prompt: 'Walk us through the memo you wrote this morning: what did you decide to leave out, and why?',
    followUps: ['If the partner had one minute, what would you tell them?'],
    goodAnswer: 'Leads with the conclusion; explains the reader’s needs; shows judgement about detail.',
    competencies: ['Written communication', 'Analysis'],
    minutes: 10,
  },
  {
    key: 'team-result',
    prompt: 'Describe a time a team you were in was not working well. What did you do?',
    followUps: ['What would the others say you did?', 'What would you do differently?'],
    goodAnswer: 'A real situation; their own actions; listening and resolving friction; the team’s result.',
    competencies: ['Teamwork'],
    minutes: 8,
  },
  {
    key: 'setback',
    prompt: 'Tell us about a setback that mattered to you and how you responded.',
    followUps: ['What changed in how you work afterwards?'],
    goodAnswer: 'Owns the setback; a constructive response; a lasting change in approach.',
    competencies: ['Resilience'],
    minutes: 7,
  },
];

/** Seeds every demo organisation's competencies and the law firm's training-contract interview kit. */
export async function seedAssessment(
  tx: Executor,
  organizations: readonly { id: number; sectorKind: SectorKind }[],
): Promise<void> {
  for (const organization of organizations) {
    const framework = organization.sectorKind === 'LAW_FIRM' ? lawFirmFramework : defaultFramework;
    const rows = await tx
      .insert(competencies)
      .values(framework.map((each, position) => ({ organizationId: organization.id, position, ...each })))
      .returning({ id: competencies.id, name: competencies.name });
    if (organization.sectorKind !== 'LAW_FIRM') continue;
    const [role] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.organizationId, organization.id), eq(roles.name, 'Training Contract 2028')));
    if (!role) continue;
    const idOf = (name: string) => rows.find((row) => row.name === name)?.id ?? 0;
    await tx.insert(interviewKits).values({
      organizationId: organization.id,
      roleId: role.id,
      stageId: stageIds.atInterview,
      name: 'Training contract interview',
      introduction:
        'Two interviewers, 35 minutes. Welcome the candidate, explain that each of you will take notes and score independently, and leave five minutes for their questions.',
      competencyIds: rows.map((row) => row.id),
      questions: trainingContractQuestions.map(({ competencies: names, ...question }) => ({
        ...question,
        competencyIds: names.map(idOf),
      })),
    });
  }
}
