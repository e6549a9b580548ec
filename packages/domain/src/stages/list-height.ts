export const listHeight = { perRow: 24, base: 93, oldBrowserExtra: 20 } as const;

/**
 * Height of a candidate list (spec §2): 24 per row plus 93, plus 20 on an old browser.
 * Decision: a negative or non-finite row count counts as 0 rows and a fractional one is rounded down.
 */
export function computeListHeight(rowCount: number, options: { oldBrowser?: boolean } = {}): number {
  const rows = Number.isFinite(rowCount) && rowCount > 0 ? Math.floor(rowCount) : 0;
  return rows * listHeight.perRow + listHeight.base + (options.oldBrowser ? listHeight.oldBrowserExtra : 0);
}
