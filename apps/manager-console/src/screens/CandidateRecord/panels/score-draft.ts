import type { OrganizationCandidateScore } from '@shortlist/domain/contract';
import { metricValueMessages, readMetricValue } from '@shortlist/domain/scoring';
import type { ScoreMetric } from './score-metrics.ts';

// A stage's scores as the form edits them: every value as typed (text), so a half-typed number is kept and
// checked by the domain's rule (readMetricValue) only when saving.

/** Draft values by metric key: numbers as typed, 'yes'/'no'/'' for yes/no, 'YYYY-MM-DD' for dates. */
export type ScoreDraft = Readonly<Record<string, string>>;

/** Why a value is refused, as an i18n key under recordPanels.scores.messages with its figures. */
export type ScoreProblem =
  | { kind: 'number' | 'date' }
  | { kind: 'belowMin'; min: number }
  | { kind: 'aboveMax'; max: number };

export type ReadScore =
  | { ok: true; value: number | string | boolean | null }
  | { ok: false; problem: ScoreProblem };

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A date metric's stored seconds as the day an <input type="date"> shows (UTC, as it was saved). */
function secondsToDay(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

function toDraftValue(metric: ScoreMetric, value: OrganizationCandidateScore['value']): string {
  if (value === null) return '';
  if (metric.metricType === 'yesno') return value === true || value === 1 ? 'yes' : 'no';
  if (metric.metricType === 'date' && typeof value === 'number') return secondsToDay(value);
  return String(value);
}

/** The saved scores of one stage as a draft; a metric without a score is empty. */
export function draftOf(
  metrics: readonly ScoreMetric[],
  scores: readonly OrganizationCandidateScore[],
  stageId: number,
): ScoreDraft {
  const draft: Record<string, string> = {};
  for (const metric of metrics) {
    const saved = scores.find((score) => score.stage.id === stageId && score.key === metric.key);
    draft[metric.key] = saved ? toDraftValue(metric, saved.value) : '';
  }
  return draft;
}

/** The typed value in the shape the API takes (blank clears), before the domain checks it. */
function parseDraftValue(metric: ScoreMetric, text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  switch (metric.metricType) {
    case 'number':
    case 'percent':
      // A comma is a decimal point to many typists ("3,5"); anything else not a number stays refused.
      return /^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : trimmed;
    case 'yesno':
      return trimmed === 'yes' ? true : trimmed === 'no' ? false : trimmed;
    case 'date':
      return isoDay.test(trimmed) ? Date.parse(`${trimmed}T00:00:00Z`) / 1000 : Number.NaN;
    case 'text':
      return trimmed;
  }
}

/** One draft value checked by the domain's §5 rule: the value to send, or why it is refused. */
export function readDraftValue(metric: ScoreMetric, text: string): ReadScore {
  const value = parseDraftValue(metric, text);
  const result = readMetricValue(metric, value);
  if (result.ok) return { ok: true, value: value as number | string | boolean | null };
  if (result.message === metricValueMessages.date) return { ok: false, problem: { kind: 'date' } };
  if (typeof value !== 'number' || metric.bounds === null) return { ok: false, problem: { kind: 'number' } };
  return value < metric.bounds.min
    ? { ok: false, problem: { kind: 'belowMin', min: metric.bounds.min } }
    : { ok: false, problem: { kind: 'aboveMax', max: metric.bounds.max } };
}

export type ScoreEntry = { key: string; value: number | string | boolean | null };

export type DraftCheck =
  | { ok: true; entries: ScoreEntry[] }
  | { ok: false; problems: Readonly<Record<string, ScoreProblem>> };

/** The entries that changed since `saved`, or every refused value by metric key (then nothing is sent). */
export function checkDraft(
  metrics: readonly ScoreMetric[],
  draft: ScoreDraft,
  saved: ScoreDraft,
): DraftCheck {
  const problems: Record<string, ScoreProblem> = {};
  const entries: ScoreEntry[] = [];
  for (const metric of metrics) {
    const text = draft[metric.key] ?? '';
    if (text.trim() === (saved[metric.key] ?? '').trim()) continue;
    const read = readDraftValue(metric, text);
    if (read.ok) entries.push({ key: metric.key, value: read.value });
    else problems[metric.key] = read.problem;
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, entries };
}
