import { stageGroups, stageIds } from '@shortlist/domain/stages';
import type { Opened } from './engines.ts';

// The generated candidates have no stage history or interview bookings; the process reports measure both,
// so the bench gives its organisation's candidates a history fitting where they stand, and bookings.

const list = (ids: readonly number[]) => `(${ids.join(', ')})`;
const exits = list([stageIds.rejected, stageIds.withdrew]);
const laterThanApplied = list([...stageGroups.screening, ...stageGroups.interview, ...stageGroups.offer]);
const interviewOrOffer = list([...stageGroups.interview, ...stageGroups.offer]);
const applied = 'coalesce(c.applied_at, c.created_at)';

/** SQL expressions of a move: from and to stage, days after applying, and which candidates make it. */
interface Move {
  from: string;
  to: string;
  days: string;
  who: string;
}

// Into screening, interview and offer; Rejected and Withdrew leave from applied, screening or interview by id.
const moves: Move[] = [
  {
    from: String(stageIds.applied),
    to: String(stageIds.atOnlineTest),
    days: '2 + c.id % 5',
    who: `c.stage_id in ${laterThanApplied} or (c.stage_id in ${exits} and c.id % 3 > 0)`,
  },
  {
    from: String(stageIds.atOnlineTest),
    to: String(stageIds.atInterview),
    days: '9 + c.id % 7',
    who: `c.stage_id in ${interviewOrOffer} or (c.stage_id in ${exits} and c.id % 3 = 2)`,
  },
  {
    from: String(stageIds.atInterview),
    to: String(stageIds.offerMade),
    days: '20 + c.id % 13',
    who: `c.stage_id in ${list(stageGroups.offer)}`,
  },
  {
    from: `(array[${stageIds.applied}, ${stageIds.atOnlineTest}, ${stageIds.atInterview}])[c.id % 3 + 1]`,
    to: 'c.stage_id',
    days: '25 + c.id % 11',
    who: `c.stage_id in ${exits}`,
  },
];

/** The organisation the bench signs in to and measures. */
export async function hartwellIdOf(opened: Opened): Promise<number> {
  const { rows } = await opened.raw(`select id from organizations where subdomain = 'hartwell'`, []);
  return Number(rows[0]?.id);
}

const inScope = 'c.organization_id = $1 and c.deleted_at is null';

/** Adds the history and bookings; answers how many moves and interviews it added. */
export async function seedReportHistory(opened: Opened, organizationId: number) {
  let moved = 0;
  for (const move of moves) {
    const { rows } = await opened.raw(
      `with added as (
        insert into stage_history (organization_id, candidate_id, from_stage_id, to_stage_id, reason, created_at)
        select c.organization_id, c.id, ${move.from}, ${move.to}, 'bench', ${applied} + (${move.days}) * interval '1 day'
        from candidates c where ${inScope} and (${move.who})
        returning 1)
      select count(*)::integer as total from added`,
      [organizationId],
    );
    moved += Number(rows[0]?.total ?? 0);
  }
  return { moved, interviews: await seedInterviews(opened, organizationId) };
}

/**
 * One schedule, and for each candidate who reached interview a slot 1 to 10 days after its invitation (sent
 * 9 days after applying), booked the next day.
 */
async function seedInterviews(opened: Opened, organizationId: number): Promise<number> {
  const { rows } = await opened.raw(
    `insert into interview_schedules (organization_id, stage_id, type, name, duration_minutes)
     values ($1, ${stageIds.atInterview}, 'SCHEDULER', 'Bench interviews', 60) returning id`,
    [organizationId],
  );
  const scheduleId = Number(rows[0]?.id);
  const invited = `${applied} + interval '9 days'`;
  const startAt = `${invited} + (1 + c.id % 10) * interval '1 day'`;
  const interviewed = `from candidates c where ${inScope} and c.stage_id in ${interviewOrOffer}`;
  await opened.raw(
    `insert into schedule_slots (organization_id, schedule_id, parent_start_at, parent_end_at, start_at, end_at)
     select $1, $2, ${startAt}, ${startAt} + interval '1 hour', ${startAt}, ${startAt} + interval '1 hour'
     ${interviewed} order by c.id`,
    [organizationId, scheduleId],
  );
  const { rows: added } = await opened.raw(
    `with invited as (
       select c.id, ${invited} as invited_at, row_number() over (order by c.id) as n ${interviewed}
     ), slots as (
       select s.id, row_number() over (order by s.id) as n from schedule_slots s
       where s.organization_id = $1 and s.schedule_id = $2
     ), added as (
       insert into interview_invitations (organization_id, schedule_id, candidate_id, token_hash, deadline_at,
         booked_slot_id, booked_at, created_at)
       select $1, $2, i.id, 'bench-' || i.id, i.invited_at + interval '7 days', s.id,
         i.invited_at + interval '1 day', i.invited_at
       from invited i join slots s on s.n = i.n
       returning 1)
     select count(*)::integer as total from added`,
    [organizationId, scheduleId],
  );
  return Number(added[0]?.total ?? 0);
}
