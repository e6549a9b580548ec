import type { Database } from '../../src/db/database.ts';
import {
  markingAnswers,
  markingAssignments,
  markingMarkers,
  markingQuestions,
  markingRounds,
} from '../../src/db/schema/index.ts';

// A started marking round of Hartwell's (issue 33) for the route-wide suites: its manager marks the application's
// answer, known by a fixed reference, so every marking route has a real record to name.

export const hartwellMarkingReference = 'tenancyAnswer01';

export async function seedMarkingRecords(
  db: Database,
  scope: {
    organizationId: number;
    roleId: number;
    stageId: number;
    applicationId: number;
    markerUserId: number;
  },
): Promise<{ markingRound: number; markingAnswer: string }> {
  const { organizationId } = scope;
  const [round] = await db
    .insert(markingRounds)
    .values({
      organizationId,
      roleId: scope.roleId,
      stageId: scope.stageId,
      name: 'Hartwell answers sift',
      status: 'marking',
      marksPerAnswer: 1,
      seed: 'tenancy-matrix',
      startedAt: new Date(),
    })
    .returning({ id: markingRounds.id });
  if (!round) throw new Error('seeding the marking round failed');
  const [question] = await db
    .insert(markingQuestions)
    .values({
      organizationId,
      roundId: round.id,
      fieldKey: 'whyUs',
      prompt: 'Why do you want to join us?',
      guide: { 1: 'Generic.', 3: 'Some reasons.', 5: 'Specific and evidenced.' },
    })
    .returning({ id: markingQuestions.id });
  if (!question) throw new Error('seeding the marking question failed');
  await db.insert(markingMarkers).values({ organizationId, roundId: round.id, userId: scope.markerUserId });
  const [answer] = await db
    .insert(markingAnswers)
    .values({
      organizationId,
      roundId: round.id,
      questionId: question.id,
      candidateId: scope.applicationId,
      reference: hartwellMarkingReference,
      withheldText: '[name] wrote about the merger and why it matters to clients.',
    })
    .returning({ id: markingAnswers.id });
  if (!answer) throw new Error('seeding the marking answer failed');
  await db
    .insert(markingAssignments)
    .values({ organizationId, roundId: round.id, answerId: answer.id, markerUserId: scope.markerUserId });
  return { markingRound: round.id, markingAnswer: hartwellMarkingReference };
}
