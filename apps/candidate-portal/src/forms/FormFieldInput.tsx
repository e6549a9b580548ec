import type { ChoiceOption } from '@shortlist/ui';
import {
  AutocompleteField,
  CheckboxField,
  CheckboxListField,
  CustomPreferNotToSayField,
  DateField,
  DropdownField,
  ExportableTextareaField,
  InfoField,
  OptionsListField,
  PreferNotToSayField,
  SingleOptionField,
  TextareaField,
  TextField,
  ToggleField,
} from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import type { AnswerValue } from './form-answers.ts';
import { readCustomAnswer, writeCustomAnswer } from './form-answers.ts';
import { downloadText } from './read-file.ts';
import type { FormField } from './role-form.ts';

export type FormFieldInputProps = {
  field: FormField;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  required: boolean;
  error?: string;
  disabled?: boolean;
  /** Options of an autocomplete field whose configuration lists none (the country list, say). */
  lookupOptions?: readonly ChoiceOption[];
};

const asText = (value: AnswerValue | undefined): string => (typeof value === 'string' ? value : '');
const asList = (value: AnswerValue | undefined): string[] => (Array.isArray(value) ? value : []);

/** One question of a role's form, on the ui field of its type (§3 form field types). */
export function FormFieldInput({
  field,
  value,
  onChange,
  required,
  error,
  disabled,
  lookupOptions = [],
}: FormFieldInputProps) {
  const { t } = useTranslation(['candidate', 'common']);
  const options: ChoiceOption[] = (field.options ?? []).map((option) => ({
    value: option.value,
    label: option.label,
  }));
  const helperText = field.helperText ?? (required ? undefined : t('common:form.optional'));
  const common = { id: `field-${field.key}`, label: field.label, helperText, error, required, disabled };
  const formatCounter = (used: number, limit: number, unit: 'characters' | 'words') =>
    unit === 'words'
      ? t('common:form.wordCount', { count: used, max: limit })
      : t('common:form.characterCount', { count: used, max: limit });

  switch (field.type) {
    case 'info':
      return <InfoField label={field.label}>{field.helperText ?? null}</InfoField>;
    case 'date':
      return <DateField {...common} value={asText(value)} onChange={onChange} />;
    case 'text':
      return (
        <TextField
          {...common}
          value={asText(value)}
          onChange={onChange}
          maxLength={field.maxLength ?? undefined}
          formatCounter={(used, limit) => formatCounter(used, limit, 'characters')}
        />
      );
    case 'textarea':
      return (
        <TextareaField
          {...common}
          value={asText(value)}
          onChange={onChange}
          maxLength={field.maxLength ?? undefined}
          maxWords={field.maxWords ?? undefined}
          formatCounter={formatCounter}
        />
      );
    case 'exportableTextarea':
      return (
        <ExportableTextareaField
          {...common}
          value={asText(value)}
          onChange={onChange}
          maxLength={field.maxLength ?? undefined}
          maxWords={field.maxWords ?? undefined}
          formatCounter={formatCounter}
          exportLabel={t('applicationForm.exportAnswer')}
          onExport={(text) => downloadText(`${field.key}.txt`, text)}
        />
      );
    case 'toggle':
      return <ToggleField {...common} checked={value === true} onChange={onChange} />;
    case 'checkbox':
      return <CheckboxField {...common} checked={value === true} onChange={onChange} />;
    case 'checkboxList':
      return <CheckboxListField {...common} options={options} values={asList(value)} onChange={onChange} />;
    case 'optionsList':
      return <OptionsListField {...common} options={options} values={asList(value)} onChange={onChange} />;
    case 'dropdown':
      return (
        <DropdownField
          {...common}
          options={options}
          value={asText(value)}
          onChange={onChange}
          emptyChoiceLabel={t('applicationForm.pleaseSelect')}
        />
      );
    case 'singleOption':
      return (
        <SingleOptionField {...common} options={options} value={asText(value) || null} onChange={onChange} />
      );
    case 'preferNotToSay':
      return (
        <PreferNotToSayField
          {...common}
          // Decision: a prefer-not-to-say question without options of its own is a yes/no question.
          options={options.length > 0 ? options : yesNoOptions(t('common:form.yes'), t('common:form.no'))}
          value={asText(value) || null}
          onChange={onChange}
          preferNotToSayLabel={t('common:form.preferNotToSay')}
        />
      );
    case 'customPreferNotToSay':
      return (
        <CustomPreferNotToSayField
          {...common}
          options={options}
          value={readCustomAnswer(
            value,
            options.map((option) => option.value),
          )}
          onChange={(answer) => onChange(writeCustomAnswer(answer))}
          customOptionLabel={t('applicationForm.selfDescribe')}
          customInputLabel={t('common:form.pleaseSpecify')}
          preferNotToSayLabel={t('common:form.preferNotToSay')}
        />
      );
    case 'autocomplete':
      return (
        <AutocompleteField
          {...common}
          options={options.length > 0 ? options : lookupOptions}
          value={asText(value) || null}
          onChange={onChange}
          noResultsText={t('applicationForm.noMatches')}
        />
      );
  }
}

/** Yes and no as option values 'yes' and 'no'. */
export function yesNoOptions(yes: string, no: string): ChoiceOption[] {
  return [
    { value: 'yes', label: yes },
    { value: 'no', label: no },
  ];
}
