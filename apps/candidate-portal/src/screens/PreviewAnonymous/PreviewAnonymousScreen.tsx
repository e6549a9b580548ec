import { callRoute } from '@shortlist/api-client';
import { fetchPublicRole, fetchRole } from '@shortlist/domain/contract';
import { isManager } from '@shortlist/domain/users';
import { isAnswerRequired } from '@shortlist/domain/validation';
import { DelayedSpinner, Page, useApi, useLoad, useShell, useShellStore } from '@shortlist/shell/react';
import { EmptyState, ErrorState } from '@shortlist/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useOrganizationKey } from '../../app/host-organization.ts';
import { DeclarationsStep, emptyDeclarations } from '../../forms/DeclarationsStep.tsx';
import { DocumentsStep } from '../../forms/DocumentsStep.tsx';
import { EventsStep } from '../../forms/EventsStep.tsx';
import { FormSectionFields } from '../../forms/FormSectionFields.tsx';
import type { FormStep } from '../../forms/form-steps.ts';
import { buildFormSteps } from '../../forms/form-steps.ts';
import type { ApplicationRole } from '../../forms/role-form.ts';
import { readRoleForm } from '../../forms/role-form.ts';
import * as styles from './PreviewAnonymousScreen.css.ts';

const noAnswers = {};
const noErrors = {};
const ignore = () => undefined;

function PreviewStep({ step, role }: { step: FormStep; role: ApplicationRole }) {
  const { t } = useTranslation('candidate');
  const config = role.formConfiguration;
  switch (step.kind) {
    case 'section':
      return (
        <FormSectionFields
          config={config}
          section={step.section}
          answers={noAnswers}
          errors={noErrors}
          onChange={ignore}
          isRequired={(field) => isAnswerRequired(config, step.section.key, field)}
          disabled
        />
      );
    case 'documents':
      return (
        <DocumentsStep
          parts={step.parts}
          config={config}
          files={{}}
          uploadedName={() => null}
          errors={noErrors}
          onChoose={ignore}
          onReject={ignore}
          disabled
        />
      );
    case 'events':
      return <EventsStep options={[]} values={[]} onChange={ignore} disabled />;
    case 'declarations':
      return (
        <DeclarationsStep
          step={step}
          value={emptyDeclarations}
          onChange={ignore}
          errors={noErrors}
          permitTypeOptions={[]}
          citizenshipRequired={false}
          disabled
        />
      );
    case 'profile':
      return <p className={styles.intro}>{t('profileForm.intro')}</p>;
  }
}

/**
 * /preview/:roleId: a role's application form, read-only, for managers checking it and candidates looking
 * ahead. Decision: a signed-in manager reads their own organisation's role through the authenticated call,
 * so a DRAFT role (the role editor's Preview) shows too; candidates and visitors read the public role of
 * the organisation the host (or ?organization=) names, which only open roles answer. Every control is
 * disabled, nothing is saved.
 */
export default function PreviewAnonymousScreen() {
  const { t } = useTranslation(['candidate', 'common']);
  const api = useApi();
  const shell = useShell();
  const { roleId } = useParams();
  const user = useShellStore(shell.user, (state) => state.user);
  const hostKey = useOrganizationKey();
  const manager = isManager(user) && user?.organization ? user.organization : null;
  const organizationKey = manager ? String(manager.id) : hostKey;
  const load = useLoad(
    async (signal) => {
      if (organizationKey === null || roleId === undefined) return null;
      const role = manager
        ? await callRoute(api, fetchRole, { params: { id: roleId }, signal })
        : await callRoute(api, fetchPublicRole, { params: { orgId: organizationKey, roleId }, signal });
      return readRoleForm(role);
    },
    [api, organizationKey, roleId, manager === null],
  );

  let content: ReactNode;
  if (organizationKey === null) {
    content = <EmptyState title={t('preview.notFound')} text={t('preview.noOrganization')} />;
  } else if (load.status === 'loading') {
    content = <DelayedSpinner />;
  } else if (load.status === 'error') {
    content =
      load.error.status === 404 ? (
        <EmptyState title={t('preview.notFound')} />
      ) : (
        <ErrorState
          title={t('preview.notFound')}
          text={load.error.message}
          retryLabel={t('common:actions.tryAgain')}
          onRetry={load.reload}
        />
      );
  } else if (load.data === null) {
    content = <EmptyState title={t('preview.notFound')} />;
  } else {
    const role = load.data;
    const steps = buildFormSteps(role.formConfiguration, 'passport');
    content = (
      <div className={styles.stack}>
        <p className={styles.intro}>
          {t('preview.intro')} {t('applicationForm.readOnly')}
        </p>
        {steps.every((step) => step.kind !== 'section') ? (
          <p className={styles.intro}>{t('preview.noQuestions')}</p>
        ) : null}
        {steps.map((step, index) => (
          <section key={step.id} className={styles.section} aria-labelledby={`preview-${step.id}`}>
            <h2 id={`preview-${step.id}`} className={styles.sectionTitle}>
              {step.kind === 'section'
                ? (step.section.title ?? t('applicationForm.steps.section', { number: index + 1 }))
                : t(`applicationForm.steps.${step.kind}`)}
            </h2>
            <PreviewStep step={step} role={role} />
          </section>
        ))}
      </div>
    );
  }

  const title =
    load.status === 'success' && load.data
      ? t('preview.title', { role: load.data.name })
      : t('preview.notFound');
  return (
    <Page layout="applicationFlow" title={load.status === 'loading' ? undefined : title}>
      {content}
    </Page>
  );
}
