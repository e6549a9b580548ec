import { randomBytes } from 'node:crypto';
import { stageIds } from '@shortlist/domain/stages';
import type { Database } from '../../src/db/database.ts';
import { candidates, roles, stageHistory, users } from '../../src/db/schema/index.ts';
import { addInterviews, onDay } from './process-report-interviews.ts';

// A small hand-built hiring round for the process reports (EFFICIENCY, AGENCY, MARKETING, REJECTION): 40
// candidates of one new role, all applying on day 0, with known sources, moves (in days after applying) and
// interview bookings, so every figure the tests expect can be worked out by hand. The rejected give a reason
// (issue 32): five at interview 'interview-performance', five at screening 'online-test-result', and of the six
// at applied three 'academic-threshold' and three none (rejected before reasons were kept).

const { applied, atOnlineTest: screening, atInterview: interview, offerMade, rejected, withdrew } = stageIds;

interface Path {
  /** Moves as [from, to, on day]. */
  moves: [number, number, number][];
  sources: (string | null)[];
  /** The rejection reason of each, in the order of sources; none when absent. */
  reasons?: (string | null)[];
}

const paths: Record<string, Path> = {
  // Offer: two days in applied, five in screening, then 13, 15, 17, 19, 23 and 33 at interview.
  offer: {
    moves: [],
    sources: ['LinkedIn', 'LinkedIn', 'linkedin  ', 'Law fair', 'Law fair', 'Acme Recruitment Agency'],
  },
  interviewNow: {
    moves: [
      [applied, screening, 2],
      [screening, interview, 7],
    ],
    sources: ['LinkedIn', 'LinkedIn', 'Acme Recruitment Agency', 'Acme Recruitment Agency'],
  },
  rejectedAtInterview: {
    moves: [
      [applied, screening, 2],
      [screening, interview, 12],
      [interview, rejected, 16],
    ],
    sources: ['LinkedIn', 'LinkedIn', ...Array(3).fill('Acme Recruitment Agency')],
    reasons: Array(5).fill('interview-performance'),
  },
  screeningNow: { moves: [[applied, screening, 2]], sources: Array(3).fill('Law fair') },
  rejectedAtScreening: {
    moves: [
      [applied, screening, 2],
      [screening, rejected, 3],
    ],
    sources: Array(5).fill(null),
    reasons: Array(5).fill('online-test-result'),
  },
  withdrewAtScreening: {
    moves: [
      [applied, screening, 2],
      [screening, withdrew, 22],
    ],
    sources: Array(3).fill('Careers fair'),
  },
  rejectedAtApplied: {
    moves: [[applied, rejected, 1]],
    sources: Array(6).fill('LinkedIn'),
    reasons: [...Array(3).fill('academic-threshold'), ...Array(3).fill(null)],
  },
  appliedNow: { moves: [], sources: [...Array(5).fill('LinkedIn'), ...Array(3).fill('Law fair')] },
};

const offerDays = [20, 22, 24, 26, 30, 40];
const movesOf = (name: string, index: number): [number, number, number][] =>
  name === 'offer'
    ? [
        [applied, screening, 2],
        [screening, interview, 7],
        [interview, offerMade, offerDays[index] ?? 0],
      ]
    : (paths[name]?.moves ?? []);
const stageAfter = (moves: [number, number, number][]) => moves.at(-1)?.[1] ?? applied;

interface Person {
  source: string | null;
  moves: [number, number, number][];
  rejectionReasonId?: string | null;
}

/** A new role of the organisation with these people's applications and stage moves. */
async function addRole(db: Database, organizationId: number, people: Person[]) {
  const [role] = await db
    .insert(roles)
    .values({ organizationId, name: 'Process report role', roleType: 'LAW', status: 'LIVE' })
    .returning({ id: roles.id });
  const roleId = role?.id ?? 0;
  const label = randomBytes(4).toString('hex');
  const persons = await db
    .insert(users)
    .values(
      people.map((_, n) => ({
        email: `process-${label}-${n}@reports.test`,
        userType: 'CANDIDATE' as const,
        firstName: `Process${n}`,
        lastName: 'Report',
        candidateStatus: 'ACTIVE' as const,
      })),
    )
    .returning({ id: users.id });
  const rows = await db
    .insert(candidates)
    .values(
      people.map((person, n) => ({
        organizationId,
        userId: persons[n]?.id ?? 0,
        roleId,
        step: 4,
        status: 'ACTIVE' as const,
        stageId: stageAfter(person.moves),
        source: person.source,
        rejectionReasonId: person.rejectionReasonId ?? null,
        appliedAt: onDay(0),
      })),
    )
    .returning({ id: candidates.id });
  const ids = rows.map((row) => row.id);
  const history = people.flatMap((person, n) =>
    person.moves.map(([from, to, day]) => ({
      organizationId,
      candidateId: ids[n] ?? 0,
      fromStageId: from,
      toStageId: to,
      reason: 'process report world',
      createdAt: onDay(day),
    })),
  );
  if (history.length > 0) await db.insert(stageHistory).values(history);
  return { roleId, ids };
}

/** Adds the round to an organisation; returns its role's id. */
export async function addProcessReportWorld(db: Database, organizationId: number): Promise<number> {
  const people = Object.entries(paths).flatMap(([name, path]) =>
    path.sources.map((source, index) => ({
      source,
      moves: movesOf(name, index),
      rejectionReasonId: path.reasons?.[index] ?? null,
    })),
  );
  const { roleId, ids } = await addRole(db, organizationId, people);
  await addInterviews(db, {
    organizationId,
    roleId,
    interviewed: ids.slice(0, offerDays.length),
    notCounted: ids[6] ?? 0,
  });
  return roleId;
}

/** A role of three candidates, moved to screening 1, 2 and 3 days after applying: too few to show. */
export async function addSmallRound(db: Database, organizationId: number): Promise<number> {
  const moved = [1, 2, 3].map((day): Person => ({ source: 'LinkedIn', moves: [[applied, screening, day]] }));
  return (await addRole(db, organizationId, moved)).roleId;
}

/** The sources of the round after suppression: [key, applicants, hired, hire rate] (hand-counted). */
export const expectedSourceRows = [
  ['linkedin', 18, 'suppressed', 'withheld'],
  ['law fair', 8, 'suppressed', 'withheld'],
  ['acme recruitment agency', 6, 'suppressed', 'withheld'],
  // Five, withheld as the complement of the three of the careers fair.
  ['not-given', 'withheld', 0, 'withheld'],
  ['careers fair', 'suppressed', 0, 'withheld'],
  ['total', 40, 6, 0.15],
];
