// A Markdown table with padded columns, so the printed results read well and paste into the README as is.

/** The first row is the header. */
export function markdownTable(cells: readonly (readonly string[])[]): string {
  const widths =
    cells[0]?.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length))) ?? [];
  const line = (row: readonly string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    line(cells[0] ?? []),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...cells.slice(1).map(line),
  ].join('\n');
}
