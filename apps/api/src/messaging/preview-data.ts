import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { candidates } from '../db/schema/index.ts';
import { notFound } from '../shared/failures.ts';
import { selectApplicationRecipients } from './application-recipients.ts';
import type { MergeData } from './templates/merge-data.ts';
import { candidateFields, sampleMergeData } from './templates/merge-data.ts';

/**
 * What a preview merges: a candidate of the organisation (name, email, role) over the sample data, or the
 * sample alone. Another organisation's candidate answers 404 like a missing one.
 */
export async function previewMergeData(
  executor: Executor,
  organizationId: number,
  candidateId: number | null,
): Promise<MergeData> {
  if (candidateId === null) return sampleMergeData;
  // A number past PostgreSQL's integer names no candidate (and would fail the query).
  if (candidateId > 2_147_483_647) throw notFound('The candidate');
  const [row] = await selectApplicationRecipients(
    executor,
    and(
      eq(candidates.id, candidateId),
      eq(candidates.organizationId, organizationId),
      isNull(candidates.deletedAt),
    ),
  );
  if (!row) throw notFound('The candidate');
  return { ...sampleMergeData, candidate: candidateFields(row), role: { name: row.roleName } };
}
