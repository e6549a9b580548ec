import { DelayedSpinner } from '@shortlist/shell/react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../app/AdminPage.tsx';
import * as styles from '../data-screens/data-screens.css.ts';
import { ChangesPreview } from './ChangesPreview.tsx';
import { useTranslationFile } from './use-translation-file.ts';

const changeCount = (languages: readonly { added: unknown[]; changed: unknown[]; removed: unknown[] }[]) =>
  languages.reduce(
    (sum, language) => sum + language.added.length + language.changed.length + language.removed.length,
    0,
  );

/** /admin/translations: upload a CSV of phrases per language, see what changes, and apply it. */
export default function TranslationsScreen() {
  const { t } = useTranslation(['admin', 'common']);
  const { state, preview, apply, discard } = useTranslationFile();
  return (
    <AdminPage title={t('translations.title')}>
      <div className={styles.stack}>
        <p className={styles.intro}>{t('translations.intro')}</p>
        <label className={styles.field}>
          {t('translations.file')}
          <input
            className={styles.input}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void preview(file);
              event.target.value = '';
            }}
          />
        </label>
        {state.step === 'reading' ? <DelayedSpinner /> : null}
        {state.step === 'failed' ? (
          <ul className={styles.failure} role="alert">
            {state.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
        {state.step === 'applied' ? (
          <p className={styles.notice} role="status">
            {t('common:success.translationCsv')}
          </p>
        ) : null}
        {state.step === 'preview' ? (
          <>
            {changeCount(state.changes.languages) === 0 ? <p>{t('translations.noChanges')}</p> : null}
            <ChangesPreview languages={state.changes.languages} />
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.primaryButton}
                disabled={changeCount(state.changes.languages) === 0}
                onClick={() => void apply()}
              >
                {t('translations.apply')}
              </button>
              <button type="button" className={styles.button} onClick={discard}>
                {t('translations.cancel')}
              </button>
            </div>
          </>
        ) : null}
      </div>
    </AdminPage>
  );
}
