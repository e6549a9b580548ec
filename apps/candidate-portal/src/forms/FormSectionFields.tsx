import type { ChoiceOption } from '@shortlist/ui';
import { FormFieldInput } from './FormFieldInput.tsx';
import type { FieldMessages } from './field-errors.ts';
import type { Answers, AnswerValue } from './form-answers.ts';
import { visibleFields } from './form-steps.ts';
import type { FormField, FormSection, RoleFormConfiguration } from './role-form.ts';

export type FormSectionFieldsProps = {
  config: RoleFormConfiguration | null;
  section: FormSection;
  answers: Answers;
  errors: FieldMessages;
  onChange: (key: string, value: AnswerValue) => void;
  isRequired: (field: FormField) => boolean;
  disabled?: boolean;
  lookupOptions?: readonly ChoiceOption[];
};

/** The visible questions of one section of a role's form, in order. */
export function FormSectionFields({
  config,
  section,
  answers,
  errors,
  onChange,
  isRequired,
  disabled,
  lookupOptions,
}: FormSectionFieldsProps) {
  return (
    <>
      {visibleFields(config, section).map((field) => (
        <FormFieldInput
          key={field.key}
          field={field}
          value={answers[field.key]}
          onChange={(value) => onChange(field.key, value)}
          required={isRequired(field)}
          error={errors[field.key]}
          disabled={disabled}
          lookupOptions={lookupOptions}
        />
      ))}
    </>
  );
}
