import { resolveSlotState } from '@shortlist/domain/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toolButton } from '../../app/controls.css.ts';
import { useOrganizationZone } from '../../app/use-organization-zone.ts';
import * as table from '../Settings/settings-table.css.ts';
import { BusyNotice } from './BusyNotice.tsx';
import { ClockField, DayField } from './DayTimeFields.tsx';
import type { StepProps } from './StructureStep.tsx';
import { usePanelBusy } from './use-panel-busy.ts';
import { useSlotHours } from './use-slot-hours.ts';
import * as styles from './wizard.css.ts';
import { busyDuring, draftSlots, keptSlots, proposedPanels } from './wizard-draft.ts';
import { formatClock, formatDay, isoDay, zonedEpoch } from './zoned-time.ts';

/**
 * Step 4 (slotlist): every slot with its state (§4 slot display) and proposed panel; remove, restore or add
 * one. Issue 34: each slot says who on the panel is busy then in their calendar; busy members are left off
 * its proposed panel, and a slot that cannot be staffed without them is flagged, saying why.
 */
export function SlotListStep({ draft, onChange }: StepProps) {
  const { t, i18n } = useTranslation('manager');
  const { timeZone } = useOrganizationZone();
  const meetingHours = useSlotHours();
  const slots = draftSlots(draft, meetingHours);
  const kept = keptSlots(draft, meetingHours);
  const calendars = usePanelBusy(
    draft.panel,
    slots.length > 0
      ? {
          from: Math.min(...slots.map((slot) => slot.startDateTime)),
          to: Math.max(...slots.map((slot) => slot.endDateTime)),
        }
      : null,
  );
  const excluded = new Set(draft.excludedSlots);
  const now = new Date();
  const [day, setDay] = useState(() => isoDay(slots[0]?.startDateTime ?? Date.now() / 1000, timeZone));
  const [time, setTime] = useState('09:00');
  const panels = proposedPanels(draft, timeZone, { meetingHours, busy: calendars.busy });
  const list = (emails: readonly string[]) =>
    new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(emails);
  const busyAt = (slot: { startDateTime: number; endDateTime: number }) =>
    busyDuring(draft, calendars.busy, slot.startDateTime, slot.endDateTime);
  const missingAt = (start: number) => Math.max(0, draft.interviewers - (panels.get(start) ?? []).length);
  // A seat left empty while someone busy then could have taken it: the calendars stop the slot being staffed.
  const flaggedCount = kept.filter(
    (slot) => missingAt(slot.startDateTime) > 0 && busyAt(slot).length > 0,
  ).length;
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
      {draft.panel.length > 0 ? <BusyNotice calendars={calendars} /> : null}
      <p className={styles.status} aria-live="polite">
        {t('scheduleWizard.slotlist.kept', { count: kept.length })}
        {flaggedCount > 0 ? ` ${t('scheduleWizard.slotlist.flagged', { count: flaggedCount })}` : null}
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
                <>
                  <th scope="col" className={table.plainHeader}>
                    {t('scheduleWizard.slotlist.columns.panel')}
                  </th>
                  <th scope="col" className={table.plainHeader}>
                    {t('scheduleWizard.slotlist.columns.calendars')}
                  </th>
                </>
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
              const busy = removed ? [] : busyAt(slot);
              const cannotStaff = busy.length > 0 && missingAt(slot.startDateTime) > 0;
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
                    <>
                      <td className={table.cell}>
                        {removed ? null : panelText(panels.get(slot.startDateTime) ?? [])}
                        {cannotStaff ? (
                          <span className={`${styles.flagged} ${styles.cellNote}`}>
                            {t('scheduleWizard.slotlist.cannotStaff', {
                              emails: list(busy),
                              count: busy.length,
                            })}
                          </span>
                        ) : null}
                      </td>
                      <td className={table.cell}>
                        {removed ? null : busy.length > 0 ? (
                          <span className={styles.flagged}>
                            {t('scheduleWizard.slotlist.busyThen', { emails: list(busy) })}
                          </span>
                        ) : (
                          t('scheduleWizard.slotlist.noClash')
                        )}
                      </td>
                    </>
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
