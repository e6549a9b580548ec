import { ApiError, callRoute } from '@shortlist/api-client';
import {
  addCandidateToEvent,
  fetchReferenceData,
  listCountries,
  listNonArchivedEvents,
  loadExternalApplication,
  submitCandidate,
} from '@shortlist/domain/contract';
import type { CandidateUpdateInput } from '@shortlist/domain/schemas';
import { emailNotVerifiedError } from '@shortlist/domain/schemas';
import { isCandidate } from '@shortlist/domain/users';
import {
  DelayedSpinner,
  Page,
  RequireLogin,
  useApi,
  useLoad,
  useShell,
  useShellStore,
} from '@shortlist/shell/react';
import { toProcessError } from '@shortlist/shell/state';
import type { ChoiceOption } from '@shortlist/ui';
import { EmptyState, ErrorState } from '@shortlist/ui';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useHostOrganization } from '../../app/host-organization.ts';
import type { SaveOutcome, StepSaveRequest } from '../../forms/ApplicationForm.tsx';
import { ApplicationForm } from '../../forms/ApplicationForm.tsx';
import type { ApplyFlowKind } from '../../forms/form-steps.ts';
import { buildFormSteps, isPartOffered } from '../../forms/form-steps.ts';
import { ProfileEditor } from '../../forms/profile/ProfileEditor.tsx';
import type { ApplicationView } from '../../forms/role-form.ts';
import { readApplicationView } from '../../forms/role-form.ts';
import { AnonymousStart } from './AnonymousStart.tsx';
import * as styles from './ApplyFlowScreen.css.ts';
import { VerifyBeforeSubmit } from './VerifyBeforeSubmit.tsx';

/**
 * Which flow a path is (§2): /applyp is the special (passport) flow, /applya the anonymous visitor's,
 * /apply the standard one.
 */
export function readApplyFlowKind(pathname: string): ApplyFlowKind {
  if (pathname.startsWith('/applyp')) return 'passport';
  if (pathname.startsWith('/applya')) return 'anonymous';
  return 'standard';
}

const submittedStatuses = new Set(['ACTIVE', 'PASSPORT_ACTIVE']);

type Extras = {
  readonly countries: readonly ChoiceOption[];
  readonly events: readonly ChoiceOption[];
  readonly permitTypes: readonly ChoiceOption[];
};

const noOptions: readonly ChoiceOption[] = [];

/** Pick lists some forms need: countries for autocomplete questions without options, events, permits. */
function useFormExtras(application: ApplicationView, flow: ApplyFlowKind) {
  const api = useApi();
  const config = application.role?.formConfiguration ?? null;
  const organizationId = application.organization?.id ?? null;
  return useLoad<Extras>(async () => {
    const needsCountries = (config?.sections ?? []).some((section) =>
      section.fields.some((field) => field.type === 'autocomplete' && (field.options ?? []).length === 0),
    );
    const declarations = buildFormSteps(config, flow).find((step) => step.kind === 'declarations');
    // A list that fails to load leaves its question without options rather than stopping the application.
    const [countries, events, permitTypes] = await Promise.all(
      [
        needsCountries
          ? callRoute(api, listCountries).then((items) =>
              items.map((item) => ({ value: item.value, label: item.label })),
            )
          : noOptions,
        isPartOffered(config, 'events') && organizationId !== null
          ? callRoute(api, listNonArchivedEvents, { params: { orgId: organizationId } }).then((items) =>
              (items as unknown as { id: number; name?: string }[]).map((event) => ({
                value: String(event.id),
                label: event.name ?? String(event.id),
              })),
            )
          : noOptions,
        declarations?.kind === 'declarations' && declarations.citizenship
          ? callRoute(api, fetchReferenceData, { params: { type: 'PERMIT_TYPE' } }).then((items) =>
              items.map((item) => ({ value: String(item.id), label: item.label })),
            )
          : noOptions,
      ].map((list) => Promise.resolve(list).catch(() => noOptions)),
    );
    return {
      countries: countries ?? noOptions,
      events: events ?? noOptions,
      permitTypes: permitTypes ?? noOptions,
    };
  }, [api, config, organizationId, flow]);
}

function ApplicationFlowForm({ application, flow }: { application: ApplicationView; flow: ApplyFlowKind }) {
  const { t } = useTranslation(['candidate', 'common']);
  const api = useApi();
  const shell = useShell();
  const navigate = useNavigate();
  const extras = useFormExtras(application, flow);
  const { organization } = useHostOrganization();
  const [needsVerification, setNeedsVerification] = useState(false);

  async function saveStep(request: StepSaveRequest): Promise<SaveOutcome> {
    for (const eventId of request.events ?? []) {
      // Decision: an event already registered for (409) is not a failure of the step.
      await callRoute(api, addCandidateToEvent, { params: { id: application.id, eventId } }).catch(
        (error: unknown) => {
          if (!(error instanceof ApiError && error.status === 409)) throw error;
        },
      );
    }
    const kept = await shell.candidate.getState().saveCandidate({
      changes: request.changes,
      nextStep: request.nextStep,
      maxSteps: request.maxSteps,
      roleHasDoNotSave: application.role?.doNotSave ?? false,
    });
    if (kept !== null) return { ok: true, kept };
    const failure = shell.process.getState().entries['candidate:save']?.error;
    return {
      ok: false,
      message: failure?.message ?? t('common:errors.generic'),
      fieldErrors: failure?.fieldErrors ?? [],
    };
  }

  async function submit(changes: CandidateUpdateInput): Promise<SaveOutcome> {
    try {
      await shell.process
        .getState()
        .track('candidate:submit', () =>
          callRoute(api, submitCandidate, { params: { id: application.id }, body: changes }),
        );
      return { ok: true, kept: 'server' };
    } catch (error) {
      if (error instanceof ApiError && error.code === emailNotVerifiedError) setNeedsVerification(true);
      const failure = toProcessError(error);
      return { ok: false, message: failure.message, fieldErrors: failure.fieldErrors };
    }
  }

  if (extras.status === 'loading') return <DelayedSpinner />;
  const form = (
    <ApplicationForm
      application={application}
      flow={flow}
      onSaveStep={saveStep}
      onSubmit={submit}
      onSubmitted={() => {
        // The next visit reads the submitted application afresh.
        shell.candidate.getState().clear();
        navigate('/submitted');
      }}
      renderProfileStep={(onSaved) => (
        <ProfileEditor
          submitLabel={t('applicationForm.saveAndContinue')}
          onSaved={onSaved}
          countryBase={organization?.countryBase ?? null}
        />
      )}
      lookupOptions={extras.data?.countries}
      eventOptions={extras.data?.events}
      permitTypeOptions={extras.data?.permitTypes}
    />
  );
  return needsVerification ? (
    <>
      <VerifyBeforeSubmit />
      {form}
    </>
  ) : (
    form
  );
}

type StartState =
  | { status: 'loading' }
  | { status: 'ready'; id: number }
  | { status: 'error'; message: string };

/** Starts (or resumes) the signed-in candidate's application to the role, then shows its form. */
function SignedInApplication({ roleId, flow }: { roleId: number; flow: ApplyFlowKind }) {
  const { t } = useTranslation(['candidate', 'common']);
  const api = useApi();
  const shell = useShell();
  const [searchParams] = useSearchParams();
  const source = searchParams.get('source');
  const user = useShellStore(shell.user, (state) => state.user);
  const stored = useShellStore(shell.candidate, (state) => state.candidate);
  const [start, setStart] = useState<StartState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const candidateUser = isCandidate(user);

  // `attempt` asks again after a failure.
  useEffect(() => {
    if (!candidateUser) return;
    let current = true;
    setStart({ status: 'loading' });
    // POST /candidate/applyc/{roleId} starts the application or answers the one already started.
    callRoute(api, loadExternalApplication, { params: { roleId }, query: source ? { source } : {} })
      .then(async (reply) => {
        const id = readApplicationView(reply)?.id;
        if (id === undefined) throw new Error('no application in the reply');
        const loaded = await shell.candidate.getState().loadCandidate(id);
        if (current)
          setStart(
            loaded ? { status: 'ready', id } : { status: 'error', message: t('common:errors.generic') },
          );
      })
      .catch((error: unknown) => {
        if (current) setStart({ status: 'error', message: toProcessError(error).message });
      });
    return () => {
      current = false;
    };
  }, [api, roleId, source, candidateUser, attempt]);

  const application = readApplicationView(stored);
  if (!candidateUser) return <ErrorState title={t('applyFlow.notCandidate')} />;
  if (start.status === 'error') {
    return (
      <ErrorState
        title={t('applyFlow.startFailed')}
        text={start.message}
        retryLabel={t('common:actions.tryAgain')}
        onRetry={() => setAttempt((count) => count + 1)}
      />
    );
  }
  if (start.status === 'loading' || application === null || application.id !== start.id)
    return <DelayedSpinner />;
  if (submittedStatuses.has(application.candidateStatus)) {
    return (
      <EmptyState
        title={t('applyFlow.alreadySubmitted')}
        action={
          <Link className={styles.link} to="/applications">
            {t('applyFlow.viewApplications')}
          </Link>
        }
      />
    );
  }
  return <ApplicationFlowForm application={application} flow={flow} />;
}

/**
 * The application flows /apply/:roleId, /applyp/:roleId and /applya/:roleId (§2): the role's form step by
 * step. A visitor who is not signed in is sent to sign in, or on /applya asked for an email address.
 */
export default function ApplyFlowScreen() {
  const { t } = useTranslation('candidate');
  const { pathname } = useLocation();
  const { roleId: roleParam } = useParams();
  const shell = useShell();
  const isLoggedIn = useShellStore(shell.login, (state) => state.isLoggedIn);
  const flow = readApplyFlowKind(pathname);
  const roleId = Number(roleParam);
  const roleName = useShellStore(shell.candidate, (state) => {
    const role = readApplicationView(state.candidate)?.role;
    return role?.id === roleId ? role.name : null;
  });

  let content: ReactNode;
  if (!Number.isInteger(roleId) || roleId <= 0) {
    content = <ErrorState title={t('applyFlow.startFailed')} />;
  } else if (flow === 'anonymous' && !isLoggedIn) {
    content = <AnonymousStart continuePath={`/apply/${roleId}`} />;
  } else {
    content = (
      <RequireLogin>
        <SignedInApplication roleId={roleId} flow={flow} />
      </RequireLogin>
    );
  }
  return (
    <Page
      layout="applicationFlow"
      title={roleName ? t('applyFlow.title', { role: roleName }) : t('applyFlow.anonymous.title')}
    >
      {content}
    </Page>
  );
}
