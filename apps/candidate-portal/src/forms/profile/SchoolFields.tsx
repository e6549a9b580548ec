import type { ReferenceItem } from '@shortlist/domain/schemas';
import type { ChoiceOption } from '@shortlist/ui';
import { Button, DropdownField } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './ProfileForm.css.ts';
import type { SchoolEntry } from './profile-values.ts';
import { ReferenceLookupField } from './ReferenceLookupField.tsx';

/** One school of the profile's education section. */
type SchoolFieldsProps = {
  index: number;
  school: SchoolEntry;
  onChange: (school: SchoolEntry) => void;
  onRemove: () => void;
  errors: Readonly<Record<string, string>>;
  yearOptions: ChoiceOption[];
  search: (term: string) => Promise<readonly ReferenceItem[]>;
};

export function SchoolFields({
  index,
  school,
  onChange,
  onRemove,
  errors,
  yearOptions,
  search,
}: SchoolFieldsProps) {
  const { t } = useTranslation(['candidate', 'common']);
  const path = `schools.${index}`;
  const change = (patch: Partial<SchoolEntry>) => onChange({ ...school, ...patch });
  const number = index + 1;
  return (
    <fieldset className={styles.entry}>
      <legend className={styles.entryTitle}>{t('profileForm.education.schoolNumber', { number })}</legend>
      <ReferenceLookupField
        id={`${path}.school`}
        label={t('profileForm.education.school')}
        chosen={{ id: school.schoolId, name: school.schoolName }}
        onChoose={(choice) => change({ schoolId: choice.id, schoolName: choice.name, schoolValue: null })}
        search={search}
        error={errors[`${path}.schoolId`] ?? errors[`${path}.schoolName`]}
      />
      <div className={styles.pair}>
        <DropdownField
          id={`${path}.startYear`}
          label={t('profileForm.education.schoolStartYear')}
          helperText={t('common:form.optional')}
          options={yearOptions}
          value={school.startYear}
          onChange={(startYear) => change({ startYear })}
          emptyChoiceLabel={t('applicationForm.pleaseSelect')}
          error={errors[`${path}.startYear`]}
        />
        <DropdownField
          id={`${path}.endYear`}
          label={t('profileForm.education.schoolEndYear')}
          helperText={t('common:form.optional')}
          options={yearOptions}
          value={school.endYear}
          onChange={(endYear) => change({ endYear })}
          emptyChoiceLabel={t('applicationForm.pleaseSelect')}
          error={errors[`${path}.endYear`]}
        />
      </div>
      <Button variant="text" size="small" onClick={onRemove}>
        {t('profileForm.education.removeSchool', { number })}
      </Button>
    </fieldset>
  );
}
