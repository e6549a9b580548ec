import { qualificationLevels } from '@shortlist/domain/enums';
import { listYears } from '@shortlist/domain/format';
import type { ReferenceItem } from '@shortlist/domain/schemas';
import { sortEthnicities } from '@shortlist/domain/validation';
import type { ChoiceOption } from '@shortlist/ui';
import {
  Button,
  CustomPreferNotToSayField,
  DropdownField,
  SingleOptionField,
  TextField,
} from '@shortlist/ui';
import type { FormEvent, ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { yesNoOptions } from '../FormFieldInput.tsx';
import * as styles from './ProfileForm.css.ts';
import type { ProfileValues } from './profile-values.ts';
import { emptySchool, emptyUniversity } from './profile-values.ts';
import { SchoolFields } from './SchoolFields.tsx';
import { SocialMobilityFields } from './SocialMobilityFields.tsx';
import { UniversityFields } from './UniversityFields.tsx';

export type ProfileOptions = {
  readonly degreeClasses: readonly ReferenceItem[];
  readonly degreeTypes: readonly ReferenceItem[];
  readonly schoolTypes: readonly ReferenceItem[];
  readonly genders: readonly ReferenceItem[];
  readonly ethnicities: readonly ReferenceItem[];
  readonly permitTypes: readonly ReferenceItem[];
};

export type ProfileFormProps = {
  values: ProfileValues;
  onChange: (values: ProfileValues) => void;
  /** Messages keyed by the API's field paths (`firstName`, `universities.0.universityStartYear`...). */
  errors: Readonly<Record<string, string>>;
  options: ProfileOptions;
  searchUniversities: (term: string) => Promise<readonly ReferenceItem[]>;
  searchSchools: (term: string) => Promise<readonly ReferenceItem[]>;
  onSubmit: () => void;
  submitLabel: string;
  busy: boolean;
  /** Shown above the fields (a save failure, a restored draft). */
  notice?: ReactNode;
  now?: Date;
};

// Pick lists carry their own 'Prefer not to say' / 'Prefer to self-describe'; the ui fields add theirs.
const ownAnswerValues = new Set(['prefer-not-to-say', 'prefer-to-self-describe']);

function toOptions(items: readonly ReferenceItem[]): ChoiceOption[] {
  return items
    .filter((item) => !ownAnswerValues.has(item.value))
    .map((item) => ({ value: item.value, label: item.label }));
}

/** Ethnicities named with their census group, sorted with every 'Other' group last (§5). */
function ethnicityOptions(items: readonly ReferenceItem[]): ChoiceOption[] {
  const named = toOptions(items).map((option) => {
    const group = items.find((item) => item.value === option.value)?.attributes.group;
    return {
      value: option.value,
      label: typeof group === 'string' ? `${group}: ${option.label}` : option.label,
    };
  });
  return sortEthnicities(named);
}

function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((current, position) => (position === index ? item : current));
}

/**
 * The candidate profile of §3: personal details, education (universities and schools), citizenship and
 * permit, social-mobility and diversity questions, each of the last two with 'Prefer not to say'.
 */
export function ProfileForm({
  values,
  onChange,
  errors,
  options,
  searchUniversities,
  searchSchools,
  onSubmit,
  submitLabel,
  busy,
  notice,
  now = new Date(),
}: ProfileFormProps) {
  const { t } = useTranslation(['candidate', 'common']);
  const change = (patch: Partial<ProfileValues>) => onChange({ ...values, ...patch });
  const optional = t('common:form.optional');
  const preferNotToSay = t('common:form.preferNotToSay');
  const yesNo = yesNoOptions(t('common:form.yes'), t('common:form.no'));
  const year = now.getUTCFullYear();
  const yearOptions = useMemo(
    () =>
      listYears(new Date(Date.UTC(year, 0, 1)), { ahead: 9 }).map((value) => ({
        value: String(value),
        label: String(value),
      })),
    [year],
  );
  const levelOptions = qualificationLevels.map((level) => ({
    value: level,
    label: t(`profileForm.qualificationLevels.${level}`),
  }));
  const degreeTypeOptions = toOptions(options.degreeTypes);
  const degreeClassOptions = toOptions(options.degreeClasses);
  const permitOptions = options.permitTypes.map((item) => ({ value: String(item.id), label: item.label }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onSubmit();
  }

  return (
    <form noValidate onSubmit={handleSubmit} className={styles.form} aria-busy={busy}>
      {notice}
      <section className={styles.section} aria-labelledby="profile-personal">
        <h2 id="profile-personal" className={styles.sectionTitle}>
          {t('profileForm.personal.title')}
        </h2>
        <div className={styles.pair}>
          <TextField
            id="firstName"
            label={t('profileForm.personal.firstName')}
            value={values.firstName}
            onChange={(firstName) => change({ firstName })}
            autoComplete="given-name"
            maxLength={255}
            required
            error={errors.firstName}
          />
          <TextField
            id="lastName"
            label={t('profileForm.personal.lastName')}
            value={values.lastName}
            onChange={(lastName) => change({ lastName })}
            autoComplete="family-name"
            maxLength={255}
            required
            error={errors.lastName}
          />
        </div>
        <TextField
          id="preferredName"
          label={t('profileForm.personal.preferredName')}
          helperText={optional}
          value={values.preferredName}
          onChange={(preferredName) => change({ preferredName })}
          autoComplete="nickname"
          maxLength={255}
          error={errors.preferredName}
        />
      </section>

      <section className={styles.section} aria-labelledby="profile-education">
        <h2 id="profile-education" className={styles.sectionTitle}>
          {t('profileForm.education.title')}
        </h2>
        <h3 className={styles.sectionIntro}>{t('profileForm.education.universities')}</h3>
        {values.universities.map((university, index) => (
          <UniversityFields
            // Entries have no id of their own until saved; their position is their identity here.
            key={index}
            index={index}
            university={university}
            onChange={(next) => change({ universities: replaceAt(values.universities, index, next) })}
            onRemove={() =>
              change({ universities: values.universities.filter((_, position) => position !== index) })
            }
            errors={errors}
            yearOptions={yearOptions}
            levelOptions={levelOptions}
            degreeTypeOptions={degreeTypeOptions}
            degreeClassOptions={degreeClassOptions}
            search={searchUniversities}
          />
        ))}
        <div className={styles.actions}>
          <Button
            variant="secondary"
            size="medium"
            onClick={() => change({ universities: [...values.universities, emptyUniversity] })}
          >
            {t('profileForm.education.addUniversity')}
          </Button>
        </div>
        <h3 className={styles.sectionIntro}>{t('profileForm.education.schools')}</h3>
        {values.schools.map((school, index) => (
          <SchoolFields
            // Entries have no id of their own until saved; their position is their identity here.
            key={index}
            index={index}
            school={school}
            onChange={(next) => change({ schools: replaceAt(values.schools, index, next) })}
            onRemove={() => change({ schools: values.schools.filter((_, position) => position !== index) })}
            errors={errors}
            yearOptions={yearOptions}
            search={searchSchools}
          />
        ))}
        <div className={styles.actions}>
          <Button
            variant="secondary"
            size="medium"
            onClick={() => change({ schools: [...values.schools, emptySchool] })}
          >
            {t('profileForm.education.addSchool')}
          </Button>
        </div>
        <div className={styles.pair}>
          <DropdownField
            id="secondarySchoolCompletedYear"
            label={t('profileForm.education.secondaryCompleted')}
            helperText={optional}
            options={yearOptions}
            value={values.secondarySchoolCompletedYear}
            onChange={(secondarySchoolCompletedYear) => change({ secondarySchoolCompletedYear })}
            emptyChoiceLabel={t('applicationForm.pleaseSelect')}
            error={errors.secondarySchoolCompletedYear}
          />
          <DropdownField
            id="sixthFormSchoolCompletedYear"
            label={t('profileForm.education.sixthFormCompleted')}
            helperText={optional}
            options={yearOptions}
            value={values.sixthFormSchoolCompletedYear}
            onChange={(sixthFormSchoolCompletedYear) => change({ sixthFormSchoolCompletedYear })}
            emptyChoiceLabel={t('applicationForm.pleaseSelect')}
            error={errors.sixthFormSchoolCompletedYear}
          />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="profile-citizenship">
        <h2 id="profile-citizenship" className={styles.sectionTitle}>
          {t('profileForm.citizenship.title')}
        </h2>
        <SingleOptionField
          id="citizen"
          label={t('profileForm.citizenship.citizen')}
          helperText={optional}
          options={yesNo}
          value={values.citizen}
          onChange={(citizen) => change({ citizen: citizen === 'yes' ? 'yes' : 'no' })}
          error={errors.citizen}
        />
        <DropdownField
          id="permitType"
          label={t('profileForm.citizenship.permitType')}
          helperText={optional}
          options={permitOptions}
          value={values.permitTypeId}
          onChange={(permitTypeId) => change({ permitTypeId })}
          emptyChoiceLabel={t('applicationForm.pleaseSelect')}
          error={errors.permitType ?? errors['permitType.id']}
        />
        <TextField
          id="otherPermit"
          label={t('profileForm.citizenship.otherPermit')}
          helperText={optional}
          value={values.otherPermit}
          onChange={(otherPermit) => change({ otherPermit })}
          maxLength={255}
          error={errors.otherPermit}
        />
      </section>

      <SocialMobilityFields
        values={values}
        change={change}
        errors={errors}
        schoolTypeOptions={toOptions(options.schoolTypes)}
      />

      <section className={styles.section} aria-labelledby="profile-diversity">
        <h2 id="profile-diversity" className={styles.sectionTitle}>
          {t('profileForm.diversity.title')}
        </h2>
        <p className={styles.sectionIntro}>{t('profileForm.diversity.intro')}</p>
        <CustomPreferNotToSayField
          id="diversity.gender"
          label={t('profileForm.diversity.gender')}
          helperText={optional}
          options={toOptions(options.genders)}
          value={values.gender}
          onChange={(gender) => change({ gender })}
          customOptionLabel={t('applicationForm.selfDescribe')}
          customInputLabel={t('common:form.pleaseSpecify')}
          preferNotToSayLabel={preferNotToSay}
          error={errors['diversity.gender']}
        />
        <CustomPreferNotToSayField
          id="diversity.ethnicity"
          label={t('profileForm.diversity.ethnicity')}
          helperText={optional}
          options={ethnicityOptions(options.ethnicities)}
          value={values.ethnicity}
          onChange={(ethnicity) => change({ ethnicity })}
          customOptionLabel={t('applicationForm.selfDescribe')}
          customInputLabel={t('common:form.pleaseSpecify')}
          preferNotToSayLabel={preferNotToSay}
          error={errors['diversity.ethnicity']}
        />
      </section>

      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
