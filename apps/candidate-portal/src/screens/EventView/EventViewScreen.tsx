import { callRoute } from '@shortlist/api-client';
import { fetchPublicEvent, registerForEvent } from '@shortlist/domain/contract';
import { isValidEmail } from '@shortlist/domain/validation';
import { Page, useApi } from '@shortlist/shell/react';
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
import { useOrganizationKey, useOrganizationLink } from '../../app/host-organization.ts';
import { Loading } from '../../app/Loading.tsx';
import { useRead } from '../../app/public-read.ts';
import type { PublicEventView } from '../../app/public-views.ts';
import { eventRead } from './event-read.ts';

const fields = ['email', 'firstName', 'lastName'] as const;
type Field = (typeof fields)[number];

/** Why the form is not offered: the event is over. A full event still takes registrations, for its waiting list. */
function closedReason(event: PublicEventView, now: number): 'over' | null {
  return event.eventEndDate * 1000 < now ? 'over' : null;
}

/** What registering gave: a place, or a place in the queue. */
type Registered = { email: string; waitlistPosition: number | null };

function RegistrationForm({
  eventId,
  full,
  questions,
  onRegistered,
  onConflict,
}: {
  eventId: string;
  full: boolean;
  questions: NonNullable<PublicEventView['questions']>;
  onRegistered: (registered: Registered) => void;
  /** A 409: the event may have ended since it was read. */
  onConflict: () => Promise<boolean>;
}) {
  const { t } = useTranslation(['candidate', 'common']);
  const api = useApi();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', firstName: '', lastName: '' });
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [answerErrors, setAnswerErrors] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<FieldMessages<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const change = (field: Field) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const email = values.email.trim();
    const missing = Object.fromEntries(
      questions
        .filter((question) => question.required && !answers[question.id]?.trim())
        .map((question) => [question.id, t('events.answerRequired')]),
    );
    setAnswerErrors(missing);
    if (!isValidEmail(email)) {
      setErrors({ email: t('events.emailInvalid') });
      return;
    }
    setErrors({});
    if (Object.keys(missing).length > 0) return;
    setSending(true);
    try {
      const reply = await callRoute(api, registerForEvent, {
        params: { id: eventId },
        body: {
          email,
          firstName: values.firstName.trim() || null,
          lastName: values.lastName.trim() || null,
          answers: Object.fromEntries(
            Object.entries(answers)
              .map(([id, answer]) => [id, answer.trim()])
              .filter(([, answer]) => answer !== ''),
          ),
        },
      });
      const position = (reply as { waitlistPosition?: number | null }).waitlistPosition ?? null;
      onRegistered({ email, waitlistPosition: position });
    } catch (error) {
      const failure = toProcessError(error);
      // An event that has ended replaces the form; any other conflict (already registered) belongs to the email.
      if (failure.status === 409 && (await onConflict())) return;
      if (failure.status === 409) setErrors({ email: failure.message });
      else {
        const { fieldMessages, formMessage } = readFieldErrors(failure, fields);
        const answerMessages = Object.fromEntries(
          failure.fieldErrors
            .filter(({ field }) => field.startsWith('answers.'))
            .map(({ field, message }) => [field.slice('answers.'.length), message]),
        );
        setErrors(fieldMessages);
        setAnswerErrors(answerMessages);
        setFormError(Object.keys(answerMessages).length > 0 ? null : formMessage);
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
      {questions.length > 0 ? (
        <fieldset className={appStyles.stack}>
          <legend className={appStyles.sectionTitle}>{t('events.questionsTitle')}</legend>
          {questions.map((question) => (
            <TextField
              key={question.id}
              label={question.label}
              required={question.required}
              {...(question.required ? {} : { helperText: t('common:form.optional') })}
              value={answers[question.id] ?? ''}
              onChange={(answer) => setAnswers((current) => ({ ...current, [question.id]: answer }))}
              {...(answerErrors[question.id] ? { error: answerErrors[question.id] } : {})}
            />
          ))}
        </fieldset>
      ) : null}
      {formError ? (
        <p className={appStyles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={sending}>
          {full ? t('events.joinWaitlist') : t('events.register')}
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
  const [registered, setRegistered] = useState<Registered | null>(null);
  const event = useRead(eventRead(useOrganizationKey(), eventId));

  const allEvents = (
    <Link className={appStyles.standaloneLink} to={organizationLink('/events')}>
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
        {registered ? (
          <p className={appStyles.notice.success} role="status">
            {registered.waitlistPosition === null
              ? t('events.registered', { email: registered.email })
              : t('events.waitlisted', { email: registered.email, position: registered.waitlistPosition })}
          </p>
        ) : closed ? (
          <p className={appStyles.notice.warning} role="status">
            {t('events.over')}
          </p>
        ) : (
          <>
            {data.placesLeft === 0 ? (
              <p className={appStyles.notice.warning}>{t('events.fullWaitlist')}</p>
            ) : null}
            <RegistrationForm
              eventId={eventId}
              full={data.placesLeft === 0}
              questions={data.questions ?? []}
              onRegistered={setRegistered}
              onConflict={refreshAfterConflict}
            />
          </>
        )}
        <div>{allEvents}</div>
      </div>
    </Page>
  );
}
