import { socioEconomicClasses } from '@shortlist/domain/contextual';
import type { ChoiceOption } from '@shortlist/ui';
import { DropdownField, PreferNotToSayField } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import { yesNoOptions } from '../FormFieldInput.tsx';
import * as styles from './ProfileForm.css.ts';
import type { ProfileValues, YesNoAnswer } from './profile-values.ts';
import { educationHoursOptions } from './profile-values.ts';

type YesNoQuestion =
  | 'freeSchoolMeals'
  | 'firstGenerationUniversity'
  | 'bursary'
  | 'careExperience'
  | 'refugeeOrAsylum';

type SocialMobilityFieldsProps = {
  values: ProfileValues;
  change: (patch: Partial<ProfileValues>) => void;
  errors: Readonly<Record<string, string>>;
  schoolTypeOptions: ChoiceOption[];
};

// Label keys under profileForm.socialMobility, where they differ from the stored question key.
const yesNoLabelKeys: Record<YesNoQuestion, string> = {
  freeSchoolMeals: 'freeSchoolMeals',
  firstGenerationUniversity: 'firstGeneration',
  bursary: 'bursary',
  careExperience: 'careExperience',
  refugeeOrAsylum: 'refugeeOrAsylum',
};

/**
 * The "Your background" questions: the answers the contextual flags rest on. Each can be withheld; the
 * parental-occupation list carries its own 'Other / prefer not to say' (class X2).
 */
export function SocialMobilityFields({
  values,
  change,
  errors,
  schoolTypeOptions,
}: SocialMobilityFieldsProps) {
  const { t } = useTranslation(['candidate', 'common']);
  const optional = t('common:form.optional');
  const preferNotToSay = t('common:form.preferNotToSay');
  const yesNo = yesNoOptions(t('common:form.yes'), t('common:form.no'));

  const yesNoField = (question: YesNoQuestion) => (
    <PreferNotToSayField
      id={`socialMobility.${question}`}
      label={t(
        `profileForm.socialMobility.${yesNoLabelKeys[question]}` as 'profileForm.socialMobility.bursary',
      )}
      helperText={optional}
      options={yesNo}
      value={values[question]}
      onChange={(answer: YesNoAnswer) => change({ [question]: answer })}
      preferNotToSayLabel={preferNotToSay}
      error={errors[`socialMobility.${question}`]}
    />
  );

  return (
    <section className={styles.section} aria-labelledby="profile-social-mobility">
      <h2 id="profile-social-mobility" className={styles.sectionTitle}>
        {t('profileForm.socialMobility.title')}
      </h2>
      <p className={styles.sectionIntro}>{t('profileForm.socialMobility.intro')}</p>
      <PreferNotToSayField
        id="socialMobility.schoolType"
        label={t('profileForm.socialMobility.schoolType')}
        helperText={optional}
        options={schoolTypeOptions}
        value={values.schoolType}
        onChange={(schoolType) => change({ schoolType })}
        preferNotToSayLabel={preferNotToSay}
        error={errors['socialMobility.schoolType']}
      />
      {yesNoField('freeSchoolMeals')}
      {yesNoField('firstGenerationUniversity')}
      <PreferNotToSayField
        id="socialMobility.educationHours"
        label={t('profileForm.socialMobility.educationHours')}
        helperText={optional}
        options={educationHoursOptions.map((value) => ({
          value,
          label: t(`profileForm.socialMobility.educationHoursOptions.${value}`),
        }))}
        value={values.educationHours}
        onChange={(educationHours) => change({ educationHours })}
        preferNotToSayLabel={preferNotToSay}
        error={errors['socialMobility.educationHours']}
      />
      <DropdownField
        id="socialMobility.parentalOccupation"
        label={t('profileForm.socialMobility.parentalOccupation')}
        helperText={optional}
        options={socioEconomicClasses.map((value) => ({
          value,
          label: t(`profileForm.socialMobility.parentalOccupationOptions.${value}`),
        }))}
        value={values.parentalOccupation ?? ''}
        onChange={(answer) =>
          change({
            parentalOccupation: socioEconomicClasses.find((value) => value === answer) ?? null,
          })
        }
        emptyChoiceLabel={t('applicationForm.pleaseSelect')}
        error={errors['socialMobility.parentalOccupation']}
      />
      {yesNoField('bursary')}
      {yesNoField('careExperience')}
      {yesNoField('refugeeOrAsylum')}
    </section>
  );
}
