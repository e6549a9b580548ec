import type { ReportCell, ReportColumn, ReportRow, ReportSection } from './report-figures.ts';
import { isHiddenFigure } from './report-figures.ts';

// Statistical disclosure control for published figures: a group under the minimum is 'suppressed'
// (primary suppression); a second figure wherever the hidden one could be worked out by subtraction from
// a total (complementary suppression), and derived figures (shares, rates, days) of a hidden basis, are
// 'withheld': they are not small, so they must not read "fewer than 5".

const isShown = (cell: ReportCell | undefined): cell is number => typeof cell === 'number';

function hidePrimary(row: ReportRow, people: readonly ReportColumn[], minimum: number): ReportRow {
  const cells = { ...row.cells };
  for (const column of people) {
    const value = cells[column.key];
    if (isShown(value) && value > 0 && value < minimum) cells[column.key] = 'suppressed';
  }
  return { ...row, cells };
}

/** Hides a derived figure whose basis is hidden; true when something changed. */
function hideDerived(row: ReportRow, columns: readonly ReportColumn[]): boolean {
  let changed = false;
  for (const column of columns) {
    if (!column.basedOn || isHiddenFigure(row.cells[column.key])) continue;
    if (column.basedOn.some((basis) => isHiddenFigure(row.cells[basis]))) {
      row.cells[column.key] = 'withheld';
      changed = true;
    }
  }
  return changed;
}

type Figure = { cells: Record<string, ReportCell>; key: string };

/**
 * Where exactly one of a set of parts is hidden and their whole is shown, withholds a second figure: the
 * smallest shown non-zero part, or the whole when no such part is left. True when something changed.
 */
function hideComplement(parts: Figure[], whole: Figure): boolean {
  if (!isShown(whole.cells[whole.key])) return false;
  const hidden = parts.filter((part) => isHiddenFigure(part.cells[part.key]));
  if (hidden.length !== 1) return false;
  const candidates = parts
    .filter((part) => isShown(part.cells[part.key]) && (part.cells[part.key] as number) > 0)
    .sort((a, b) => (a.cells[a.key] as number) - (b.cells[b.key] as number));
  const second = candidates[0] ?? whole;
  second.cells[second.key] = 'withheld';
  return true;
}

/**
 * The section as it may be published: every people figure of 1 to minimum - 1 is 'suppressed'; the
 * complementary figure in its row (parts of a whole) and in its column (rows that add up to the total),
 * and every share, rate or time worked out from a hidden figure, are 'withheld'. Zero stays: it names no one.
 */
export function suppressSmallGroups(section: ReportSection, minimum: number): ReportSection {
  const people = section.columns.filter((column) => column.unit === 'people');
  const rows = section.rows.map((row) => hidePrimary(row, people, minimum));
  const total = section.total ? hidePrimary(section.total, people, minimum) : null;
  const all = total ? [...rows, total] : rows;
  const wholes = [...new Set(people.flatMap((column) => (column.partOf ? [column.partOf] : [])))];
  for (let changed = true; changed; ) {
    changed = false;
    for (const row of all) {
      for (const whole of wholes) {
        const parts = people.filter((column) => column.partOf === whole);
        const cells = row.cells;
        changed =
          hideComplement(
            parts.map((part) => ({ cells, key: part.key })),
            { cells, key: whole },
          ) || changed;
      }
    }
    if (section.rowsAddUp && total) {
      for (const column of people) {
        changed =
          hideComplement(
            rows.map((row) => ({ cells: row.cells, key: column.key })),
            { cells: total.cells, key: column.key },
          ) || changed;
      }
    }
    for (const row of all) changed = hideDerived(row, section.columns) || changed;
  }
  return { ...section, rows, total };
}
