import type { ReportSection } from '@shortlist/domain/reports';
import { stageGroupNames, stageGroups } from '@shortlist/domain/stages';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { selectRows } from '../../search/sql-parts.ts';
import { reportLabels } from '../report-labels.ts';
import type { ReportScope } from '../scope.ts';
import { reportFrom, stageRankOf } from '../scope.ts';
import type { DaysRow } from './history.ts';
import {
  daysBetween,
  daysColumns,
  daysFigures,
  percentileDays,
  rankOf,
  stageGroupLabels,
} from './history.ts';

// How long the process takes, in days: in each stage group, from applying to an offer, and from an
// interview invitation to the interview itself.

type Figures = DaysRow & Record<string, number | string | null>;

function daysSection(key: string, people: string, rows: { key: string; label: string; figures?: Figures }[]) {
  return {
    key,
    columns: daysColumns(people),
    rows: rows.map((row) => ({
      key: row.key,
      label: row.label,
      cells: {
        [people]: Number(row.figures?.[people] ?? 0),
        medianDays: row.figures?.medianDays ?? null,
        p90Days: row.figures?.p90Days ?? null,
      },
    })),
    total: null,
    rowsAddUp: false,
    chart: { type: 'bars', columns: ['medianDays'] },
  } satisfies ReportSection;
}

const scoped = (scope: ReportScope) =>
  sql`select c.id, coalesce(c.applied_at, c.created_at) as started from ${reportFrom} where ${scope.where}`;

/**
 * Days each candidate spent in a stage group before moving to another (or out: rejected, withdrew), added up
 * over its stays. A stay starts at the move into the group, or at applying for the first one; stays not yet
 * ended are not counted.
 */
export async function timeInStageSection(executor: Executor, scope: ReportScope): Promise<ReportSection> {
  // Groups by their funnel rank (an integer, not the group's name): smaller to sort and hash.
  const rows = await selectRows<Figures & { rank: number }>(
    executor,
    sql`with base as (${scoped(scope)}), changes as (
        select h.candidate_id, b.started, h.created_at, ${stageRankOf(sql`h.from_stage_id`)} as from_rank,
          lag(h.created_at) over (partition by h.candidate_id order by h.created_at, h.id) as entered
        from stage_history h join base b on b.id = h.candidate_id
        where h.organization_id = ${scope.organizationId}
          and ${stageRankOf(sql`h.from_stage_id`)} <> ${stageRankOf(sql`h.to_stage_id`)}
      ), stays as (
        select candidate_id, from_rank,
          sum(${daysBetween(sql`coalesce(entered, started)`, sql`created_at`)}) as days
        from changes where from_rank > 0
        group by 1, 2
      )
      select from_rank as rank, ${daysFigures(sql`days`)} from stays group by 1`,
  );
  return daysSection(
    'timeInStage',
    'candidates',
    stageGroupNames.map((group) => ({
      key: group,
      label: stageGroupLabels[group],
      figures: rows.find((row) => row.rank === rankOf(group)),
    })),
  );
}

/** Days from applying to the first move into an offer stage. */
export async function timeToHireSection(executor: Executor, scope: ReportScope): Promise<ReportSection> {
  const offerStages = sql.raw(stageGroups.offer.join(', '));
  const [figures] = await selectRows<Figures>(
    executor,
    sql`with base as (${scoped(scope)}), offered as (
        select b.started, min(h.created_at) as first_offer
        from base b join stage_history h on h.organization_id = ${scope.organizationId}
          and h.candidate_id = b.id and h.to_stage_id in (${offerStages})
        group by b.id, b.started
      )
      select ${daysFigures(daysBetween(sql`started`, sql`first_offer`))} from offered`,
  );
  return daysSection('timeToHire', 'candidates', [
    { key: 'appliedToOffer', label: reportLabels.appliedToOffer, figures },
  ]);
}

/**
 * Days from an interview invitation, and from its booking, to the booked slot's start: one figure per booked
 * interview not cancelled.
 */
export async function schedulingLeadTimeSection(
  executor: Executor,
  scope: ReportScope,
): Promise<ReportSection> {
  const invited = daysBetween(sql`i.created_at`, sql`s.start_at`);
  const booked = daysBetween(sql`i.booked_at`, sql`s.start_at`);
  const [figures] = await selectRows<Record<string, number | null>>(
    executor,
    sql`with base as (${scoped(scope)})
      select count(*)::integer as interviews,
        ${percentileDays(0.5, invited)} as "invitedMedian", ${percentileDays(0.9, invited)} as "invitedP90",
        ${percentileDays(0.5, booked)} as "bookedMedian", ${percentileDays(0.9, booked)} as "bookedP90"
      from interview_invitations i join base b on b.id = i.candidate_id
      join schedule_slots s on s.organization_id = i.organization_id and s.id = i.booked_slot_id
      where i.organization_id = ${scope.organizationId} and i.cancelled_at is null`,
  );
  const of = (name: string): Figures => ({
    interviews: figures?.interviews ?? 0,
    medianDays: figures?.[`${name}Median`] ?? null,
    p90Days: figures?.[`${name}P90`] ?? null,
  });
  return daysSection('schedulingLeadTime', 'interviews', [
    { key: 'invitationToInterview', label: reportLabels.invitationToInterview, figures: of('invited') },
    { key: 'bookingToInterview', label: reportLabels.bookingToInterview, figures: of('booked') },
  ]);
}
