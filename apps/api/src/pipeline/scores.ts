import type { MetricType } from '@shortlist/domain/enums';
import { metricTypes } from '@shortlist/domain/enums';
import type { FieldError, MetricScoresPayload, ScorePayload } from '@shortlist/domain/schemas';
import { readMetricValue, resolveMetricBounds, showMetricValue, sumScores } from '@shortlist/domain/scoring';
import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { CandidateRow } from '../candidates/access.ts';
import { decidesFor } from '../competencies/access.ts';
import type { Database, Executor } from '../db/database.ts';
import type { OrganizationMetric } from '../db/schema/index.ts';
import { candidateScores, candidates, organizations, users } from '../db/schema/index.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { forbidden, invalidInput } from '../shared/failures.ts';
import { findOrganizationCandidate } from './organization-candidate-access.ts';

export const candidateScoreMessages = {
  unknownMetric: 'This is not a scoring metric of this organisation.',
  // Issue 33: a stage's scores are the organisation's decision, no longer any manager's silent overwrite.
  decision: 'Only a manager admin decides a stage’s scores; add your own scorecard instead.',
} as const;

interface Metric {
  key: string;
  label: string;
  metricType: MetricType;
  min: number | null;
  max: number | null;
}

// Stored metrics are configuration: one without a key is known by its label; an unknown type scores as text.
function toMetric(metric: OrganizationMetric): Metric {
  const metricType = (metricTypes as readonly string[]).includes(metric.metricType)
    ? (metric.metricType as MetricType)
    : 'text';
  const bounds = resolveMetricBounds({ metricType, min: metric.min ?? null, max: metric.max ?? null });
  return {
    key: metric.key || metric.label,
    label: metric.label || metric.key,
    metricType,
    min: bounds?.min ?? null,
    max: bounds?.max ?? null,
  };
}

async function metricsOf(executor: Executor, organizationId: number): Promise<Metric[]> {
  const [row] = await executor
    .select({ metrics: organizations.metrics })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return (row?.metrics ?? []).map(toMetric);
}

async function scoreRowsOf(executor: Executor, organizationId: number, candidateId: number) {
  return executor
    .select({
      ...getTableColumns(candidateScores),
      scorerFirstName: users.firstName,
      scorerLastName: users.lastName,
    })
    .from(candidateScores)
    .leftJoin(users, eq(users.id, candidateScores.scorerUserId))
    .where(
      and(eq(candidateScores.organizationId, organizationId), eq(candidateScores.candidateId, candidateId)),
    )
    .orderBy(asc(candidateScores.stageId), asc(candidateScores.id));
}

type ScoreRow = Awaited<ReturnType<typeof scoreRowsOf>>[number];

function toScoreEntry(row: ScoreRow, metrics: readonly Metric[]) {
  const metric = metrics.find((candidate) => candidate.key === row.metricKey);
  return {
    stage: { id: row.stageId },
    key: row.metricKey,
    label: metric?.label ?? row.metricKey,
    metricType: metric?.metricType ?? null,
    value: showMetricValue(metric?.metricType ?? null, { value: row.value, text: row.textValue }),
    scorerUserId: row.scorerUserId,
    // Who decided it, by name (issue 33): null once they have left.
    scorerName:
      row.scorerFirstName === null ? null : `${row.scorerFirstName} ${row.scorerLastName ?? ''}`.trim(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The per-metric scores of a candidate, labelled with the organisation's current metrics. */
export async function listCandidateScores(executor: Executor, organizationId: number, candidateId: number) {
  const [metrics, rows] = await Promise.all([
    metricsOf(executor, organizationId),
    scoreRowsOf(executor, organizationId, candidateId),
  ]);
  return rows.map((row) => toScoreEntry(row, metrics));
}

/**
 * The candidate's score out of a total from its metric scores. Decision: the score is the sum of the number
 * and percent scores of the organisation's current metrics (every stage counts), the total the sum of their
 * maxima; both are null when nothing numeric is scored.
 */
function totalOf(rows: readonly ScoreRow[], metrics: readonly Metric[]) {
  const numeric = rows.flatMap((row) => {
    const metric = metrics.find((candidate) => candidate.key === row.metricKey);
    if (!metric || metric.max === null || row.value === null) return [];
    return [{ stage: { id: row.stageId }, score: row.value, metricType: metric.metricType, max: metric.max }];
  });
  if (numeric.length === 0) return { candidateScore: null, totalScore: null };
  return {
    candidateScore: sumScores(numeric),
    totalScore: numeric.reduce((total, entry) => total + entry.max, 0),
  };
}

/** Checks every entry against the organisation's metrics; all problems are reported at once. */
function checkEntries(entries: MetricScoresPayload, metrics: readonly Metric[]) {
  const errors: FieldError[] = [];
  const checked = entries.flatMap((entry, index) => {
    const metric = metrics.find((candidate) => candidate.key === entry.key);
    if (!metric) {
      errors.push({ field: `${index}.key`, message: candidateScoreMessages.unknownMetric });
      return [];
    }
    const result = readMetricValue(metric, entry.value);
    if (!result.ok) {
      errors.push({ field: `${index}.value`, message: `${metric.label}: ${result.message}` });
      return [];
    }
    return [{ key: metric.key, value: result.value, text: result.text }];
  });
  if (errors.length > 0)
    throw invalidInput(errors[0]?.message ?? candidateScoreMessages.unknownMetric, errors);
  return checked;
}

/** A candidate's overall score and its scores per stage and metric (§3 Scoring, §7 .../score). */
export function createCandidateScoreService(db: Database) {
  async function scoreView(executor: Executor, candidate: CandidateRow) {
    const [metrics, rows] = await Promise.all([
      metricsOf(executor, candidate.organizationId),
      scoreRowsOf(executor, candidate.organizationId, candidate.id),
    ]);
    return {
      score: candidate.candidateScore,
      totalScore: candidate.totalScore,
      scores: rows.map((row) => toScoreEntry(row, metrics)),
      metrics,
    };
  }

  // Two managers scoring at once: the second waits for the first, so totals are summed from settled rows.
  async function lockCandidate(executor: Executor, candidateId: number) {
    await executor
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.id, candidateId))
      .for('update');
  }

  return {
    async read({ user }: AuthContext, organizationId: number, candidateId: number) {
      return scoreView(db, await findOrganizationCandidate(db, user, organizationId, candidateId));
    },

    async setOverall(
      { user }: AuthContext,
      organizationId: number,
      candidateId: number,
      payload: ScorePayload,
    ) {
      return db.transaction(async (tx) => {
        await findOrganizationCandidate(tx, user, organizationId, candidateId);
        if (!decidesFor(user, organizationId)) throw forbidden(candidateScoreMessages.decision);
        const [updated] = await tx
          .update(candidates)
          .set({ candidateScore: payload.score, totalScore: payload.totalScore, updatedAt: new Date() })
          .where(eq(candidates.id, candidateId))
          .returning();
        if (!updated) throw new Error('the candidate vanished during scoring');
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId,
          action: 'candidate.score.set',
          targetType: 'candidate',
          targetId: candidateId,
          details: { score: payload.score, totalScore: payload.totalScore },
        });
        return scoreView(tx, updated);
      });
    },

    /** Stores the stage's metric scores (null clears one) and recomputes the candidate's totals, atomically. */
    async setStageMetrics(
      { user }: AuthContext,
      organizationId: number,
      candidateId: number,
      stageId: number,
      entries: MetricScoresPayload,
    ) {
      return db.transaction(async (tx) => {
        await findOrganizationCandidate(tx, user, organizationId, candidateId);
        if (!decidesFor(user, organizationId)) throw forbidden(candidateScoreMessages.decision);
        await lockCandidate(tx, candidateId);
        const metrics = await metricsOf(tx, organizationId);
        const checked = checkEntries(entries, metrics);
        const now = new Date();
        for (const entry of checked) {
          const target = and(
            eq(candidateScores.candidateId, candidateId),
            eq(candidateScores.stageId, stageId),
            eq(candidateScores.metricKey, entry.key),
          );
          if (entry.value === null && entry.text === null) {
            await tx.delete(candidateScores).where(target);
            continue;
          }
          const values = { value: entry.value, textValue: entry.text, scorerUserId: user.id, updatedAt: now };
          await tx
            .insert(candidateScores)
            .values({ organizationId, candidateId, stageId, metricKey: entry.key, ...values })
            .onConflictDoUpdate({
              target: [
                candidateScores.organizationId,
                candidateScores.candidateId,
                candidateScores.stageId,
                candidateScores.metricKey,
              ],
              set: values,
            });
        }
        const totals = totalOf(await scoreRowsOf(tx, organizationId, candidateId), metrics);
        const [updated] = await tx
          .update(candidates)
          .set({ ...totals, updatedAt: now })
          .where(eq(candidates.id, candidateId))
          .returning();
        if (!updated) throw new Error('the candidate vanished during scoring');
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId,
          action: 'candidate.score.metrics',
          targetType: 'candidate',
          targetId: candidateId,
          details: { stageId, keys: checked.map((entry) => entry.key), ...totals },
        });
        return scoreView(tx, updated);
      });
    },
  };
}
