import { useTranslation } from 'react-i18next';
import * as appStyles from './app.css.ts';
import { formatDayAndTime, toLocale } from './format.ts';
import type { PublicEventView } from './public-views.ts';

/** When and where an event is, and how many places are left. */
export function EventFacts({ event }: { event: PublicEventView }) {
  const { t, i18n } = useTranslation(['candidate', 'common']);
  const locale = toLocale(i18n.language);
  return (
    <div className={appStyles.stack}>
      <p className={appStyles.text}>
        {t('events.when', {
          start: formatDayAndTime(event.eventStartDate, locale),
          end: formatDayAndTime(event.eventEndDate, locale),
        })}
      </p>
      {event.location ? <p className={appStyles.text}>{event.location}</p> : null}
      {event.placesLeft !== null && event.placesLeft > 0 ? (
        <p className={appStyles.mutedText}>{t('events.placesLeft', { count: event.placesLeft })}</p>
      ) : null}
      {event.description ? <p className={appStyles.text}>{event.description}</p> : null}
    </div>
  );
}
