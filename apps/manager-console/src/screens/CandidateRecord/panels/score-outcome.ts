import type { TFunction } from 'i18next';
import type { FieldMessages } from '../../Settings/field-errors.ts';
import type { ScoreEntry, ScoreProblem } from './score-draft.ts';

// What the form says after Save, and the field messages of a refused save in words.

type ManagerT = TFunction<['manager', 'common']>;

export type ScoreOutcome =
  | { kind: 'saved'; count: number; at: Date }
  | { kind: 'unchanged' }
  | { kind: 'invalid'; count: number }
  | { kind: 'failed'; reason: string }
  | null;

export function problemMessage(t: ManagerT, problem: ScoreProblem): string {
  switch (problem.kind) {
    case 'belowMin':
      return t('recordPanels.scores.messages.belowMin', { min: problem.min });
    case 'aboveMax':
      return t('recordPanels.scores.messages.aboveMax', { max: problem.max });
    default:
      return t(`recordPanels.scores.messages.${problem.kind}`);
  }
}

/** The API's field errors ('2.value': the third entry sent) re-keyed by the metric they are about. */
export function messagesByMetric(fields: FieldMessages, sent: readonly ScoreEntry[]): FieldMessages {
  const byMetric: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const key = sent[Number(path.split('.')[0])]?.key;
    if (key !== undefined) byMetric[key] = message;
  }
  return byMetric;
}

export function outcomeText(t: ManagerT, outcome: ScoreOutcome, locale: string): string {
  if (outcome === null) return '';
  switch (outcome.kind) {
    case 'saved': {
      const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(outcome.at);
      return t('recordPanels.scores.saved', { count: outcome.count, time });
    }
    case 'unchanged':
      return t('recordPanels.scores.nothingChanged');
    case 'invalid':
      return t('recordPanels.scores.fixFields', { count: outcome.count });
    case 'failed':
      return t('recordPanels.scores.saveFailed', { reason: outcome.reason });
  }
}
