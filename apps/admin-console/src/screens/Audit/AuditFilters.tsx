import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientSelect } from '../data-screens/ClientSelect.tsx';
import * as styles from '../data-screens/data-screens.css.ts';
import type { AuditFilterForm } from './audit-filter.ts';
import { emptyAuditFilter } from './audit-filter.ts';

type Props = {
  initial: AuditFilterForm;
  actions: readonly string[];
  onSearch: (form: AuditFilterForm) => void;
};

/** Organisation, user, action (a listed one, or a prefix such as report) and a period of days. */
export function AuditFilters({ initial, actions, onSearch }: Props) {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState(initial);
  const set = (name: keyof AuditFilterForm) => (event: { target: { value: string } }) =>
    setForm({ ...form, [name]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(form);
  };
  return (
    <form onSubmit={submit}>
      <fieldset className={styles.filterBar}>
        <legend className={styles.muted}>{t('audit.filters.legend')}</legend>
        <ClientSelect
          label={t('audit.filters.organization')}
          allLabel={t('audit.filters.allOrganizations')}
          value={form.organizationId}
          onChange={set('organizationId')}
        />
        <label className={styles.field}>
          {t('audit.filters.user')}
          <input className={styles.input} name="user" value={form.user} onChange={set('user')} />
        </label>
        <label className={styles.field}>
          {t('audit.filters.action')}
          <input
            className={styles.input}
            name="action"
            list="audit-actions"
            value={form.action}
            onChange={set('action')}
          />
          <datalist id="audit-actions">
            {actions.map((action) => (
              <option key={action} value={action} />
            ))}
          </datalist>
        </label>
        <label className={styles.field}>
          {t('audit.filters.from')}
          <input className={styles.input} type="date" name="from" value={form.from} onChange={set('from')} />
        </label>
        <label className={styles.field}>
          {t('audit.filters.to')}
          <input className={styles.input} type="date" name="to" value={form.to} onChange={set('to')} />
        </label>
        <button type="submit" className={styles.primaryButton}>
          {t('audit.filters.search')}
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            setForm(emptyAuditFilter);
            onSearch(emptyAuditFilter);
          }}
        >
          {t('audit.filters.clear')}
        </button>
      </fieldset>
    </form>
  );
}
