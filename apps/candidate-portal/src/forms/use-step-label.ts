import { useTranslation } from 'react-i18next';
import type { FormStep } from './form-steps.ts';

/** The name of a step: a section's own title, else a numbered or built-in name. */
export function useStepLabel(): (item: FormStep, position: number) => string {
  const { t } = useTranslation(['candidate', 'common']);
  return (item, position) => {
    if (item.kind === 'section') {
      return item.section.title ?? t('applicationForm.steps.section', { number: position + 1 });
    }
    return t(`applicationForm.steps.${item.kind}`);
  };
}
