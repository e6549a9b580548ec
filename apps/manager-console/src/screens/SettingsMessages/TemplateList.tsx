import type { MessageTemplate } from '@shortlist/domain/schemas';
import { SortableHeader } from '@shortlist/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toLocale } from '../../app/format.ts';
import { useKeptSort } from '../Settings/use-kept-sort.ts';
import * as styles from './SettingsMessagesScreen.css.ts';
import { buildTemplateRows, sortTemplateRows, templateSortColumns } from './template-rows.ts';

/** The address of one template's editor. */
export function templateEditorPath(template: Pick<MessageTemplate, 'key' | 'channel'>): string {
  return `/manager/settings/messages?${new URLSearchParams({ key: template.key, channel: template.channel })}`;
}

/** Every message the organisation sends, by kind, with a link to each variant and whether it is customised. */
export function TemplateList({ templates }: { templates: readonly MessageTemplate[] }) {
  const { t, i18n } = useTranslation('manager');
  const locale = toLocale(i18n.language);
  const kept = useKeptSort('settings-communication-templates', templateSortColumns);
  const rows = useMemo(
    () =>
      sortTemplateRows(buildTemplateRows(templates), kept.sort, (key) => t(`settings.messages.kinds.${key}`)),
    [templates, kept.sort, t],
  );
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls by keyboard too.
    <section className={styles.scroller} tabIndex={0} aria-labelledby="templates-caption">
      <table className={styles.table}>
        <caption id="templates-caption" className={styles.caption}>
          <span className={styles.captionText}>{t('settings.messages.caption')}</span>
        </caption>
        <thead>
          <tr>
            {templateSortColumns.map((column) => (
              <SortableHeader
                key={column}
                label={t(`settings.messages.columns.${column}`)}
                direction={kept.sort?.column === column ? kept.sort.direction : null}
                onSort={(direction) => kept.save({ column, direction })}
                className={styles.header}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const kind = t(`settings.messages.kinds.${row.key}`);
            return (
              <tr key={row.key}>
                <th scope="row" className={styles.nameCell}>
                  {kind}
                </th>
                <td className={styles.cell}>
                  <ul className={styles.variants}>
                    {row.variants.map((variant) => {
                      const channel = t(`settings.messages.channel.${variant.channel}`);
                      return (
                        <li key={variant.channel} className={styles.variant}>
                          <Link
                            to={templateEditorPath(variant)}
                            className={styles.link}
                            aria-label={t('settings.messages.edit', { kind, channel })}
                          >
                            {channel}
                          </Link>
                          {variant.customised ? (
                            <span className={styles.customised}>{t('settings.messages.customised')}</span>
                          ) : (
                            <span className={styles.muted}>{t('settings.messages.default')}</span>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </td>
                <td className={styles.cell}>
                  {row.updatedAt ? (
                    when.format(new Date(row.updatedAt))
                  ) : (
                    <span className={styles.muted}>—</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
