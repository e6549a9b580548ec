import { callRoute } from '@shortlist/api-client';
import type { CandidateListItem } from '@shortlist/domain/contract';
import { searchProfiles } from '@shortlist/domain/contract';
import { useApi } from '@shortlist/shell/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './TemplatePreview.css.ts';

export type PreviewCandidate = Pick<CandidateListItem, 'id' | 'firstName' | 'lastName'>;

export type PreviewCandidatePickerProps = {
  chosen: PreviewCandidate | null;
  onChoose: (candidate: PreviewCandidate | null) => void;
};

const typingPause = 250;

/** Finds one of the organisation's candidates by name (the console's term search) to preview with. */
export function PreviewCandidatePicker({ chosen, onChoose }: PreviewCandidatePickerProps) {
  const { t } = useTranslation('manager');
  const api = useApi();
  const id = useId();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), typingPause);
    return () => clearTimeout(timer);
  }, [text]);
  const results = useQuery({
    queryKey: ['preview-candidates', term],
    enabled: term.length >= 2,
    queryFn: ({ signal }) =>
      callRoute(api, searchProfiles, { query: { searchTerm: term, resultsPerPage: 6 }, signal }),
  });
  const found = term.length >= 2 ? (results.data?.content ?? []) : [];
  const name = (candidate: PreviewCandidate) => `${candidate.firstName} ${candidate.lastName}`;

  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.label}>
        {t('settings.messages.preview.candidate')}
      </label>
      <input
        id={id}
        type="search"
        className={styles.search}
        value={text}
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {t('settings.messages.preview.candidateHint')}
      </p>
      {term.length >= 2 && results.isSuccess && found.length === 0 ? (
        <p className={styles.hint}>{t('settings.messages.preview.none', { term })}</p>
      ) : null}
      {found.length > 0 ? (
        <ul className={styles.results} aria-label={t('settings.messages.preview.results')}>
          {found.map((candidate) => (
            <li key={candidate.id}>
              <button
                type="button"
                className={styles.result}
                aria-pressed={chosen?.id === candidate.id}
                onClick={() => {
                  onChoose(candidate);
                  setText('');
                }}
              >
                {name(candidate)} <span className={styles.hint}>· {candidate.email}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.using} role="status">
        {chosen
          ? t('settings.messages.preview.usingCandidate', { name: name(chosen) })
          : t('settings.messages.preview.usingSample')}
        {chosen ? (
          <button type="button" className={styles.linkButton} onClick={() => onChoose(null)}>
            {t('settings.messages.preview.useSample')}
          </button>
        ) : null}
      </p>
    </div>
  );
}
