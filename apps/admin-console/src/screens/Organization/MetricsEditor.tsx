import { metricTypes } from '@shortlist/domain/enums';
import type { MetricDraft } from '@shortlist/domain/schemas';
import { hasBounds, newMetric } from '@shortlist/domain/schemas';
import { Button, CheckboxField, DropdownField, TextField } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './OrganizationForm.css.ts';
import type { FieldErrors } from './validate-draft.ts';

type MetricsEditorProps = {
  metrics: readonly MetricDraft[];
  onChange: (metrics: MetricDraft[]) => void;
  errors: FieldErrors;
};

/** The organisation's scoring metrics (§3, §5): a key or label, a type and optional bounds each. */
export function MetricsEditor({ metrics, onChange, errors }: MetricsEditorProps) {
  const { t } = useTranslation('admin');
  const update = (index: number, change: Partial<MetricDraft>) =>
    onChange(metrics.map((metric, at) => (at === index ? { ...metric, ...change } : metric)));
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('organization.sections.metrics')}</legend>
      {metrics.map((metric, index) => {
        const number = { number: index + 1 };
        const error = (field: string) => errors[`metrics.${index}.${field}`];
        return (
          <div key={metric.rowKey} className={styles.row}>
            <TextField
              label={t('organization.metric.key', number)}
              value={metric.key}
              error={error('key')}
              onChange={(key) => update(index, { key })}
            />
            <TextField
              label={t('organization.metric.label', number)}
              value={metric.label}
              error={error('label')}
              onChange={(label) => update(index, { label })}
            />
            <DropdownField
              label={t('organization.metric.type', number)}
              value={metric.metricType}
              options={metricTypes.map((type) => ({
                value: type,
                label: t(`organization.metric.types.${type}`),
              }))}
              onChange={(type) => update(index, { metricType: type as MetricDraft['metricType'] })}
            />
            {hasBounds(metric.metricType) ? (
              <>
                <TextField
                  type="number"
                  label={t('organization.metric.min', number)}
                  value={metric.min}
                  error={error('min')}
                  onChange={(min) => update(index, { min })}
                />
                <TextField
                  type="number"
                  label={t('organization.metric.max', number)}
                  value={metric.max}
                  error={error('max')}
                  onChange={(max) => update(index, { max })}
                />
              </>
            ) : null}
            <CheckboxField
              label={t('organization.metric.showOnInvite', number)}
              checked={metric.showOnInvite}
              onChange={(showOnInvite) => update(index, { showOnInvite })}
            />
            <Button variant="secondary" onClick={() => onChange(metrics.filter((_, at) => at !== index))}>
              {t('organization.metric.remove', number)}
            </Button>
          </div>
        );
      })}
      <div>
        <Button variant="secondary" onClick={() => onChange([...metrics, newMetric()])}>
          {t('organization.metric.add')}
        </Button>
      </div>
    </fieldset>
  );
}
