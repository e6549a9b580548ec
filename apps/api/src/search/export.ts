import type { SearchFilter } from '@shortlist/domain/schemas';
import { stageNames } from '@shortlist/domain/stages';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import type { RequestOrganization } from '../reference-data/reference-data.ts';
import { blindCondition, blindStageIdsOf } from '../review/blind-review.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import type { BuiltCriteria } from './criteria.ts';
import { resolveCriteria } from './criteria.ts';
import { buildCountQuery, matchedSource } from './query.ts';
import { resolveSearchScope } from './scope.ts';
import { assertSpecialCategoryUse } from './special-category.ts';
import { selectRows } from './sql-parts.ts';

// Rows are read in pages of this many, so an export of any size streams in bounded memory.
const exportBatch = 1000;

const header = [
  'id',
  'firstName',
  'lastName',
  'email',
  'role',
  'stage',
  'subStage',
  'status',
  'source',
  'appliedAt',
  'lastChangeAt',
  'candidateScore',
  'assignee',
] as const;

interface ExportRow {
  id: number;
  /** Null on a blind row (blind review, issue 13). */
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  roleName: string | null;
  stageId: number;
  subStageCode: string | null;
  status: string;
  source: string | null;
  appliedAt: number | null;
  lastChangeAt: number;
  candidateScore: number | null;
  assigneeEmail: string | null;
}

// A spreadsheet runs a cell starting with one of these as a formula (CSV injection); a leading quote stops it.
const formulaStarts = ['=', '+', '-', '@', '\t', '\r'];

/** One CSV cell: formula-looking text made inert, then RFC 4180 quoting of commas, quotes and line breaks. */
export function toCsvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && formulaStarts.some((start) => text.startsWith(start))) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record ending in CRLF (RFC 4180). */
export function toCsvLine(cells: readonly (string | number | null)[]): string {
  return `${cells.map(toCsvCell).join(',')}\r\n`;
}

function isoTime(epochSeconds: number | null): string | null {
  return epochSeconds === null ? null : new Date(epochSeconds * 1000).toISOString();
}

function toCells(row: ExportRow): (string | number | null)[] {
  return [
    row.id,
    row.firstName,
    row.lastName,
    row.email,
    row.roleName,
    stageNames[row.stageId as keyof typeof stageNames] ?? String(row.stageId),
    row.subStageCode,
    row.status,
    row.source,
    isoTime(row.appliedAt),
    isoTime(row.lastChangeAt),
    row.candidateScore,
    row.assigneeEmail,
  ];
}

function buildExportBatchQuery(
  criteria: BuiltCriteria,
  afterId: number,
  blindStageIds: readonly number[],
): SQL {
  const blind = blindCondition(blindStageIds);
  const source = matchedSource(criteria, sql`c.id > ${afterId}`);
  const batch = sql`batch as (select c.organization_id, c.id from ${source.from} where ${source.where} order by c.id limit ${exportBatch})`;
  return sql`with ${batch}
    select c.id, case when ${blind} then null else u.first_name end as "firstName",
      case when ${blind} then null else u.last_name end as "lastName",
      case when ${blind} then null else coalesce(u.contact_email, u.email) end as email,
      r.name as "roleName", c.stage_id as "stageId", s.code as "subStageCode", c.status, c.source,
      floor(extract(epoch from c.applied_at))::float8 as "appliedAt",
      floor(extract(epoch from c.last_change_at))::float8 as "lastChangeAt",
      c.candidate_score::float8 as "candidateScore", a.email as "assigneeEmail"
    from batch join candidates c on c.organization_id = batch.organization_id and c.id = batch.id
    join users u on u.id = c.user_id
    left join roles r on r.organization_id = c.organization_id and r.id = c.role_id
    left join sub_stages s on s.organization_id = c.organization_id and s.id = c.sub_stage_id
    left join users a on a.id = c.assignee_user_id
    order by c.id`;
}

/** The file name of an export made on a day: candidates-YYYY-MM-DD.csv (UTC). */
export function exportFileName(now: Date): string {
  return `candidates-${now.toISOString().slice(0, 10)}.csv`;
}

/** POST /candidate/export/: the search's results as a CSV file, streamed, of the caller's organisation only. */
export function createCandidateExportService(db: Database) {
  return {
    /** roleId 0 exports every role's candidates. */
    async exportCsv(auth: AuthContext, request: RequestOrganization, roleId: number, filter: SearchFilter) {
      const role = roleId === 0 ? null : roleId;
      const organizationId = await resolveSearchScope(db, auth.user, request, role);
      await assertSpecialCategoryUse(db, auth, organizationId, filter);
      // Blind review holds in the file too: a blind row's names and email are left blank.
      const blindStageIds = await blindStageIdsOf(db, organizationId);
      const criteria = await resolveCriteria(db, { organizationId, roleId: role, filter, blindStageIds });
      const [counted] = await selectRows<{ total: number }>(db, buildCountQuery(criteria));
      const count = counted?.total ?? 0;
      // Who took which personal data out of the product is recorded before the first byte leaves.
      await recordAudit(db, {
        actorUserId: auth.user.id,
        organizationId,
        action: 'candidate.exported',
        targetType: 'candidate',
        details: { count },
      });
      async function* lines(): AsyncGenerator<string> {
        yield toCsvLine(header);
        let afterId = 0;
        for (;;) {
          const rows = await selectRows<ExportRow>(
            db,
            buildExportBatchQuery(criteria, afterId, blindStageIds),
          );
          if (rows.length > 0) yield rows.map((row) => toCsvLine(toCells(row))).join('');
          const last = rows.at(-1);
          if (!last || rows.length < exportBatch) return;
          afterId = last.id;
        }
      }
      return { fileName: exportFileName(new Date()), count, lines: lines() };
    },
  };
}
