import type { OrganizationStage } from '@shortlist/domain/contract';
import { minimumReportGroupSize } from '@shortlist/domain/reports';
import { sessionTimeoutBounds } from '@shortlist/domain/schemas';
import type { AssessmentType } from '@shortlist/domain/stages';
import {
  assessmentTypeIds,
  assessmentTypeLabels,
  assessmentTypes,
  isStageId,
} from '@shortlist/domain/stages';
import { useTranslation } from 'react-i18next';
import { compactControl } from '../../app/controls.css.ts';
import { messagesUnder } from '../Settings/field-errors.ts';
import { CheckboxGroup } from './CheckboxGroup.tsx';
import { SettingField } from './SettingField.tsx';
import * as styles from './SettingsOrganisation.css.ts';
import { SocialMobilityField } from './SocialMobilityField.tsx';
import type { SettingsSectionProps } from './settings-draft.ts';
import { TextListEditor } from './TextListEditor.tsx';

const thirdPartyTests = assessmentTypeIds.filter(
  (type): type is AssessmentType => assessmentTypes[type].thirdParty,
);

/** Who may see what and for how long: review domains, time-out, tests, blind review, report group size. */
export function AccessFields({
  draft,
  errors,
  update,
  stages,
}: SettingsSectionProps & { stages: readonly OrganizationStage[] }) {
  const { t } = useTranslation('manager');
  return (
    <div className={styles.group}>
      <div className={styles.column}>
        <TextListEditor
          legend={t('settings.organisation.domains.legend')}
          help={t('settings.organisation.domains.help')}
          itemLabel={(number) => t('settings.organisation.domains.item', { number })}
          addLabel={t('settings.organisation.domains.add')}
          items={draft.reviewEmailDomains}
          errors={messagesUnder(errors, 'reviewEmailDomains')}
          listError={errors.reviewEmailDomains}
          onChange={(reviewEmailDomains) => update({ reviewEmailDomains })}
        />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('settings.organisation.timeout.legend')}</legend>
          <SettingField
            label={t('settings.organisation.timeout.label')}
            help={t('settings.organisation.timeout.help', sessionTimeoutBounds)}
            error={errors.sessionTimeout}
          >
            <input
              className={`${compactControl} ${styles.short}`}
              type="number"
              inputMode="numeric"
              min={sessionTimeoutBounds.min}
              max={sessionTimeoutBounds.max}
              value={draft.sessionTimeout}
              onChange={(event) => update({ sessionTimeout: event.target.value })}
            />
          </SettingField>
        </fieldset>
        <CheckboxGroup
          legend={t('settings.organisation.tests.legend')}
          help={t('settings.organisation.tests.help')}
          options={thirdPartyTests.map((type) => ({ value: type, label: assessmentTypeLabels[type] }))}
          selected={draft.enabledTests}
          error={errors.enabledTests}
          onChange={(enabledTests) => update({ enabledTests })}
        />
      </div>
      <div className={styles.column}>
        <CheckboxGroup
          legend={t('settings.organisation.blindReview.legend')}
          help={t('settings.organisation.blindReview.help')}
          options={stages.map((stage) => ({
            value: stage.id,
            label: t(`stages.${stage.id}`, { defaultValue: stage.name ?? String(stage.id) }),
          }))}
          selected={draft.blindReviewStageIds}
          error={errors.blindReviewStageIds}
          onChange={(ids) => update({ blindReviewStageIds: ids.filter(isStageId) })}
        />
        <SocialMobilityField draft={draft} update={update} />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('settings.organisation.reports.legend')}</legend>
          <SettingField
            label={t('settings.organisation.reports.label')}
            help={t('settings.organisation.reports.help', { min: minimumReportGroupSize })}
            error={errors.reportMinimumGroupSize}
          >
            <input
              className={`${compactControl} ${styles.short}`}
              type="number"
              inputMode="numeric"
              min={minimumReportGroupSize}
              max={100}
              value={draft.reportMinimumGroupSize}
              onChange={(event) => update({ reportMinimumGroupSize: event.target.value })}
            />
          </SettingField>
        </fieldset>
      </div>
    </div>
  );
}
