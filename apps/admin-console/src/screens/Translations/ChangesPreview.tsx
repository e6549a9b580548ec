import type { LanguageTranslationChanges, TranslationChange } from '@shortlist/domain/schemas';
import { useTranslation } from 'react-i18next';
import * as styles from '../data-screens/data-screens.css.ts';
import { HeaderRow } from '../data-screens/HeaderRow.tsx';

const kinds = ['added', 'changed', 'removed'] as const;

function ChangeTable({ caption, changes }: { caption: string; changes: readonly TranslationChange[] }) {
  const { t } = useTranslation('admin');
  const shown = (text: string | null) => text ?? t('translations.none');
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className={styles.muted}>{caption}</caption>
        <HeaderRow
          labels={(['phrase', 'before', 'after'] as const).map((column) =>
            t(`translations.columns.${column}`),
          )}
        />
        <tbody>
          {changes.map((change) => (
            <tr key={change.phrase}>
              <th scope="row" className={styles.rowHeaderCell}>
                {change.phrase}
              </th>
              <td className={styles.cell}>{shown(change.before)}</td>
              <td className={styles.cell}>{shown(change.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Per language, what the file adds, changes and removes, each as a table of phrase, now and after. */
export function ChangesPreview({ languages }: { languages: readonly LanguageTranslationChanges[] }) {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.stack}>
      {languages.map((language) => (
        <section
          key={language.language}
          className={styles.stack}
          aria-label={t('translations.language', { language: language.language })}
        >
          <h2>{t('translations.language', { language: language.language })}</h2>
          <p className={styles.muted}>
            {t('translations.summary', {
              added: language.added.length,
              changed: language.changed.length,
              removed: language.removed.length,
              unchanged: language.unchanged,
            })}
          </p>
          {kinds.map((kind) =>
            language[kind].length > 0 ? (
              <ChangeTable key={kind} caption={t(`translations.kinds.${kind}`)} changes={language[kind]} />
            ) : null,
          )}
        </section>
      ))}
    </div>
  );
}
