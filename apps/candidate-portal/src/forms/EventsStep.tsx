import type { ChoiceOption } from '@shortlist/ui';
import { CheckboxListField, EmptyState } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';

export type EventsStepProps = {
  options: readonly ChoiceOption[];
  values: readonly string[];
  onChange: (values: string[]) => void;
  disabled?: boolean;
};

/** The organisation's upcoming events the candidate would like to attend (§6 events section). */
export function EventsStep({ options, values, onChange, disabled }: EventsStepProps) {
  const { t } = useTranslation(['candidate', 'common']);
  if (options.length === 0) return <EmptyState title={t('events.empty')} headingLevel={3} />;
  return (
    <CheckboxListField
      id="events"
      label={t('applicationForm.events.label')}
      helperText={t('common:form.optional')}
      options={options}
      values={values}
      onChange={onChange}
      disabled={disabled}
    />
  );
}
