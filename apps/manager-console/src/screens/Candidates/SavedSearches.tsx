import { callRoute } from '@shortlist/api-client';
import { createSavedSearch, deleteSavedSearch, listSavedSearches } from '@shortlist/domain/contract';
import type { CandidateListKey } from '@shortlist/domain/schemas';
import { useApi } from '@shortlist/shell/react';
import { Button, Dialog } from '@shortlist/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as styles from './SavedSearches.css.ts';

export type SavedSearchesProps = {
  listKey: CandidateListKey;
  roleId: number | null;
  /** The address query of the view shown now (what "Save this search" keeps). */
  query: string;
};

/** The path a saved search reopens. */
export function savedSearchPath(listKey: CandidateListKey, roleId: number | null, query: string): string {
  const path = listKey === 'search' || roleId === null ? '/manager/search' : `/manager/roles/${roleId}`;
  return query ? `${path}?${query}` : path;
}

/** The user's named views of this list: open one, save the current view, delete one. */
export function SavedSearches({ listKey, roleId, query }: SavedSearchesProps) {
  const { t } = useTranslation('manager');
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const saved = useQuery({
    queryKey: ['saved-searches', listKey],
    queryFn: ({ signal }) => callRoute(api, listSavedSearches, { query: { listKey }, signal }),
  });
  const mine = (saved.data ?? []).filter((search) => listKey === 'search' || search.roleId === roleId);

  async function save() {
    setError(null);
    try {
      const created = await callRoute(api, createSavedSearch, { body: { name, listKey, roleId, query } });
      await queryClient.invalidateQueries({ queryKey: ['saved-searches'] });
      setSaving(false);
      setName('');
      setMessage(t('candidateList.saved.savedMessage', { name: created.name }));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  async function remove(searchId: number) {
    await callRoute(api, deleteSavedSearch, { params: { id: searchId } });
    await queryClient.invalidateQueries({ queryKey: ['saved-searches'] });
    setMessage(t('candidateList.saved.deleted'));
  }

  return (
    <div className={styles.wrapper}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={menuOpen}
        aria-controls={`${id}-menu`}
        onClick={() => setMenuOpen((open) => !open)}
      >
        {t('candidateList.saved.menu')} ({mine.length})
      </button>
      <span className={styles.message} role="status">
        {message}
      </span>
      <div id={`${id}-menu`} className={styles.menu} hidden={!menuOpen}>
        {mine.length === 0 ? <p className={styles.none}>{t('candidateList.saved.none')}</p> : null}
        <ul className={styles.list}>
          {mine.map((search) => (
            <li key={search.id} className={styles.item}>
              <Link
                className={styles.link}
                to={savedSearchPath(search.listKey, search.roleId, search.query)}
                onClick={() => setMenuOpen(false)}
              >
                {search.name}
              </Link>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('candidateList.saved.delete', { name: search.name })}
                onClick={() => remove(search.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={styles.saveButton}
          onClick={() => {
            setMenuOpen(false);
            setSaving(true);
          }}
        >
          {t('candidateList.saved.save')}
        </button>
      </div>
      <Dialog
        open={saving}
        onOpenChange={setSaving}
        title={t('candidateList.saved.save')}
        closeLabel={t('candidateList.saved.cancel')}
        footer={
          <>
            <Button size="medium" lockoutMs={0} disabled={name.trim() === ''} onClick={save}>
              {t('candidateList.saved.saveAction')}
            </Button>
            <Button size="medium" variant="text" lockoutMs={0} onClick={() => setSaving(false)}>
              {t('candidateList.saved.cancel')}
            </Button>
          </>
        }
      >
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim() !== '') void save();
          }}
        >
          <label htmlFor={`${id}-name`} className={styles.label}>
            {t('candidateList.saved.name')}
          </label>
          <input
            id={`${id}-name`}
            className={styles.input}
            value={name}
            maxLength={80}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {error ? (
            <p id={`${id}-error`} className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
        </form>
      </Dialog>
    </div>
  );
}
