import { callRoute } from '@shortlist/api-client';
import { delays } from '@shortlist/domain/constants';
import type { CandidateListItem } from '@shortlist/domain/contract';
import { searchProfiles, searchRoleCandidates } from '@shortlist/domain/contract';
import { useApi } from '@shortlist/shell/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listRowFullName } from './list-row-labels.ts';
import * as styles from './TermSearch.css.ts';
import { termSearchAttribute } from './use-list-shortcuts.ts';

export type TermSearchProps = {
  /** The role searched in; null searches every role of the organisation. */
  roleId: number | null;
  /** The term the list is filtered by now. */
  term: string;
  /** Filters the list by the term (Enter without choosing a suggestion). */
  onApply: (term: string) => void;
  /** Opens a chosen candidate (§2: after 400 ms). */
  onChoose: (candidate: CandidateListItem) => void;
};

const suggestions = 8;
const typingPause = 200;

/** Type-ahead over names, emails and ids (ARIA combobox): choose a candidate, or press Enter to filter the list. */
export function TermSearch({ roleId, term, onApply, onChoose }: TermSearchProps) {
  const { t } = useTranslation(['manager', 'common']);
  const api = useApi();
  const id = useId();
  const [text, setText] = useState(term);
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const choosing = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => setText(term), [term]);
  useEffect(() => {
    const timer = setTimeout(() => setTyped(text.trim()), typingPause);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => () => clearTimeout(choosing.current), []);

  const results = useQuery({
    queryKey: ['term-search', roleId, typed],
    enabled: open && typed.length >= 2,
    queryFn: ({ signal }) => {
      const query = { searchTerm: typed, resultsPerPage: suggestions };
      return roleId === null
        ? callRoute(api, searchProfiles, { query, signal })
        : callRoute(api, searchRoleCandidates, { params: { roleId }, query, signal });
    },
  });
  const options = open && typed.length >= 2 ? (results.data?.content ?? []) : [];

  function choose(candidate: CandidateListItem) {
    setOpen(false);
    setText(listRowFullName(t, candidate));
    clearTimeout(choosing.current);
    choosing.current = setTimeout(() => onChoose(candidate), delays.redirectAfterSearchSelection);
  }

  return (
    <div className={styles.wrapper}>
      <label htmlFor={`${id}-input`} className={styles.visuallyHidden}>
        {t('candidateList.term.label')}
      </label>
      <input
        id={`${id}-input`}
        className={styles.input}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-expanded={options.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-keyshortcuts="/"
        aria-activedescendant={
          active >= 0 && options[active] ? `${id}-option-${options[active].id}` : undefined
        }
        placeholder={t('candidateList.term.placeholder')}
        value={text}
        {...{ [termSearchAttribute]: '' }}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && options.length > 0) {
            event.preventDefault();
            setActive((index) => Math.min(options.length - 1, index + 1));
          } else if (event.key === 'ArrowUp' && options.length > 0) {
            event.preventDefault();
            setActive((index) => Math.max(0, index - 1));
          } else if (event.key === 'Escape') {
            setOpen(false);
          } else if (event.key === 'Enter') {
            event.preventDefault();
            const option = options[active];
            if (option) choose(option);
            else {
              setOpen(false);
              onApply(text);
            }
          }
        }}
      />
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={t('candidateList.term.results')}
        className={styles.list}
        hidden={!open || typed.length < 2}
      >
        {results.isFetching && options.length === 0 ? (
          <p className={styles.note}>{t('candidateList.term.searching')}</p>
        ) : null}
        {results.isSuccess && options.length === 0 && !results.isFetching ? (
          <p className={styles.note}>{t('candidateList.term.none', { term: typed })}</p>
        ) : null}
        {options.map((candidate, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard.
          <div
            key={candidate.id}
            id={`${id}-option-${candidate.id}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={styles.option}
            // Keeps focus in the combobox while a pointer chooses.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(candidate)}
          >
            <span className={styles.name}>{listRowFullName(t, candidate)}</span>
            <span className={styles.detail}>
              {[candidate.email, candidate.roleName, `#${candidate.id}`].filter(Boolean).join(' · ')}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
