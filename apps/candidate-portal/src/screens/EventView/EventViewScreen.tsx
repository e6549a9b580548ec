import { callRoute } from '@shortlist/api-client';
import { fetchPublicEvent, registerForEvent } from '@shortlist/domain/contract';
import { isValidEmail } from '@shortlist/domain/validation';
import { Page, useApi, useLoad } from '@shortlist/shell/react';
import { toProcessError } from '@shortlist/shell/state';
import { Button, EmptyState, ErrorState, TextField } from '@shortlist/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import * as appStyles from '../../app/app.css.ts';
import { EventFacts } from '../../app/EventFacts.tsx';
import type { FieldMessages } from '../../app/field-errors.ts';
import { readFieldErrors } from '../../app/field-errors.ts';
import { useOrganizationLink } from '../../app/host-organization.ts';
import { Loading } from '../../app/Loading.tsx';
import type { PublicEventView } from '../../app/public-views.ts';

const fields = ['email', 'firstName', 'lastName'] as const;
type Field = (typeof fields)[number];

/** Why the form is not offered: the event is over or has no places left. */
function closedReason(event: PublicEventView, now: number): 'over' | 'full' | null {
  if (event.eventEndDate * 1000 < now) return 'over';
  if (event.placesLeft === 0) return 'full';
  return null;
}

function RegistrationForm({
  eventId,
  onRegistered,
  onConflict,
}: {
  eventId: string;
  onRegistered: (email: string) => void;
  /** A 409: the event may have filled up since it was read. */
  onConflict: () => Promise<boolean>;
}) {
  const { t } = useTranslation(['candidate', 'common']);
  const api = useApi();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', firstName: '', lastName: '' });
  const [errors, setErrors] = useState<FieldMessages<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const change = (field: Field) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const email = values.email.trim();
    if (!isValidEmail(email)) {
      setErrors({ email: t('events.emailInvalid') });
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await callRoute(api, registerForEvent, {
        params: { id: eventId },
        body: {
          email,
          firstName: values.firstName.trim() || null,
          lastName: values.lastName.trim() || null,
        },
      });
      onRegistered(email);
    } catch (error) {
      const failure = toProcessError(error);
      // A full event replaces the form; any other conflict (already registered) belongs to the email.
      if (failure.status === 409 && (await onConflict())) return;
      if (failure.status === 409) setErrors({ email: failure.message });
      else {
        const { fieldMessages, formMessage } = readFieldErrors(failure, fields);
        setErrors(fieldMessages);
        setFormError(formMessage);
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={appStyles.formPanel} onSubmit={submit} noValidate aria-labelledby="event-registration">
      <h2 id="event-registration" className={appStyles.sectionTitle}>
        {t('events.registerTitle')}
      </h2>
      <TextField
        label={t('common:auth.email')}
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={change('email')}
        {...(errors.email ? { error: errors.email } : {})}
      />
      <TextField
        label={t('common:account.firstName')}
        autoComplete="given-name"
        helperText={t('common:form.optional')}
        value={values.firstName}
        onChange={change('firstName')}
        {...(errors.firstName ? { error: errors.firstName } : {})}
      />
      <TextField
        label={t('common:account.lastName')}
        autoComplete="family-name"
        helperText={t('common:form.optional')}
        value={values.lastName}
        onChange={change('lastName')}
        {...(errors.lastName ? { error: errors.lastName } : {})}
      />
      {formError ? (
        <p className={appStyles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={sending}>
          {t('events.register')}
        </Button>
      </div>
    </form>
  );
}

/** /event/{eventId}: the event, and registration with email and name while places last. */
export default function EventViewScreen() {
  const { t } = useTranslation(['candidate', 'common']);
  const api = useApi();
  const { eventId = '' } = useParams();
  const organizationLink = useOrganizationLink();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const event = useLoad(
    async (signal) => {
      const reply: unknown = await callRoute(api, fetchPublicEvent, { params: { id: eventId }, signal });
      return reply as PublicEventView;
    },
    [api, eventId],
  );

  const allEvents = (
    <Link className={appStyles.textLink} to={organizationLink('/events')}>
      {t('events.allEvents')}
    </Link>
  );

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
          <EmptyState title={t('events.notFound')} action={allEvents} />
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

  const data = event.data;
  const closed = closedReason(data, Date.now());

  async function refreshAfterConflict(): Promise<boolean> {
    try {
      const fresh = (await callRoute(api, fetchPublicEvent, {
        params: { id: eventId },
      })) as unknown as PublicEventView;
      event.replace(fresh);
      return closedReason(fresh, Date.now()) !== null;
    } catch {
      return false;
    }
  }

  return (
    <Page layout="events" title={data.name}>
      <div className={appStyles.stack}>
        <EventFacts event={data} />
        {registeredEmail ? (
          <p className={appStyles.notice.success} role="status">
            {t('events.registered', { email: registeredEmail })}
          </p>
        ) : closed ? (
          <p className={appStyles.notice.warning} role="status">
            {t(closed === 'full' ? 'events.full' : 'events.over')}
          </p>
        ) : (
          <RegistrationForm
            eventId={eventId}
            onRegistered={setRegisteredEmail}
            onConflict={refreshAfterConflict}
          />
        )}
        <div>{allEvents}</div>
      </div>
    </Page>
  );
}
