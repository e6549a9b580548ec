import type { MessageTemplate, MessageTemplateKey } from '@shortlist/domain/schemas';
import { editableMessageTemplateKeys } from '@shortlist/domain/schemas';
import type { KeptSort } from '../Settings/use-kept-sort.ts';

/** One kind of message with its email and text variants, as the templates list shows it. */
export interface TemplateRow {
  key: MessageTemplateKey;
  variants: MessageTemplate[];
  customised: boolean;
  /** ISO 8601: the latest change of either variant, null while both are the defaults. */
  updatedAt: string | null;
}

export const templateSortColumns = ['kind', 'channels', 'updatedAt'] as const;
export type TemplateSortColumn = (typeof templateSortColumns)[number];

/** The editable kinds in the product's order, each with the variants the API lists (email first). */
export function buildTemplateRows(templates: readonly MessageTemplate[]): TemplateRow[] {
  return editableMessageTemplateKeys.flatMap((key) => {
    const variants = templates
      .filter((template) => template.key === key)
      .sort((a, b) => (a.channel === b.channel ? 0 : a.channel === 'EMAIL' ? -1 : 1));
    if (variants.length === 0) return [];
    const dates = variants.flatMap((variant) => (variant.updatedAt ? [variant.updatedAt] : []));
    return [
      {
        key,
        variants,
        customised: variants.some((variant) => variant.customised),
        updatedAt: dates.sort().at(-1) ?? null,
      },
    ];
  });
}

/**
 * The rows in the order of the chosen column; `name` gives a kind's readable name. Decision: 'Versions'
 * sorts customised kinds together, and kinds never changed sort after every changed one either way.
 */
export function sortTemplateRows(
  rows: readonly TemplateRow[],
  sort: KeptSort<TemplateSortColumn> | null,
  name: (key: MessageTemplateKey) => string,
): TemplateRow[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const compare = (a: TemplateRow, b: TemplateRow): number => {
    switch (sort.column) {
      case 'kind':
        return sign * name(a.key).localeCompare(name(b.key));
      case 'channels':
        return sign * (Number(a.customised) - Number(b.customised));
      case 'updatedAt':
        if ((a.updatedAt === null) !== (b.updatedAt === null)) return a.updatedAt === null ? 1 : -1;
        return sign * (a.updatedAt ?? '').localeCompare(b.updatedAt ?? '');
    }
  };
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => compare(a.row, b.row) || a.index - b.index)
    .map(({ row }) => row);
}
