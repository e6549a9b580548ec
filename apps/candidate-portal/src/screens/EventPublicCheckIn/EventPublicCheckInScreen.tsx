import { callRoute } from '@shortlist/api-client';
import { checkInToEvent, fetchPublicEvent } from '@shortlist/domain/contract';
import { Page, useApi, useLoad } from '@shortlist/shell/react';
import { toProcessError } from '@shortlist/shell/state';
import { Button, EmptyState, ErrorState, TextField } from '@shortlist/ui';
import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import * as appStyles from '../../app/app.css.ts';
import { EventFacts } from '../../app/EventFacts.tsx';
import { Loading } from '../../app/Loading.tsx';
import type { PublicEventView } from '../../app/public-views.ts';

/**
 * /event/{eventId}/qr-check-in: a registered visitor checks in at the door, on the event's day, by opening the
 * QR code of their confirmation email (its code is in the address and is sent at once) or by pasting its
 * check-in link or code. An email alone no longer checks in (issue 31).
 */
export default function EventPublicCheckInScreen() {
  const { t } = useTranslation(['candidate', 'common']);
  const api = useApi();
  const { eventId = '' } = useParams();
  const code = useSearchParams()[0].get('code');
  const [typedCode, setTypedCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(code !== null);
  const [checkedIn, setCheckedIn] = useState<'CHECKED_IN' | 'ALREADY_CHECKED_IN' | null>(null);
  const sentCode = useRef(false);

  useEffect(() => {
    if (code === null || sentCode.current) return;
    // Once per page: the code checks in, and a second post would only say "already".
    sentCode.current = true;
    callRoute(api, checkInToEvent, { params: { id: eventId }, body: { code } })
      .then((reply) => setCheckedIn((reply as { outcome: 'CHECKED_IN' | 'ALREADY_CHECKED_IN' }).outcome))
      .catch((failure: unknown) => setError(toProcessError(failure).message))
      .finally(() => setSending(false));
  }, [api, code, eventId]);
  const event = useLoad(
    async (signal) => {
      const reply: unknown = await callRoute(api, fetchPublicEvent, { params: { id: eventId }, signal });
      return reply as PublicEventView;
    },
    [api, eventId],
  );

  async function submit(submitEvent: FormEvent<HTMLFormElement>) {
    submitEvent.preventDefault();
    const pasted = typedCode.trim();
    if (!pasted) {
      setError(t('events.checkInCodeMissing'));
      return;
    }
    setError(null);
    setSending(true);
    try {
      const reply = await callRoute(api, checkInToEvent, {
        params: { id: eventId },
        body: { code: pasted },
      });
      setCheckedIn((reply as { outcome: 'CHECKED_IN' | 'ALREADY_CHECKED_IN' }).outcome);
    } catch (failure) {
      // Decision: every refusal (not a code of this event, not the event's day) is told beside the field.
      const problem = toProcessError(failure);
      setError(problem.fieldErrors[0]?.message ?? problem.message);
    } finally {
      setSending(false);
    }
  }

  if (event.status === 'loading') {
    return (
      <Page layout="events">
        <Loading />
      </Page>
    );
  }
  if (event.status === 'error') {
    return (
      <Page layout="events">
        {event.error.status === 404 ? (
          <EmptyState title={t('events.notFound')} />
        ) : (
          <ErrorState
            title={t('events.notFound')}
            text={event.error.message}
            retryLabel={t('common:actions.tryAgain')}
            onRetry={event.reload}
          />
        )}
      </Page>
    );
  }

  return (
    <Page layout="events" title={t('events.checkInTitle', { event: event.data.name })}>
      <div className={appStyles.stack}>
        <EventFacts event={event.data} />
        {checkedIn ? (
          <p className={appStyles.notice.success} role="status">
            {checkedIn === 'CHECKED_IN' ? t('events.checkedIn') : t('events.alreadyCheckedIn')}
          </p>
        ) : code !== null && sending ? (
          <p className={appStyles.text} role="status">
            {t('events.checkingIn')}
          </p>
        ) : (
          <form className={appStyles.formPanel} onSubmit={submit} noValidate>
            <p className={appStyles.text}>{t('events.checkInIntro')}</p>
            <TextField
              label={t('events.checkInCode')}
              autoComplete="off"
              required
              value={typedCode}
              onChange={setTypedCode}
              {...(error ? { error } : {})}
            />
            <div>
              <Button type="submit" loading={sending}>
                {t('events.checkIn')}
              </Button>
            </div>
          </form>
        )}
      </div>
    </Page>
  );
}
