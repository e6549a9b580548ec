import type { z } from 'zod';
import { idParamSchema } from './common.ts';
import { fieldLimits, objectSchema, optionalTextField, textField } from './fields.ts';
import { formConfigurationSchema, roleTemplateSchema } from './role.ts';

/**
 * POST /templates/forms and PUT /templates/forms/{id}: an application form saved to start roles from (the
 * spec's settings templates). Names are unique in the organisation whatever their case.
 */
export const formTemplateBodySchema = objectSchema({
  name: textField(),
  description: optionalTextField(fieldLimits.label),
  formConfiguration: formConfigurationSchema,
  template: roleTemplateSchema.default({}),
});
export type FormTemplateBody = z.output<typeof formTemplateBodySchema>;

/** Path of /templates/forms/{id}. */
export const formTemplateParamsSchema = objectSchema({ id: idParamSchema });

/**
 * A form template as GET /templates/forms lists it: the organisation's own (id set) and the ones the API
 * ships (`builtIn`, id null, started from by their `key`, the builder file name without .json).
 */
export interface FormTemplate {
  key: string;
  id: number | null;
  builtIn: boolean;
  name: string;
  description: string | null;
  formConfiguration: unknown;
  template: unknown;
  /** ISO 8601; null for the built-in ones. */
  updatedAt: string | null;
}
