import { resolveSlotState } from '@shortlist/domain/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toolButton } from '../../app/controls.css.ts';
import { useOrganizationZone } from '../../app/use-organization-zone.ts';
import * as table from '../Settings/settings-table.css.ts';
import { ClockField, DayField } from './DayTimeFields.tsx';
import type { StepProps } from './StructureStep.tsx';
import * as styles from './wizard.css.ts';
import { draftSlots, keptSlots, proposedPanels } from './wizard-draft.ts';
import { formatClock, formatDay, isoDay, zonedEpoch } from './zoned-time.ts';

/** Step 4 (slotlist): every slot with its state (§4 slot display) and proposed panel; remove, restore or add one. */
export function SlotListStep({ draft, onChange }: StepProps) {
  const { t, i18n } = useTranslation('manager');
  const { timeZone } = useOrganizationZone();
  const slots = draftSlots(draft);
  const excluded = new Set(draft.excludedSlots);
  const now = new Date();
  const [day, setDay] = useState(() => isoDay(slots[0]?.startDateTime ?? Date.now() / 1000, timeZone));
  const [time, setTime] = useState('09:00');
  const panels = proposedPanels(draft, timeZone);
  const panelText = (emails: readonly string[]) => {
    const missing = Math.max(0, draft.interviewers - emails.length);
    const named = emails.length > 0 ? emails.join(', ') : t('scheduleWizard.slotlist.nobody');
    return missing > 0 ? `${named} ${t('scheduleWizard.slotlist.unfilled', { count: missing })}` : named;
  };
  const when = (start: number) =>
    `${formatDay(start, timeZone, i18n.language)} ${formatClock(start, timeZone)}`;

  function toggle(start: number) {
    onChange({
      excludedSlots: excluded.has(start)
        ? draft.excludedSlots.filter((one) => one !== start)
        : [...draft.excludedSlots, start],
    });
  }

  function add() {
    const start = zonedEpoch(day, time, timeZone);
    if (start === null) return;
    // An added slot is a window exactly one interview long.
    onChange({ windows: [...draft.windows, { start, end: start + draft.durationMinutes * 60 }] });
  }

  return (
    <div className={styles.frame}>
      <p className={styles.status} aria-live="polite">
        {t('scheduleWizard.slotlist.kept', { count: keptSlots(draft).length })}
      </p>
      <div className={`${table.scroller} ${styles.tableFrame}`}>
        <table className={table.listTable}>
          <caption className={table.caption}>{t('scheduleWizard.slotlist.caption')}</caption>
          <thead>
            <tr>
              <th scope="col" className={table.plainHeader}>
                {t('scheduleWizard.slotlist.columns.day')}
              </th>
              <th scope="col" className={table.plainHeader}>
                {t('scheduleWizard.slotlist.columns.time')}
              </th>
              <th scope="col" className={table.plainHeader}>
                {t('scheduleWizard.slotlist.columns.state')}
              </th>
              {draft.panel.length > 0 ? (
                <th scope="col" className={table.plainHeader}>
                  {t('scheduleWizard.slotlist.columns.panel')}
                </th>
              ) : null}
              <th scope="col" className={table.plainHeader}>
                {t('scheduleWizard.slotlist.columns.action')}
              </th>
            </tr>
          </thead>
          <tbody>
            {slots.map((slot) => {
              const removed = excluded.has(slot.startDateTime);
              const state = resolveSlotState(slot, [], now);
              return (
                <tr key={slot.startDateTime} className={removed ? styles.removedRow : undefined}>
                  <th scope="row" className={`${table.cell} ${styles.rowHeader}`}>
                    {formatDay(slot.startDateTime, timeZone, i18n.language)}
                  </th>
                  <td className={table.cell}>
                    {formatClock(slot.startDateTime, timeZone)}–{formatClock(slot.endDateTime, timeZone)}
                  </td>
                  <td className={table.cell}>
                    {removed ? t('scheduleWizard.slotlist.removed') : t(`scheduling.slotState.${state}`)}
                  </td>
                  {draft.panel.length > 0 ? (
                    <td className={table.cell}>
                      {removed ? null : panelText(panels.get(slot.startDateTime) ?? [])}
                    </td>
                  ) : null}
                  <td className={table.cell}>
                    <button
                      type="button"
                      className={toolButton}
                      aria-label={t(
                        removed
                          ? 'scheduleWizard.slotlist.restoreSlot'
                          : 'scheduleWizard.slotlist.removeSlot',
                        {
                          time: when(slot.startDateTime),
                        },
                      )}
                      onClick={() => toggle(slot.startDateTime)}
                    >
                      {t(removed ? 'scheduleWizard.slotlist.restore' : 'scheduleWizard.slotlist.remove')}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('scheduleWizard.slotlist.addSlot')}</legend>
        <div className={styles.inlineForm}>
          <DayField label={t('scheduleWizard.slotlist.day')} value={day} onChange={setDay} />
          <ClockField label={t('scheduleWizard.slotlist.time')} value={time} onChange={setTime} />
          <button type="button" className={toolButton} onClick={add}>
            {t('scheduleWizard.slotlist.add')}
          </button>
        </div>
      </fieldset>
    </div>
  );
}
