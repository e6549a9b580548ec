import { workArrangements } from '@shortlist/domain/enums';
import { useTranslation } from 'react-i18next';
import { SelectInput, SwitchInput, TextInput } from './EditorField.tsx';
import * as styles from './editor.css.ts';
import { RichTextEditor } from './RichTextEditor.tsx';
import type { ReferenceField, RoleDetails } from './role-draft.ts';
import { fromDateInput, referenceFields, toDateInput } from './role-draft.ts';
import { SalaryFields } from './SalaryFields.tsx';
import type { ReferenceOption } from './use-role-reference.ts';
import { useRoleReference } from './use-role-reference.ts';

type RoleDetailsFieldsProps = {
  details: RoleDetails;
  errors: Record<string, string>;
  onChange: (change: Partial<RoleDetails>) => void;
};

/** The options of a pick list, with the role's own value kept even if the list no longer has it. */
function options(list: ReferenceOption[], value: string) {
  const known = list.some((option) => option.value.toLowerCase() === value.toLowerCase());
  return known || value === '' ? list : [...list, { value, label: value }];
}

/** The role's name, attributes from the organisation's lists, dates, description and settings. */
export function RoleDetailsFields({ details, errors, onChange }: RoleDetailsFieldsProps) {
  const { t } = useTranslation('manager');
  const lists = useRoleReference();
  const referenceSelect = (field: ReferenceField) => (
    <SelectInput
      key={field}
      label={t(`settings.editor.fields.${field}`)}
      error={errors[field]}
      value={details[field]}
      required={field === 'roleType'}
      onChange={(event) => onChange({ [field]: event.target.value })}
    >
      <option value="">
        {field === 'roleType' ? t('settings.editor.choose') : t('settings.editor.none')}
      </option>
      {options(lists[field], details[field]).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectInput>
  );
  return (
    <div className={styles.grid}>
      <TextInput
        className={styles.wide}
        label={t('settings.editor.fields.name')}
        error={errors.name}
        value={details.name}
        required
        maxLength={255}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      {referenceFields.map(referenceSelect)}
      <SelectInput
        label={t('settings.editor.fields.workArrangement')}
        error={errors.workArrangement}
        value={details.workArrangement}
        onChange={(event) => onChange({ workArrangement: event.target.value })}
      >
        <option value="">{t('settings.editor.none')}</option>
        {workArrangements.map((value) => (
          <option key={value} value={value}>
            {t(`settings.editor.workArrangements.${value}`)}
          </option>
        ))}
      </SelectInput>
      <TextInput
        type="date"
        label={t('settings.editor.fields.openDate')}
        error={errors.openDate}
        value={toDateInput(details.openDate)}
        onChange={(event) => onChange({ openDate: fromDateInput(event.target.value, 'start') })}
      />
      <TextInput
        type="date"
        label={t('settings.editor.fields.deadline')}
        error={errors.deadline}
        value={toDateInput(details.deadline)}
        onChange={(event) => onChange({ deadline: fromDateInput(event.target.value, 'end') })}
      />
      <SalaryFields details={details} errors={errors} onChange={onChange} />
      <div className={styles.wide}>
        <RichTextEditor
          label={t('settings.editor.description')}
          value={details.description}
          onChange={(description) => onChange({ description })}
        />
        {errors.description ? <p className={styles.error}>{errors.description}</p> : null}
      </div>
      <SwitchInput
        label={t('settings.editor.fields.doNotSave')}
        help={t('settings.editor.fields.doNotSaveHelp')}
        checked={details.doNotSave}
        onChange={(doNotSave) => onChange({ doNotSave })}
      />
      <SwitchInput
        label={t('settings.editor.fields.interviewConfigured')}
        help={t('settings.editor.fields.interviewConfiguredHelp')}
        checked={details.interviewConfigured}
        onChange={(interviewConfigured) => onChange({ interviewConfigured })}
      />
    </div>
  );
}
