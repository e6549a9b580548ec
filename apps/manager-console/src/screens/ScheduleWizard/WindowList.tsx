import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toolButton } from '../../app/controls.css.ts';
import { useOrganizationZone } from '../../app/use-organization-zone.ts';
import * as table from '../Settings/settings-table.css.ts';
import { ClockField, DayField } from './DayTimeFields.tsx';
import type { StepProps } from './StructureStep.tsx';
import { useSlotHours } from './use-slot-hours.ts';
import * as styles from './wizard.css.ts';
import type { DraftWindow } from './wizard-draft.ts';
import { draftSlots } from './wizard-draft.ts';
import { formatClock, formatDay, isoDay, zonedEpoch } from './zoned-time.ts';

type WindowListProps = StepProps & { slotsOf: (window: DraftWindow) => number };

/** The windows drawn so far, each removable, and a form that adds one: the calendar without a mouse. */
export function WindowList({ draft, onChange, slotsOf }: WindowListProps) {
  const { t, i18n } = useTranslation('manager');
  const { timeZone } = useOrganizationZone();
  const id = useId();
  const meetingHours = useSlotHours();
  const [day, setDay] = useState(() => isoDay(Date.now() / 1000 + 86_400, timeZone));
  const [from, setFrom] = useState('09:00');
  const [to, setTo] = useState('12:00');
  const [problem, setProblem] = useState(false);
  const windows = [...draft.windows.entries()].sort(([, a], [, b]) => a.start - b.start);
  const span = (window: DraftWindow) =>
    `${formatDay(window.start, timeZone, i18n.language)} ${formatClock(window.start, timeZone)}–${formatClock(window.end, timeZone)}`;

  function add() {
    const start = zonedEpoch(day, from, timeZone);
    const end = zonedEpoch(day, to, timeZone);
    const window = start !== null && end !== null ? { start, end } : null;
    const fits = window !== null && draftSlots({ ...draft, windows: [window] }, meetingHours).length > 0;
    setProblem(!fits);
    if (window && fits) onChange({ windows: [...draft.windows, window], excludedSlots: [] });
  }

  return (
    <>
      <p className={styles.status} aria-live="polite">
        {t('scheduleWizard.calendar.summary', {
          count: draft.windows.length,
          slots: draftSlots(draft, meetingHours).length,
        })}
      </p>
      {windows.length > 0 ? (
        <div className={table.scroller}>
          <table className={table.listTable}>
            <caption className={table.caption}>{t('scheduleWizard.calendar.listCaption')}</caption>
            <tbody>
              {windows.map(([index, window]) => (
                <tr key={`${window.start}-${window.end}-${index}`}>
                  <th scope="row" className={`${table.cell} ${styles.rowHeader}`}>
                    {span(window)}
                  </th>
                  <td className={table.cell}>
                    {t('scheduleWizard.slotlist.kept', { count: slotsOf(window) })}
                  </td>
                  <td className={table.cell}>
                    <button
                      type="button"
                      className={toolButton}
                      aria-label={t('scheduleWizard.calendar.remove', { window: span(window) })}
                      onClick={() =>
                        onChange({
                          windows: draft.windows.filter((_, at) => at !== index),
                          excludedSlots: [],
                        })
                      }
                    >
                      {t('scheduleWizard.slotlist.remove')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('scheduleWizard.calendar.addByKeyboard')}</legend>
        <div className={styles.inlineForm}>
          <DayField label={t('scheduleWizard.calendar.day')} value={day} onChange={setDay} />
          <ClockField label={t('scheduleWizard.calendar.from')} value={from} onChange={setFrom} />
          <ClockField label={t('scheduleWizard.calendar.to')} value={to} onChange={setTo} />
          <button
            type="button"
            className={toolButton}
            onClick={add}
            aria-describedby={problem ? `${id}-problem` : undefined}
          >
            {t('scheduleWizard.calendar.add')}
          </button>
        </div>
        {problem ? (
          <p id={`${id}-problem`} className={styles.failure} role="alert">
            {t('scheduleWizard.calendar.badWindow')}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}
