import type { EventInput } from '@fullcalendar/core';
import interactionPlugin from '@fullcalendar/interaction';
import luxonPlugin from '@fullcalendar/luxon3';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { timeChoiceStepMinutes } from '@shortlist/domain/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganizationZone } from '../../app/use-organization-zone.ts';
import { BusyNotice } from './BusyNotice.tsx';
import { BusyTimes } from './BusyTimes.tsx';
import { busyCalendarEvents } from './busy-events.ts';
import type { StepProps } from './StructureStep.tsx';
import { usePanelBusy } from './use-panel-busy.ts';
import { useSlotHours } from './use-slot-hours.ts';
import { WindowList } from './WindowList.tsx';
import * as styles from './wizard.css.ts';
import type { DraftWindow } from './wizard-draft.ts';
import { draftSlots } from './wizard-draft.ts';
import { formatClock } from './zoned-time.ts';

const snap = `00:${String(timeChoiceStepMinutes).padStart(2, '0')}:00`;

/** An ISO string with its offset (what FullCalendar gives under a named time zone) as epoch seconds. */
const epochOf = (iso: string) => Math.round(Date.parse(iso) / 1000);

/**
 * Step 3 (calendar): a week calendar in the organisation's time zone where the manager drags availability
 * windows (15-minute steps, §5), moves and stretches them; each shows how many slots step 2 cuts it into.
 * The list under it does the same from the keyboard. The panel's calendar busy times (issue 34) show as
 * blocked background, each naming who is busy; windows may still cross them, since others on the panel
 * may be free (the slot list says who clashes).
 */
export function CalendarStep({ draft, onChange }: StepProps) {
  const { t, i18n } = useTranslation('manager');
  const { timeZone } = useOrganizationZone();
  const meetingHours = useSlotHours();
  // The week on show, as FullCalendar reports it; busy times are read for it.
  const [range, setRange] = useState<{ from: number; to: number } | null>(null);
  const calendars = usePanelBusy(draft.panel, range);
  const slotsOf = (window: DraftWindow) => draftSlots({ ...draft, windows: [window] }, meetingHours).length;
  const busyEvents = busyCalendarEvents(calendars.busy, (email) =>
    t('scheduleWizard.calendar.busy', { email }),
  );
  const windowEvents: EventInput[] = draft.windows.map((window, index) => ({
    id: String(index),
    start: window.start * 1000,
    end: window.end * 1000,
    title: t('scheduleWizard.calendar.window', {
      start: formatClock(window.start, timeZone),
      end: formatClock(window.end, timeZone),
      count: slotsOf(window),
    }),
  }));
  const replace = (index: number, window: DraftWindow) =>
    onChange({ windows: draft.windows.map((one, at) => (at === index ? window : one)), excludedSlots: [] });
  const now = Date.now();

  return (
    <div className={styles.frame}>
      <p className={styles.hint}>{t('scheduleWizard.calendar.intro')}</p>
      {meetingHours ? <p className={styles.hint}>{t('scheduleWizard.calendar.meetingHours')}</p> : null}
      {draft.panel.length > 0 ? <BusyNotice calendars={calendars} /> : null}
      <BusyTimes busy={calendars.busy} />
      <section className={styles.calendar} aria-label={t('scheduleWizard.calendar.calendarLabel')}>
        <FullCalendar
          plugins={[timeGridPlugin, interactionPlugin, luxonPlugin]}
          initialView="timeGridWeek"
          initialDate={draft.windows[0] ? draft.windows[0].start * 1000 : now}
          timeZone={timeZone}
          locale={i18n.language === 'en' ? 'en-GB' : i18n.language}
          firstDay={1}
          allDaySlot={false}
          slotMinTime="07:00:00"
          slotMaxTime="21:00:00"
          slotDuration="00:30:00"
          snapDuration={snap}
          height="auto"
          nowIndicator
          displayEventTime={false}
          selectable
          selectMirror
          editable
          // Windows never overlap one another, but may cross a panel member's busy time.
          eventOverlap={(still) => still.display === 'background'}
          selectOverlap={(event) => event.display === 'background'}
          headerToolbar={{ start: 'prev,next today', center: 'title', end: '' }}
          // Worded buttons: FullCalendar's chevron icons are images without a text alternative.
          buttonIcons={false}
          buttonText={{
            prev: t('scheduleWizard.calendar.previousWeek'),
            next: t('scheduleWizard.calendar.nextWeek'),
            today: t('scheduleWizard.calendar.thisWeek'),
          }}
          selectAllow={(span) => epochOf(span.startStr) * 1000 >= now}
          eventAllow={(span) => epochOf(span.startStr) * 1000 >= now}
          events={[...windowEvents, ...busyEvents]}
          datesSet={(shown) => setRange({ from: epochOf(shown.startStr), to: epochOf(shown.endStr) })}
          select={(selection) => {
            selection.view.calendar.unselect();
            onChange({
              windows: [
                ...draft.windows,
                { start: epochOf(selection.startStr), end: epochOf(selection.endStr) },
              ],
              excludedSlots: [],
            });
          }}
          eventChange={({ event }) => {
            if (!event.startStr || !event.endStr) return;
            replace(Number(event.id), { start: epochOf(event.startStr), end: epochOf(event.endStr) });
          }}
        />
      </section>
      <WindowList draft={draft} onChange={onChange} slotsOf={slotsOf} />
    </div>
  );
}
