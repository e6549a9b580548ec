import { callRoute } from '@shortlist/api-client';
import { listFormTemplates } from '@shortlist/domain/contract';
import { useApi } from '@shortlist/shell/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import * as styles from './settings-table.css.ts';

/** 'New role', with a blank form or one of the form templates to start from. */
export function NewRoleControl() {
  const { t } = useTranslation('manager');
  const api = useApi();
  const id = useId();
  const navigate = useNavigate();
  const [template, setTemplate] = useState('');
  const templates = useQuery({
    queryKey: ['form-templates'],
    queryFn: ({ signal }) => callRoute(api, listFormTemplates, { signal }),
  });
  return (
    <form
      className={styles.toolbar}
      onSubmit={(event) => {
        event.preventDefault();
        navigate(`/manager/settings/roles/new${template ? `?template=${encodeURIComponent(template)}` : ''}`);
      }}
    >
      <label htmlFor={id} className={styles.label}>
        {t('settings.roles.startFrom')}
      </label>
      <select
        id={id}
        className={styles.control}
        value={template}
        onChange={(event) => setTemplate(event.target.value)}
      >
        <option value="">{t('settings.roles.blankForm')}</option>
        {(templates.data ?? []).map((item) => (
          <option key={item.key} value={item.key}>
            {item.name}
          </option>
        ))}
      </select>
      <button type="submit" className={styles.primaryToolButton}>
        {t('settings.roles.newRole')}
      </button>
    </form>
  );
}
