import { callRoute } from '@shortlist/api-client';
import { listFormTemplates } from '@shortlist/domain/contract';
import type { FormTemplate } from '@shortlist/domain/schemas';
import { DelayedSpinner, useApi } from '@shortlist/shell/react';
import { EmptyState, ErrorState, SortableHeader } from '@shortlist/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SaveStatus } from '../Settings/SaveStatus.tsx';
import { SettingsPage } from '../Settings/SettingsPage.tsx';
import { useKeptSort } from '../Settings/use-kept-sort.ts';
import { formTemplateSortColumns, sortFormTemplates, stepCount } from './form-template-sort.ts';
import { useNotice } from './notice.tsx';
import * as styles from './settings-table.css.ts';
import { TemplateDialogs } from './TemplateDialogs.tsx';

function TemplatesTable({ templates }: { templates: FormTemplate[] }) {
  const { t } = useTranslation('manager');
  const notice = useNotice();
  const [renaming, setRenaming] = useState<FormTemplate | null>(null);
  const [deleting, setDeleting] = useState<FormTemplate | null>(null);
  const kept = useKeptSort('settings-templates', formTemplateSortColumns);
  const rows = useMemo(() => sortFormTemplates(templates, kept.sort), [templates, kept.sort]);
  return (
    <div className={styles.stack}>
      <SaveStatus outcome={notice.notice} onDismiss={notice.clear} />
      <p className={styles.summary}>{t('settings.forms.count', { count: templates.length })}</p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls by keyboard too. */}
      <section className={styles.scroller} tabIndex={0} aria-labelledby="form-templates-caption">
        <table className={styles.table}>
          <caption id="form-templates-caption" className={styles.caption}>
            {t('settings.forms.caption')}
          </caption>
          <thead>
            <tr>
              {formTemplateSortColumns.map((column) => (
                <SortableHeader
                  key={column}
                  label={t(`settings.forms.columns.${column}`)}
                  direction={kept.sort?.column === column ? kept.sort.direction : null}
                  onSort={(direction) => kept.save({ column, direction })}
                  className={column === 'steps' ? styles.numericHeader : styles.header}
                />
              ))}
              <th scope="col" className={styles.plainHeader}>
                {t('settings.forms.columns.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((template) => (
              <tr key={template.key}>
                <th scope="row" className={styles.nameCell}>
                  {template.name}
                  {template.description ? <div className={styles.muted}>{template.description}</div> : null}
                </th>
                <td className={styles.cell}>
                  {template.builtIn ? t('settings.forms.builtIn') : t('settings.forms.own')}
                </td>
                <td className={styles.numericCell}>{stepCount(template)}</td>
                <td className={styles.actionsCell}>
                  {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons named after their template. */}
                  <div
                    role="group"
                    aria-label={t('settings.forms.actions', { name: template.name })}
                    className={styles.actions}
                  >
                    <Link
                      to={`/manager/settings/roles/new?template=${encodeURIComponent(template.key)}`}
                      className={styles.linkButton}
                    >
                      {t('settings.forms.start')}
                    </Link>
                    {template.builtIn ? null : (
                      <>
                        <button
                          type="button"
                          className={styles.rowButton}
                          onClick={() => setRenaming(template)}
                        >
                          {t('settings.forms.rename')}
                        </button>
                        <button
                          type="button"
                          className={styles.rowButton}
                          onClick={() => setDeleting(template)}
                        >
                          {t('settings.forms.delete')}
                        </button>
                      </>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <TemplateDialogs
        renaming={renaming}
        deleting={deleting}
        onClose={() => {
          setRenaming(null);
          setDeleting(null);
        }}
        onDone={notice.succeed}
      />
    </div>
  );
}

/** /manager/settings/forms: the form templates roles start from, built-in and the organisation's own. */
export default function FormTemplatesScreen() {
  const { t } = useTranslation(['manager', 'common']);
  const api = useApi();
  const templates = useQuery({
    queryKey: ['form-templates'],
    queryFn: ({ signal }) => callRoute(api, listFormTemplates, { signal }),
  });
  return (
    <SettingsPage title={t('settings.forms.title')}>
      {templates.isPending ? <DelayedSpinner /> : null}
      {templates.isError ? (
        <ErrorState
          title={t('settings.forms.loadFailed')}
          text={templates.error.message}
          retryLabel={t('common:actions.tryAgain')}
          onRetry={() => templates.refetch()}
        />
      ) : null}
      {templates.isSuccess ? (
        templates.data.length === 0 ? (
          <EmptyState title={t('settings.forms.empty')} text={t('settings.forms.emptyText')} />
        ) : (
          <TemplatesTable templates={templates.data} />
        )
      ) : null}
    </SettingsPage>
  );
}
