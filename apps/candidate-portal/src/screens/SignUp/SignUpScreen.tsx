import { callRoute } from '@shortlist/api-client';
import { signUp } from '@shortlist/domain/contract';
import { loginPath } from '@shortlist/domain/users';
import { isValidEmail, isValidPassword } from '@shortlist/domain/validation';
import { Page, useApi } from '@shortlist/shell/react';
import { toProcessError } from '@shortlist/shell/state';
import { Button, CheckboxField, TextField } from '@shortlist/ui';
import type { TFunction } from 'i18next';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as appStyles from '../../app/app.css.ts';
import { CandidatePitch } from '../../app/CandidatePitch.tsx';
import type { FieldMessages } from '../../app/field-errors.ts';
import { readFieldErrors } from '../../app/field-errors.ts';
import { useHostOrganization } from '../../app/host-organization.ts';
import { Loading } from '../../app/Loading.tsx';
import { PasswordRules } from '../../app/PasswordRules.tsx';

const fields = ['firstName', 'lastName', 'preferredName', 'email', 'password', 'acceptTerms'] as const;
type Field = (typeof fields)[number];

type SignupValues = {
  firstName: string;
  lastName: string;
  preferredName: string;
  email: string;
  password: string;
  acceptTerms: boolean;
  acceptResearch: boolean;
};

const emptyValues: SignupValues = {
  firstName: '',
  lastName: '',
  preferredName: '',
  email: '',
  password: '',
  acceptTerms: false,
  acceptResearch: false,
};

/** The messages of the form's own checks (§5 email and password, terms); empty when it may be sent. */
export function checkSignup(values: SignupValues, t: TFunction<'candidate'>): FieldMessages<Field> {
  const messages: FieldMessages<Field> = {};
  if (values.firstName.trim() === '') messages.firstName = t('signup.errors.firstName');
  if (values.lastName.trim() === '') messages.lastName = t('signup.errors.lastName');
  if (!isValidEmail(values.email.trim())) messages.email = t('signup.errors.email');
  if (!isValidPassword(values.password)) messages.password = t('signup.errors.password');
  if (!values.acceptTerms) messages.acceptTerms = t('signup.errors.terms');
  return messages;
}

function ClosedSignup() {
  const { t } = useTranslation(['candidate', 'common']);
  return (
    <Page layout="signup" title={t('signup.closedTitle')}>
      <div className={appStyles.stack}>
        <p className={appStyles.text}>{t('signup.closed')}</p>
        <div>
          <Link className={appStyles.actionLink.primary} to={loginPath}>
            {t('signup.signIn')}
          </Link>
        </div>
      </div>
    </Page>
  );
}

function SignupForm({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation(['candidate', 'common']);
  const api = useApi();
  const [values, setValues] = useState(emptyValues);
  const [errors, setErrors] = useState<FieldMessages<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  function change<Key extends keyof SignupValues>(field: Key) {
    return (value: SignupValues[Key]) => setValues((current) => ({ ...current, [field]: value }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const problems = checkSignup(values, t);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSending(true);
    try {
      const email = values.email.trim();
      await callRoute(api, signUp, {
        body: {
          email,
          password: values.password,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          preferredName: values.preferredName.trim() || null,
          acceptTerms: true,
          acceptResearch: values.acceptResearch,
        },
      });
      setSentTo(email);
    } catch (error) {
      const failure = toProcessError(error);
      if (failure.status === 403) {
        onClosed();
        return;
      }
      // A taken address (409) is the email's problem; other refusals name their fields.
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

  if (sentTo !== null) {
    return (
      <Page layout="signup" title={t('signup.checkEmailTitle')}>
        <p className={appStyles.notice.success} role="status">
          {t('signup.checkEmail', { email: sentTo })}
        </p>
      </Page>
    );
  }

  const errorOf = (field: Field) => (errors[field] ? { error: errors[field] } : {});
  return (
    <Page layout="signup" title={t('signup.title')} aside={<CandidatePitch />} asideLabel={t('home.pitch')}>
      <form className={appStyles.stack} onSubmit={submit} noValidate>
        <TextField
          label={t('signup.firstName')}
          autoComplete="given-name"
          required
          value={values.firstName}
          onChange={change('firstName')}
          {...errorOf('firstName')}
        />
        <TextField
          label={t('signup.lastName')}
          autoComplete="family-name"
          required
          value={values.lastName}
          onChange={change('lastName')}
          {...errorOf('lastName')}
        />
        <TextField
          label={t('signup.preferredName')}
          helperText={t('common:form.optional')}
          autoComplete="nickname"
          value={values.preferredName}
          onChange={change('preferredName')}
          {...errorOf('preferredName')}
        />
        <TextField
          label={t('signup.email')}
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={change('email')}
          {...errorOf('email')}
        />
        <TextField
          label={t('signup.password')}
          type="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={change('password')}
          {...errorOf('password')}
        />
        <PasswordRules password={values.password} />
        <CheckboxField
          label={t('signup.acceptTerms')}
          required
          checked={values.acceptTerms}
          onChange={change('acceptTerms')}
          {...errorOf('acceptTerms')}
        />
        <div className={appStyles.actions}>
          <Link className={appStyles.textLink} to="/terms" target="_blank">
            {t('signup.readTerms')}
          </Link>
          <Link className={appStyles.textLink} to="/policy" target="_blank">
            {t('signup.readPolicy')}
          </Link>
        </div>
        <CheckboxField
          label={t('signup.acceptResearch')}
          checked={values.acceptResearch}
          onChange={change('acceptResearch')}
        />
        {formError ? (
          <p className={appStyles.formError} role="alert">
            {formError}
          </p>
        ) : null}
        <div>
          <Button type="submit" loading={sending}>
            {t('signup.submit')}
          </Button>
        </div>
        <p className={appStyles.text}>
          {t('signup.haveAccount')}{' '}
          <Link className={appStyles.textLink} to={loginPath}>
            {t('signup.signIn')}
          </Link>
        </p>
      </form>
    </Page>
  );
}

/** /signup: a new candidate account, offered only where the organisation of the site allows sign-up. */
export default function SignUpScreen() {
  const { key, organization, load } = useHostOrganization();
  const [closedByServer, setClosedByServer] = useState(false);

  if (key !== null && load.status === 'loading') {
    return (
      <Page layout="signup">
        <Loading />
      </Page>
    );
  }
  // Decision: only an organisation that says no closes sign-up; a site of no organisation keeps it open.
  if (closedByServer || organization?.signup === false) return <ClosedSignup />;
  return <SignupForm onClosed={() => setClosedByServer(true)} />;
}
