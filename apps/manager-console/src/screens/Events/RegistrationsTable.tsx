import type { Attendance } from '@shortlist/domain/enums';
import { attendances } from '@shortlist/domain/enums';
import type { EventQuestion, EventRegistrationView } from '@shortlist/domain/schemas';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../app/format.ts';
import * as styles from './Events.css.ts';
import { registrantName } from './use-registrations.ts';

export type RegistrationsTableProps = {
  /** 'registered' shows attendance; 'waitlist' shows the place in the queue. */
  kind: 'registered' | 'waitlist';
  caption: string;
  registrations: readonly EventRegistrationView[];
  questions: readonly EventQuestion[];
  timeZone: string;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], selected: boolean) => void;
  onMark: (registration: EventRegistrationView, attendance: Attendance) => void;
  onRemove: (registration: EventRegistrationView) => void;
};

/** Registrations in a dense table: one column per question's answer, attendance marked inline. */
export function RegistrationsTable({
  kind,
  caption,
  registrations,
  questions,
  timeZone,
  selected,
  onSelect,
  onMark,
  onRemove,
}: RegistrationsTableProps) {
  const { t, i18n } = useTranslation('manager');
  // Dense: '27 Nov 2026, 09:30' on the organisation's clock.
  const registeredAt = new Intl.DateTimeFormat(toLocale(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  const ids = registrations.map((registration) => registration.id);
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  const captionId = `registrations-${kind}`;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls by keyboard too.
    <section className={styles.scroller} tabIndex={0} aria-labelledby={captionId}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          <span className={styles.captionText}>{caption}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.plainHeader}>
              <input
                type="checkbox"
                aria-label={t('events.registrations.selectAll')}
                checked={allSelected}
                onChange={(box) => onSelect(ids, box.target.checked)}
              />
            </th>
            {kind === 'waitlist' ? (
              <th scope="col" className={styles.plainHeader}>
                {t('events.registrations.position')}
              </th>
            ) : null}
            <th scope="col" className={styles.plainHeader}>
              {t('events.registrations.name')}
            </th>
            <th scope="col" className={styles.plainHeader}>
              {t('events.registrations.email')}
            </th>
            <th scope="col" className={styles.plainHeader}>
              {t('events.registrations.registeredAt')}
            </th>
            {questions.map((question) => (
              <th key={question.id} scope="col" className={styles.plainHeader}>
                {question.label}
              </th>
            ))}
            {kind === 'registered' ? (
              <th scope="col" className={styles.plainHeader}>
                {t('events.registrations.attendance')}
              </th>
            ) : null}
            <th scope="col" className={styles.plainHeader}>
              {t('events.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {registrations.map((registration) => {
            const name = registrantName(registration, t('events.registrations.blindRegistrant'));
            return (
              <tr key={registration.id}>
                <td className={styles.cell}>
                  <input
                    type="checkbox"
                    aria-label={t('events.registrations.select', { name })}
                    checked={selected.has(registration.id)}
                    onChange={(box) => onSelect([registration.id], box.target.checked)}
                  />
                </td>
                {kind === 'waitlist' ? (
                  <td className={styles.numericCell}>{registration.waitlistPosition}</td>
                ) : null}
                <th scope="row" className={styles.nameCell}>
                  {name}
                </th>
                <td className={styles.cell}>{registration.email}</td>
                <td className={styles.cell}>
                  {registration.registeredAt === null
                    ? ''
                    : registeredAt.format(new Date(registration.registeredAt * 1000))}
                </td>
                {questions.map((question) => (
                  <td key={question.id} className={styles.cell}>
                    {registration.answers[question.id] ?? ''}
                  </td>
                ))}
                {kind === 'registered' ? (
                  <td className={styles.cell}>
                    <select
                      className={styles.toolButton}
                      aria-label={t('events.registrations.attendanceFor', { name })}
                      value={registration.attendance ?? ''}
                      onChange={(select) => onMark(registration, select.target.value as Attendance)}
                    >
                      <option value="" disabled>
                        {t('events.registrations.notMarked')}
                      </option>
                      {attendances.map((attendance) => (
                        <option key={attendance} value={attendance}>
                          {t(`events.registrations.${attendance}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                ) : null}
                <td className={styles.cell}>
                  <button
                    type="button"
                    className={styles.toolButton}
                    aria-label={t('events.registrations.removeFor', { name })}
                    onClick={() => onRemove(registration)}
                  >
                    {t('events.registrations.remove')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
