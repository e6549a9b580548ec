import type { FormTemplate } from '@shortlist/domain/schemas';
import type { KeptSort } from '../Settings/use-kept-sort.ts';

export const formTemplateSortColumns = ['name', 'kind', 'steps'] as const;
export type FormTemplateSortColumn = (typeof formTemplateSortColumns)[number];

/** How many steps (sections) a template's form has. */
export function stepCount(template: FormTemplate): number {
  const sections = (template.formConfiguration as { sections?: unknown } | null)?.sections;
  return Array.isArray(sections) ? sections.length : 0;
}

function compare(a: FormTemplate, b: FormTemplate, column: FormTemplateSortColumn): number {
  switch (column) {
    case 'name':
      return a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true });
    case 'kind':
      return Number(a.builtIn) - Number(b.builtIn);
    case 'steps':
      return stepCount(a) - stepCount(b);
  }
}

/** The templates in the order of the chosen column; ties keep the API's order. */
export function sortFormTemplates(
  templates: readonly FormTemplate[],
  sort: KeptSort<FormTemplateSortColumn> | null,
): FormTemplate[] {
  if (!sort) return [...templates];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return templates
    .map((template, index) => ({ template, index }))
    .sort((a, b) => sign * compare(a.template, b.template, sort.column) || a.index - b.index)
    .map(({ template }) => template);
}
