import { callRoute } from '@shortlist/api-client';
import { interviewerCountChoices } from '@shortlist/domain/constants';
import { listOrganizationUsers } from '@shortlist/domain/contract';
import { maxDailyInterviews, maxPanelPool } from '@shortlist/domain/schemas';
import { isValidEmail } from '@shortlist/domain/validation';
import { useApi } from '@shortlist/shell/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compactControl, toolButton } from '../../app/controls.css.ts';
import { useOrganizationId } from '../../app/use-organization-id.ts';
import * as styles from './wizard.css.ts';
import type { WizardDraft } from './wizard-draft.ts';

const dailyChoices = Array.from({ length: maxDailyInterviews }, (_, index) => index + 1);

/**
 * Issue 34, step 1: the interview panel. The organisation's users are ticked, outside assessors added by
 * email; how many sit on each slot and the most interviews each sits a day. Slots are staffed from them.
 */
export function PanelFields({
  draft,
  onChange,
}: {
  draft: WizardDraft;
  onChange: (change: Partial<WizardDraft>) => void;
}) {
  const { t } = useTranslation('manager');
  const api = useApi();
  const id = useId();
  const orgId = useOrganizationId() ?? 0;
  const [outsider, setOutsider] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const users = useQuery({
    queryKey: ['organization-users', orgId],
    enabled: orgId > 0,
    queryFn: ({ signal }) => callRoute(api, listOrganizationUsers, { params: { id: orgId }, signal }),
  });
  const people = (users.data ?? [])
    .filter((user) => (user as { active?: boolean | null }).active !== false)
    .map((user) => ({
      email: user.email.toLowerCase(),
      name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
    }));
  const known = new Set(people.map((person) => person.email));
  const outsiders = draft.panel.filter((email) => !known.has(email));
  const toggle = (email: string) =>
    onChange({
      panel: draft.panel.includes(email)
        ? draft.panel.filter((one) => one !== email)
        : [...draft.panel, email],
    });

  function addOutsider() {
    const email = outsider.trim().toLowerCase();
    if (!isValidEmail(email)) return setProblem(t('scheduleWizard.panel.invalidEmail'));
    if (draft.panel.includes(email)) return setProblem(t('scheduleWizard.panel.alreadyNamed'));
    if (draft.panel.length >= maxPanelPool)
      return setProblem(t('scheduleWizard.panel.full', { count: maxPanelPool }));
    setProblem(null);
    setOutsider('');
    onChange({ panel: [...draft.panel, email] });
  }

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('scheduleWizard.panel.legend')}</legend>
      <p className={styles.hint}>{t('scheduleWizard.panel.hint')}</p>
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor={`${id}-size`} className={styles.label}>
            {t('scheduleWizard.slot.interviewers')}
          </label>
          <select
            id={`${id}-size`}
            className={compactControl}
            value={draft.interviewers}
            onChange={(event) => onChange({ interviewers: Number(event.target.value) })}
          >
            {interviewerCountChoices.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-daily`} className={styles.label}>
            {t('scheduleWizard.panel.dailyMaximum')}
          </label>
          <select
            id={`${id}-daily`}
            className={compactControl}
            value={draft.dailyMaximum}
            onChange={(event) => onChange({ dailyMaximum: Number(event.target.value) })}
          >
            {dailyChoices.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('scheduleWizard.panel.users')}</legend>
        {users.isPending && orgId > 0 ? (
          <p className={styles.status}>{t('scheduleWizard.panel.loading')}</p>
        ) : null}
        {people.map((person) => (
          <label key={person.email} className={styles.choice}>
            <input
              type="checkbox"
              checked={draft.panel.includes(person.email)}
              onChange={() => toggle(person.email)}
            />
            {t('scheduleWizard.panel.person', { name: person.name, email: person.email })}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('scheduleWizard.panel.outsiders')}</legend>
        {outsiders.length === 0 ? (
          <p className={styles.hint}>{t('scheduleWizard.panel.noOutsiders')}</p>
        ) : null}
        <ul className={styles.plainList}>
          {outsiders.map((email) => (
            <li key={email} className={styles.choice}>
              {email}
              <button
                type="button"
                className={toolButton}
                aria-label={t('scheduleWizard.panel.removeOutsider', { email })}
                onClick={() => toggle(email)}
              >
                {t('scheduleWizard.panel.remove')}
              </button>
            </li>
          ))}
        </ul>
        <div className={styles.inlineForm}>
          <div className={styles.field}>
            <label htmlFor={`${id}-outsider`} className={styles.label}>
              {t('scheduleWizard.panel.outsiderEmail')}
            </label>
            <input
              id={`${id}-outsider`}
              type="email"
              className={compactControl}
              value={outsider}
              aria-invalid={problem !== null}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(event) => setOutsider(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addOutsider();
                }
              }}
            />
          </div>
          <button type="button" className={toolButton} onClick={addOutsider}>
            {t('scheduleWizard.panel.addOutsider')}
          </button>
        </div>
        {problem ? (
          <p id={`${id}-problem`} className={styles.failure} role="alert">
            {problem}
          </p>
        ) : null}
      </fieldset>
      <p className={styles.status} aria-live="polite">
        {t('scheduleWizard.panel.chosen', { count: draft.panel.length })}
      </p>
    </fieldset>
  );
}
