import type { FormTemplate } from '@shortlist/domain/schemas';
import type { formTemplates } from '../db/schema/index.ts';

export type FormTemplateRow = typeof formTemplates.$inferSelect;

/** A saved template as GET /templates/forms lists it. */
export function toFormTemplate(row: FormTemplateRow): FormTemplate {
  return {
    key: `template-${row.id}`,
    id: row.id,
    builtIn: false,
    name: row.name,
    description: row.description,
    formConfiguration: row.formConfiguration,
    template: row.template,
    updatedAt: row.updatedAt.toISOString(),
  };
}

interface BuilderFile {
  name?: string;
  description?: string;
  formConfiguration?: unknown;
  template?: unknown;
}

/** A shipped builder file as a template: its key is the file name without .json. */
export function toBuiltIn(fileName: string, content: unknown): FormTemplate {
  const file = content as BuilderFile;
  const key = fileName.replace(/\.json$/, '');
  return {
    key,
    id: null,
    builtIn: true,
    name: file.name ?? key,
    description: file.description ?? null,
    formConfiguration: file.formConfiguration ?? {},
    template: file.template ?? {},
    updatedAt: null,
  };
}
