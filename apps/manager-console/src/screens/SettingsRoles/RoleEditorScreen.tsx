import { ApiError, callRoute } from '@shortlist/api-client';
import { fetchRole, listFormTemplates } from '@shortlist/domain/contract';
import { DelayedSpinner, useApi } from '@shortlist/shell/react';
import { EmptyState, ErrorState } from '@shortlist/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { SettingsPage } from '../Settings/SettingsPage.tsx';
import { readForm } from './form-model.ts';
import { readTranslations } from './form-translations.ts';
import { RoleEditor } from './RoleEditor.tsx';
import { emptyDetails, readDetails } from './role-draft.ts';
import type { EditorStart } from './use-role-editor.ts';

const jsonConfigurationsOf = (template: unknown) =>
  typeof template === 'object' && template !== null
    ? (template as { jsonConfigurations?: unknown }).jsonConfigurations
    : undefined;

/** The editor's starting point: the saved role, or a new one with a blank form or a template's. */
function useEditorStart(roleId: number | null, templateKey: string | null) {
  const api = useApi();
  const role = useQuery({
    queryKey: ['role', roleId],
    enabled: roleId !== null,
    staleTime: 0,
    queryFn: ({ signal }) => callRoute(api, fetchRole, { params: { id: roleId ?? 0 }, signal }),
  });
  const templates = useQuery({
    queryKey: ['form-templates'],
    enabled: roleId === null && templateKey !== null,
    queryFn: ({ signal }) => callRoute(api, listFormTemplates, { signal }),
  });
  const template = templates.data?.find((item) => item.key === templateKey) ?? null;
  const start = useMemo((): EditorStart | null => {
    if (roleId !== null) {
      if (!role.data) return null;
      const form = readForm(role.data.formConfiguration, { answered: role.data.applicantCount > 0 });
      const translations = readTranslations(jsonConfigurationsOf(role.data.template), form);
      return {
        roleId,
        version: role.data.updatedAt,
        details: readDetails(role.data),
        form,
        translations,
        template: role.data.template,
      };
    }
    if (templateKey !== null && !templates.data && !templates.isError) return null;
    const form = readForm(template?.formConfiguration);
    const translations = readTranslations(jsonConfigurationsOf(template?.template), form);
    return { roleId: null, version: null, details: emptyDetails, form, translations, template: {} };
  }, [roleId, role.data, templateKey, templates.data, templates.isError, template]);
  return { start, role, template, templates };
}

/** /manager/settings/roles/new (?template=<key>) and /manager/settings/roles/:roleId: the role editor. */
export default function RoleEditorScreen() {
  const { t } = useTranslation(['manager', 'common']);
  const params = useParams();
  const [query] = useSearchParams();
  const location = useLocation();
  const roleId = params.roleId === undefined ? null : Number(params.roleId);
  const templateKey = query.get('template');
  const { start, role, template, templates } = useEditorStart(roleId, templateKey);
  const [reloads, setReloads] = useState(0);
  const arrival = (location.state as { notice?: string } | null)?.notice;
  const arrivalNotice =
    arrival === 'created' || arrival === 'copied'
      ? {
          kind: 'success' as const,
          message: t(arrival === 'created' ? 'settings.editor.created' : 'settings.roles.done.copied'),
          at: 0,
        }
      : null;

  const title =
    roleId === null
      ? t('settings.editor.newTitle')
      : role.data
        ? t('settings.editor.editTitle', { name: role.data.name })
        : t('settings.roles.title');
  let content: React.ReactNode;
  if (
    roleId !== null &&
    (Number.isNaN(roleId) || (role.error instanceof ApiError && role.error.status === 404))
  ) {
    content = <EmptyState title={t('settings.editor.notFound')} />;
  } else if (role.error) {
    content = (
      <ErrorState
        title={t('settings.editor.loadFailed')}
        text={role.error.message}
        retryLabel={t('common:actions.tryAgain')}
        onRetry={() => role.refetch()}
      />
    );
  } else if (start === null) {
    content = <DelayedSpinner />;
  } else {
    content = (
      <>
        {templateKey !== null && template ? (
          <p>{t('settings.editor.fromTemplate', { name: template.name })}</p>
        ) : null}
        {templateKey !== null && !template && templates.isFetched ? (
          <p>{t('settings.editor.templateMissing', { key: templateKey })}</p>
        ) : null}
        <RoleEditor
          key={`${roleId ?? 'new'}-${templateKey ?? ''}-${reloads}`}
          start={start}
          notice={arrivalNotice}
          onReload={async () => {
            // Someone else saved: read their version and start the editor again from it.
            await role.refetch();
            setReloads((count) => count + 1);
          }}
        />
      </>
    );
  }
  return <SettingsPage title={title}>{content}</SettingsPage>;
}
