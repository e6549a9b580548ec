import type { WashUpCell, WashUpColumn, WashUpRow } from '@shortlist/domain/contract';
import type { TFunction } from 'i18next';

/** A mean as the organisation's locale writes it, to one decimal place. */
export function formatMean(mean: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(mean);
}

/** A column's heading: the competency, and the exercise it was scored in where the matrix splits by exercise. */
export function columnLabel(t: TFunction<'manager'>, column: WashUpColumn): string {
  if (column.exerciseId === null) return column.competencyName;
  return column.exerciseId === 0
    ? t('washUp.columns.inInterview', { competency: column.competencyName })
    : t('washUp.columns.inExercise', {
        competency: column.competencyName,
        exercise: column.exerciseName ?? t('washUp.columns.exerciseNumber', { id: column.exerciseId }),
      });
}

/** What a screen reader hears for a cell: "Analysis: 2, 4 (mean 3.0, spread 2, disagreement)". */
export function cellText(
  t: TFunction<'manager'>,
  label: string,
  cell: WashUpCell | undefined,
  locale: string,
) {
  if (!cell || cell.mean === null) return t('washUp.cellNone', { competency: label });
  const ratings = cell.ratings.map((entry) => String(entry.rating)).join(', ');
  const mean = formatMean(cell.mean, locale);
  return cell.disagreement
    ? t('washUp.cellLabelSpread', { competency: label, ratings, mean, spread: cell.spread ?? 0 })
    : t('washUp.cellLabel', { competency: label, ratings, mean });
}

/** An assessor's initials, for the compact rating chips (the full name is the chip's title). */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 3);
}

/** Each assessor of the matrix with the short label their ratings carry, unique even where initials clash. */
export function assessorLabels(rows: readonly WashUpRow[]): Map<string, { label: string; name: string }> {
  const labels = new Map<string, { label: string; name: string }>();
  const taken = new Set<string>();
  for (const row of rows)
    for (const cell of Object.values(row.cells))
      for (const entry of cell.ratings) {
        if (labels.has(entry.assessorKey)) continue;
        const initials = initialsOf(entry.assessorName) || '?';
        let label = initials;
        for (let n = 2; taken.has(label); n += 1) label = `${initials}${n}`;
        taken.add(label);
        labels.set(entry.assessorKey, { label, name: entry.assessorName });
      }
  return labels;
}
