import type { ReferenceItem } from '@shortlist/domain/schemas';
import type { ChoiceOption } from '@shortlist/ui';
import { Button, DropdownField, TextField } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './ProfileForm.css.ts';
import type { UniversityEntry } from './profile-values.ts';
import { ReferenceLookupField } from './ReferenceLookupField.tsx';

/** One university of the profile's education section. */
type UniversityFieldsProps = {
  index: number;
  university: UniversityEntry;
  onChange: (university: UniversityEntry) => void;
  onRemove: () => void;
  errors: Readonly<Record<string, string>>;
  yearOptions: ChoiceOption[];
  levelOptions: ChoiceOption[];
  degreeTypeOptions: ChoiceOption[];
  degreeClassOptions: ChoiceOption[];
  search: (term: string) => Promise<readonly ReferenceItem[]>;
};

export function UniversityFields({
  index,
  university,
  onChange,
  onRemove,
  errors,
  yearOptions,
  levelOptions,
  degreeTypeOptions,
  degreeClassOptions,
  search,
}: UniversityFieldsProps) {
  const { t } = useTranslation(['candidate', 'common']);
  const path = `universities.${index}`;
  const change = (patch: Partial<UniversityEntry>) => onChange({ ...university, ...patch });
  const number = index + 1;
  return (
    <fieldset className={styles.entry}>
      <legend className={styles.entryTitle}>{t('profileForm.education.universityNumber', { number })}</legend>
      <ReferenceLookupField
        id={`${path}.university`}
        label={t('profileForm.education.university')}
        chosen={{ id: university.universityId, name: university.universityName }}
        onChoose={(choice) => change({ universityId: choice.id, universityName: choice.name })}
        search={search}
        error={errors[`${path}.universityId`] ?? errors[`${path}.universityName`]}
      />
      <div className={styles.pair}>
        <DropdownField
          id={`${path}.universityType`}
          label={t('profileForm.education.qualificationLevel')}
          options={levelOptions}
          value={university.level}
          onChange={(level) => change({ level })}
          required
          error={errors[`${path}.universityType`]}
        />
        <DropdownField
          id={`${path}.degreeType`}
          label={t('profileForm.education.degreeType')}
          helperText={t('common:form.optional')}
          options={degreeTypeOptions}
          value={university.degreeType}
          onChange={(degreeType) => change({ degreeType })}
          emptyChoiceLabel={t('applicationForm.pleaseSelect')}
          error={errors[`${path}.degreeType`]}
        />
      </div>
      <TextField
        id={`${path}.course`}
        label={t('profileForm.education.course')}
        helperText={t('common:form.optional')}
        value={university.course}
        onChange={(course) => change({ course })}
        maxLength={255}
        error={errors[`${path}.course`]}
      />
      <DropdownField
        id={`${path}.degreeClass`}
        label={t('profileForm.education.degreeClass')}
        helperText={t('common:form.optional')}
        options={degreeClassOptions}
        value={university.degreeClass}
        onChange={(degreeClass) => change({ degreeClass })}
        emptyChoiceLabel={t('applicationForm.pleaseSelect')}
        error={errors[`${path}.degreeClass`]}
      />
      <div className={styles.pair}>
        <DropdownField
          id={`${path}.universityStartYear`}
          label={t('profileForm.education.startYear')}
          options={yearOptions}
          value={university.startYear}
          onChange={(startYear) => change({ startYear })}
          emptyChoiceLabel={t('applicationForm.pleaseSelect')}
          required
          error={errors[`${path}.universityStartYear`]}
        />
        <DropdownField
          id={`${path}.universityGraduationYear`}
          label={t('profileForm.education.graduationYear')}
          options={yearOptions}
          value={university.graduationYear}
          onChange={(graduationYear) => change({ graduationYear })}
          emptyChoiceLabel={t('applicationForm.pleaseSelect')}
          required
          error={errors[`${path}.universityGraduationYear`]}
        />
      </div>
      <Button variant="text" size="small" onClick={onRemove}>
        {t('profileForm.education.removeUniversity', { number })}
      </Button>
    </fieldset>
  );
}
