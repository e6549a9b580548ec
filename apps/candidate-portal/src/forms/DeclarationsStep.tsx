import type { ChoiceOption } from '@shortlist/ui';
import { CheckboxField, DropdownField, SingleOptionField, TextField } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as styles from './ApplicationForm.css.ts';
import { yesNoOptions } from './FormFieldInput.tsx';
import type { FieldMessages } from './field-errors.ts';
import type { FormStep } from './form-steps.ts';

/** The answers of the last step: consents, terms and (on the passport flow) citizenship. */
export type Declarations = {
  readonly acceptTermAndConditions: boolean;
  readonly acceptResearch: boolean;
  readonly citizen: 'yes' | 'no' | null;
  readonly permitTypeId: string;
  readonly otherPermit: string;
};

export const emptyDeclarations: Declarations = {
  acceptTermAndConditions: false,
  acceptResearch: false,
  citizen: null,
  permitTypeId: '',
  otherPermit: '',
};

export type DeclarationsStepProps = {
  step: Extract<FormStep, { kind: 'declarations' }>;
  value: Declarations;
  onChange: (value: Declarations) => void;
  errors: FieldMessages;
  permitTypeOptions: readonly ChoiceOption[];
  citizenshipRequired: boolean;
  disabled?: boolean;
};

/** The declarations before submitting: citizenship and permit, research consent, and the terms (§5, §6). */
export function DeclarationsStep({
  step,
  value,
  onChange,
  errors,
  permitTypeOptions,
  citizenshipRequired,
  disabled,
}: DeclarationsStepProps) {
  const { t } = useTranslation(['candidate', 'common']);
  const change = (patch: Partial<Declarations>) => onChange({ ...value, ...patch });
  return (
    <>
      {step.citizenship ? (
        <>
          <SingleOptionField
            id="citizen"
            label={t('profileForm.citizenship.citizen')}
            options={yesNoOptions(t('common:form.yes'), t('common:form.no'))}
            value={value.citizen}
            onChange={(citizen) => change({ citizen: citizen === 'yes' ? 'yes' : 'no' })}
            required={citizenshipRequired}
            error={errors.citizen}
            disabled={disabled}
          />
          <DropdownField
            id="permitType"
            label={t('profileForm.citizenship.permitType')}
            helperText={t('common:form.optional')}
            options={permitTypeOptions}
            value={value.permitTypeId}
            onChange={(permitTypeId) => change({ permitTypeId })}
            emptyChoiceLabel={t('applicationForm.pleaseSelect')}
            error={errors.permitType}
            disabled={disabled}
          />
          <TextField
            id="otherPermit"
            label={t('profileForm.citizenship.otherPermit')}
            helperText={t('common:form.optional')}
            value={value.otherPermit}
            onChange={(otherPermit) => change({ otherPermit })}
            maxLength={255}
            error={errors.otherPermit}
            disabled={disabled}
          />
        </>
      ) : null}
      {step.researchConsent ? (
        <CheckboxField
          id="acceptResearch"
          label={t('applicationForm.declarations.researchConsent')}
          helperText={t('common:form.optional')}
          checked={value.acceptResearch}
          onChange={(acceptResearch) => change({ acceptResearch })}
          error={errors.acceptResearch}
          disabled={disabled}
        />
      ) : null}
      <p className={styles.links}>
        <Link className={styles.link} to="/terms" target="_blank">
          {t('applicationForm.declarations.readTerms')}
        </Link>
        <Link className={styles.link} to="/policy" target="_blank">
          {t('applicationForm.declarations.readPolicy')}
        </Link>
      </p>
      <CheckboxField
        id="acceptTermAndConditions"
        label={t('terms.accept')}
        checked={value.acceptTermAndConditions}
        onChange={(acceptTermAndConditions) => change({ acceptTermAndConditions })}
        required
        error={errors.acceptTermAndConditions}
        disabled={disabled}
      />
    </>
  );
}
