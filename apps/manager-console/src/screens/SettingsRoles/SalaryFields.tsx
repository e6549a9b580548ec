import { salaryCurrencies, salaryPeriods } from '@shortlist/domain/schemas';
import { useTranslation } from 'react-i18next';
import { SelectInput, TextInput } from './EditorField.tsx';
import type { RoleDetails } from './role-draft.ts';

type SalaryFieldsProps = {
  details: RoleDetails;
  errors: Record<string, string>;
  onChange: (change: Partial<RoleDetails>) => void;
};

/** The role's stated salary: one figure or a range, its currency and what it pays for. */
export function SalaryFields({ details, errors, onChange }: SalaryFieldsProps) {
  const { t } = useTranslation('manager');
  return (
    <>
      <TextInput
        label={t('settings.editor.fields.salaryMin')}
        help={t('settings.editor.fields.salaryMinHelp')}
        error={errors.salaryMin}
        value={details.salaryMin}
        inputMode="decimal"
        onChange={(event) => onChange({ salaryMin: event.target.value })}
      />
      <TextInput
        label={t('settings.editor.fields.salaryMax')}
        help={t('settings.editor.fields.salaryMaxHelp')}
        error={errors.salaryMax}
        value={details.salaryMax}
        inputMode="decimal"
        onChange={(event) => onChange({ salaryMax: event.target.value })}
      />
      <SelectInput
        label={t('settings.editor.fields.salaryCurrency')}
        error={errors.salaryCurrency}
        value={details.salaryCurrency}
        onChange={(event) =>
          onChange({ salaryCurrency: event.target.value as RoleDetails['salaryCurrency'] })
        }
      >
        {salaryCurrencies.map((currency) => (
          <option key={currency} value={currency}>
            {currency}
          </option>
        ))}
      </SelectInput>
      <SelectInput
        label={t('settings.editor.fields.salaryPeriod')}
        error={errors.salaryPeriod}
        value={details.salaryPeriod}
        onChange={(event) => onChange({ salaryPeriod: event.target.value as RoleDetails['salaryPeriod'] })}
      >
        {salaryPeriods.map((period) => (
          <option key={period} value={period}>
            {t(`settings.editor.salaryPeriods.${period}`)}
          </option>
        ))}
      </SelectInput>
    </>
  );
}
