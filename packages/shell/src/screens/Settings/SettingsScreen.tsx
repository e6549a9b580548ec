import { defaultLanguage } from '@shortlist/domain/vocabulary';
import { Button, DropdownField, TimedAlert } from '@shortlist/ui';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readLanguagePreference, saveLanguagePreference } from '../../react/language-preference.ts';
import { Page } from '../../react/Page.tsx';
import { useShell, useShellStorage, useShellStore } from '../../react/shell-context.ts';
import { sortedLists } from '../../state/sorting-preferences-store.ts';
import * as shared from '../shared/FormStack.css.ts';
import * as styles from './SettingsScreen.css.ts';

/** A language code named in the page's own language ('cy' reads 'Welsh'); the code itself if unknown. */
function useLanguageName(): (code: string) => string {
  const { i18n } = useTranslation();
  const names = new Intl.DisplayNames([i18n.language, defaultLanguage], {
    type: 'language',
    fallback: 'code',
  });
  return (code) => {
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  };
}

/** English and the organisation's additional languages (§3 additionalLanguageSupport). */
function LanguageChoice() {
  const { t } = useTranslation();
  const shell = useShell();
  const storage = useShellStorage();
  const languages = useShellStore(shell.user, (state) => state.settings.languages);
  const languageName = useLanguageName();
  const headingId = useId();
  const [language, setLanguage] = useState(() => readLanguagePreference(storage) ?? defaultLanguage);
  const [saved, setSaved] = useState(0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    saveLanguagePreference(storage, language);
    await shell.translations?.configureLanguage(language);
    void shell.loading.getState().loadTranslations();
    setSaved((count) => count + 1);
  }

  return (
    <section className={shared.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={shared.sectionHeading}>
        {t('settings.language')}
      </h2>
      <form className={shared.stack} noValidate onSubmit={submit}>
        <DropdownField
          label={t('settings.language')}
          helperText={t('settings.languageHelp')}
          name="language"
          options={languages.map((code) => ({ value: code, label: languageName(code) }))}
          value={languages.includes(language) ? language : defaultLanguage}
          onChange={setLanguage}
        />
        <div className={shared.actions}>
          <Button type="submit">{t('settings.saveLanguage')}</Button>
        </div>
        {saved > 0 ? <TimedAlert key={saved} type="success" title={t('settings.languageSaved')} /> : null}
      </form>
    </section>
  );
}

/** Lists remember their last sort (§2); this puts every one back to its default order. */
function SortingReset() {
  const { t } = useTranslation();
  const { sortingPreferences } = useShell();
  const headingId = useId();
  const [resets, setResets] = useState(0);

  function reset() {
    for (const list of sortedLists) sortingPreferences.getState().clearSort(list);
    setResets((count) => count + 1);
  }

  return (
    <section className={shared.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={shared.sectionHeading}>
        {t('settings.sorting')}
      </h2>
      <p className={shared.text}>{t('settings.sortingHelp')}</p>
      <div className={shared.actions}>
        <Button variant="secondary" onClick={reset}>
          {t('settings.resetSorting')}
        </Button>
      </div>
      {resets > 0 ? <TimedAlert key={resets} type="success" title={t('settings.sortingReset')} /> : null}
    </section>
  );
}

/** /settings: language and sorting preferences, in the layout of the user's type (§2). */
export function SettingsScreen() {
  const { t } = useTranslation();
  return (
    <Page layout="byUserType" title={t('settings.title')}>
      <div className={styles.sections}>
        <LanguageChoice />
        <SortingReset />
      </div>
    </Page>
  );
}
